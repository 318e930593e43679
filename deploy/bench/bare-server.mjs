// The floor of the discovery benchmark: a bare Fastify route answering static JSON, run as its
// own process like the gateway, so both pay for one Node event loop and the same HTTP stack.
import Fastify from 'fastify';

const body = { ok: true, items: Array.from({ length: 20 }, (_, i) => ({ id: i, name: `Elemento ${i}` })) };
const app = Fastify({ logger: false });
app.get('/static', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 8092) });
console.log('bare server ready');

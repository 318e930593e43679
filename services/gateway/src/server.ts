import { drainConnections, loadConfig } from '@cerca/service-kit';
import { createGateway } from './app';

const config = loadConfig();
const app = await createGateway({ config });
await app.listen({ host: config.host, port: config.port });
// deploy/local/start.mjs waits for this exact line before it tells the developer.
console.log(`\nCerca está listo en ${config.publicUrl}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    drainConnections(app);
    void app.close().then(() => process.exit(0));
  });
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainConnections } from '../src/index';

// A service stopping while a proxy's keep-alive request runs (split mode's gateway, a load
// balancer) must exit once that request is answered, not after the 72 s keep-alive timeout.

async function slowServer() {
  const app = Fastify();
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port };
}

function get(port: number, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/slow', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('drainConnections', () => {
  it('answers the running request, then lets close() finish at once', async () => {
    const { app, port } = await slowServer();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = get(port, agent);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      drainConnections(app);
      const closed = app.close().then(() => performance.now() - started);
      expect(await answer).toBe(200);
      // Without the drain, the keep-alive connection holds close() for 72 s.
      expect(
        await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('stuck'), 3_000))]),
      ).toBeLessThan(2_000);
    } finally {
      agent.destroy();
    }
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainConnections } from '../src/index';

// A service stopping while a proxy's keep-alive request runs (split mode's gateway, a load
// balancer) must exit once that request is answered, not after the 72 s keep-alive timeout.

/** A server whose /slow request arrives (`arrived`) and waits until the test answers it. */
async function slowServer() {
  const app = Fastify();
  let arrive!: () => void;
  let answer!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  app.get('/slow', async () => {
    arrive();
    await answered;
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port, arrived, answer };
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
    const { app, port, arrived, answer } = await slowServer();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const status = get(port, agent);
      await arrived;
      drainConnections(app);
      let closedEarly = false;
      const closed = app.close().then(() => {
        closedEarly = true;
      });
      // The running request holds close() until it is answered.
      await new Promise<void>((resolve) => setImmediate(resolve));
      expect(closedEarly).toBe(false);
      const started = performance.now();
      answer();
      expect(await status).toBe(200);
      // Without the drain, the keep-alive connection holds close() for 72 s: the test's own
      // timeout fails it then; with it, close() ends as soon as the answer is out.
      await closed;
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      agent.destroy();
    }
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { realtimeService } from '@cerca/realtime-service';
import { createServiceApp } from '@cerca/service-kit';
import { createTestKeys, testConfig } from '@cerca/service-kit/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway';

// Split mode (GATEWAY_MODE=proxy): the gateway forwards each service.json prefix to the service's
// own process. Here "discovery" is a small Fastify server that echoes what it receives, stopped
// and started again under the same running gateway, and "realtime" is the real realtime service,
// reached through the proxy with its websocket upgrade (it takes websocket only: issue 22).

let gateway: TestGateway;
let gatewayUrl: string;
let discovery: FastifyInstance | null = null;
let discoveryPort = 0;
let realtime: FastifyInstance;
let keys: Awaited<ReturnType<typeof createTestKeys>>;

async function startDiscovery(port: number): Promise<number> {
  const app = Fastify();
  app.all('/api/discovery/*', async (request) => ({
    url: request.url,
    method: request.method,
    body: request.body ?? null,
    forwarded: {
      for: request.headers['x-forwarded-for'] ?? null,
      proto: request.headers['x-forwarded-proto'] ?? null,
      host: request.headers['x-forwarded-host'] ?? null,
    },
    authorization: request.headers.authorization ?? null,
  }));
  app.get('/api/discovery/ready', async () => ({ status: 'ready' }));
  await app.listen({ host: '127.0.0.1', port });
  discovery = app;
  return (app.server.address() as AddressInfo).port;
}

async function stopDiscovery(): Promise<void> {
  await discovery?.close();
  discovery = null;
}

beforeAll(async () => {
  discoveryPort = await startDiscovery(0);
  keys = await createTestKeys();
  const realtimePort = await freePort();
  gateway = await startTestGateway({
    name: 'proxy',
    env: {
      GATEWAY_MODE: 'proxy',
      SERVICE_DISCOVERY_URL: `http://127.0.0.1:${discoveryPort}`,
      SERVICE_REALTIME_URL: `http://127.0.0.1:${realtimePort}`,
      // Nothing listens on port 1: the refused connection of a service that never started.
      SERVICE_ORDERING_URL: 'http://127.0.0.1:1',
    },
  });
  await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  gatewayUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
  // The gateway's database serves the realtime service too: both only need the schema.
  realtime = await createServiceApp({
    config: testConfig({ databaseUrl: gateway.database.url }),
    services: [realtimeService],
    verifyToken: keys.verifyToken,
  });
  await realtime.listen({ host: '127.0.0.1', port: realtimePort });
});

afterAll(async () => {
  await stopDiscovery();
  await realtime?.close();
  await gateway?.close();
});

const UNAVAILABLE = {
  statusCode: 503,
  code: 'service_unavailable',
  error: 'Service Unavailable',
  message: 'Este servicio no está disponible por ahora. Intenta de nuevo en unos momentos.',
};

describe('the gateway in proxy mode', () => {
  it('forwards a prefix with its path, query, body and credentials, and says who the client is', async () => {
    const response = await fetch(`${gatewayUrl}/api/discovery/cities/abc?countryId=mx&q=a%20b`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer not-checked-by-the-gateway',
        // A client cannot choose the address the services see.
        'x-forwarded-for': '203.0.113.9',
      },
      body: JSON.stringify({ name: 'Guadalajara' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      url: '/api/discovery/cities/abc?countryId=mx&q=a%20b',
      method: 'POST',
      body: { name: 'Guadalajara' },
      forwarded: { for: '127.0.0.1', proto: 'http', host: new URL(gatewayUrl).host },
      authorization: 'Bearer not-checked-by-the-gateway',
    });
  });

  it('answers 503 in Spanish at once for a service that is down, and forwards again once it is back', async () => {
    await stopDiscovery();
    const started = performance.now();
    const down = await fetch(`${gatewayUrl}/api/discovery/countries`);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(down.status).toBe(503);
    expect(down.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await down.json()).toEqual(UNAVAILABLE);
    // Its neighbours and the gateway's own routes are untouched.
    expect((await fetch(`${gatewayUrl}/health`)).status).toBe(200);

    await startDiscovery(discoveryPort);
    const back = await fetch(`${gatewayUrl}/api/discovery/countries`);
    expect(back.status).toBe(200);
    expect(((await back.json()) as { url: string }).url).toBe('/api/discovery/countries');
  });

  it('answers 503 for a service that never started (connection refused)', async () => {
    const response = await fetch(`${gatewayUrl}/api/ordering/orders`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(UNAVAILABLE);
  });

  it('reports every upstream on /ready and stays 200 while one is down', async () => {
    const response = await fetch(`${gatewayUrl}/ready`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      upstreams: Array<{ name: string; ready: boolean; status: number | null }>;
    };
    expect(body.status).toBe('degraded');
    const byName = Object.fromEntries(body.upstreams.map((upstream) => [upstream.name, upstream]));
    expect(byName.discovery).toMatchObject({ ready: true, status: 200 });
    expect(byName.realtime).toMatchObject({ ready: true, status: 200 });
    expect(byName.ordering).toMatchObject({ ready: false, status: null });
    expect(byName.gateway).toBeUndefined();
  });

  it('carries the realtime service’s refusal of long-polling: it takes websocket only', async () => {
    const handshake = await fetch(`${gatewayUrl}/realtime/?EIO=4&transport=polling`);
    // engine.io's answer to a transport it was not given: 400 "Transport unknown" (code 0).
    expect(handshake.status).toBe(400);
    expect(await handshake.json()).toEqual({ code: 0, message: 'Transport unknown' });
  });

  it('carries the socket.io websocket upgrade through the proxy, both ways', async () => {
    const socket = await upgrade(`${gatewayUrl}/realtime/?EIO=4&transport=websocket`);
    try {
      const frames = readTextFrames(socket);
      expect(await frames.next()).toMatch(/^0\{"sid":"[^"]+"/);
      const token = await keys.sign({ id: randomUUID(), sessionId: randomUUID() });
      socket.write(maskedTextFrame(`40${JSON.stringify({ token })}`));
      expect(await frames.next()).toMatch(/^40\{"sid":"[^"]+"\}/);
    } finally {
      socket.destroy();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A websocket handshake by hand: node 20 has no WebSocket client and the gateway no ws dependency. */
function upgrade(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    request.on('upgrade', (response, socket) => {
      if (response.statusCode === 101) resolve(socket);
      else reject(new Error(`upgrade answered ${response.statusCode}`));
    });
    request.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
    request.on('error', reject);
    request.end();
  });
}

/** Unmasked server text frames (engine.io packets are small: lengths below 64 KiB). */
function readTextFrames(socket: Socket): { next(): Promise<string> } {
  let buffer = Buffer.alloc(0);
  const frames: string[] = [];
  const waiting: Array<(frame: string) => void> = [];
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (buffer.length < 2) return;
      const short = (buffer[1] as number) & 0x7f;
      const headerLength = short === 126 ? 4 : 2;
      const length = short === 126 ? buffer.readUInt16BE(2) : short;
      if (buffer.length < headerLength + length) return;
      const text = buffer.subarray(headerLength, headerLength + length).toString('utf8');
      buffer = buffer.subarray(headerLength + length);
      const resolve = waiting.shift();
      if (resolve) resolve(text);
      else frames.push(text);
    }
  });
  return {
    next: () =>
      new Promise((resolve, reject) => {
        const frame = frames.shift();
        if (frame !== undefined) return resolve(frame);
        const timer = setTimeout(() => reject(new Error('no websocket frame within 5 s')), 5_000);
        waiting.push((text) => {
          clearTimeout(timer);
          resolve(text);
        });
      }),
  };
}

/** A client text frame: clients must mask what they send (RFC 6455 §5.3). */
function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const mask = randomBytes(4);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const masked = Buffer.from(payload.map((byte, index) => byte ^ (mask[index % 4] as number)));
  return Buffer.concat([header, mask, masked]);
}

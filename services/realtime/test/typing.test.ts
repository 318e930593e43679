import type { AddressInfo } from 'node:net';
import { createTestDatabase, insertUser, type TestDatabase } from '@cerca/db-testing';
import { REALTIME_EVENTS } from '@cerca/queues';
import { createServiceApp } from '@cerca/service-kit';
import { createTestKeys, testConfig } from '@cerca/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TYPING_RELAY_INTERVAL_MS } from '../src/messaging';
import { createRealtimeService } from '../src/plugin';
import { testSockets } from './sockets';

// Issue 12: the typing relay (signed-in sockets, never between two personal accounts, the
// server's own `from`, rate-limited per socket). Presence, which ordering reads: presence.test.ts.

let tdb: TestDatabase;
let app: FastifyInstance;
let redis: Redis;
let url: string;
let keys: Awaited<ReturnType<typeof createTestKeys>>;
const config = testConfig();
const sockets = testSockets();

async function openAs(userId: string): Promise<Socket> {
  return sockets.openConnected(url, await keys.sign({ id: userId }));
}

/** Every typing event the socket hears within `ms`. */
function heard(socket: Socket, ms = 300): Promise<unknown[]> {
  const events: unknown[] = [];
  socket.on(REALTIME_EVENTS.messageTyping, (event: unknown) => events.push(event));
  return new Promise((resolve) => setTimeout(() => resolve(events), ms));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  tdb = await createTestDatabase();
  keys = await createTestKeys();
  redis = new Redis(config.redisUrl, { keyPrefix: config.redisPrefix });
  app = await createServiceApp({
    services: [createRealtimeService({ verifyToken: keys.verifyToken })],
    config,
    db: tdb.db,
    redis,
    verifyToken: keys.verifyToken,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  sockets.closeAll();
});

afterAll(async () => {
  await app?.close();
  redis?.disconnect();
  await tdb?.drop();
});

describe('typing relay', () => {
  it("relays a customer's typing to the business with the server's `from`", async () => {
    const customer = await insertUser(tdb.db);
    const owner = await insertUser(tdb.db, { userType: 'business' });
    const [from, to] = [await openAs(customer.id), await openAs(owner.id)];
    const events = heard(to);
    from.emit(REALTIME_EVENTS.messageTyping, { to: owner.id, from: 'someone-else' });
    expect(await events).toEqual([{ from: customer.id, to: owner.id }]);
  });

  it('relays at most one event per interval per socket', async () => {
    const owner = await insertUser(tdb.db, { userType: 'business' });
    const customer = await insertUser(tdb.db);
    const [from, to] = [await openAs(owner.id), await openAs(customer.id)];
    const burst = heard(to, TYPING_RELAY_INTERVAL_MS - 100);
    for (let i = 0; i < 5; i += 1) from.emit(REALTIME_EVENTS.messageTyping, { to: customer.id });
    expect(await burst).toHaveLength(1);
    await wait(200);
    const later = heard(to);
    from.emit(REALTIME_EVENTS.messageTyping, { to: customer.id });
    expect((await later).length).toBeGreaterThanOrEqual(1);
  });

  it('never relays between two personal accounts, nor malformed or self targets', async () => {
    const a = await insertUser(tdb.db);
    const b = await insertUser(tdb.db);
    const [from, to] = [await openAs(a.id), await openAs(b.id)];
    const events = heard(to, 400);
    const own = heard(from, 400);
    from.emit(REALTIME_EVENTS.messageTyping, { to: b.id });
    await wait(TYPING_RELAY_INTERVAL_MS + 20);
    from.emit(REALTIME_EVENTS.messageTyping, { to: 'not-a-user' });
    from.emit(REALTIME_EVENTS.messageTyping, { to: a.id });
    expect(await events).toEqual([]);
    expect(await own).toEqual([]);
  });
});

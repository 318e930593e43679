import type { AddressInfo } from 'node:net';
import { createTestDatabase, insertUser, type TestDatabase } from '@cerca/db-testing';
import { REALTIME_EVENTS } from '@cerca/queues';
import { createServiceApp } from '@cerca/service-kit';
import { createTestKeys, testConfig } from '@cerca/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TYPING_RELAY_INTERVAL_MS, type TypingEvent } from '../src/messaging';
import { realtimeService } from '../src/plugin';
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

/** Every typing event the socket hears from now on, as they come. */
function heard(socket: Socket): TypingEvent[] {
  const events: TypingEvent[] = [];
  socket.on(REALTIME_EVENTS.messageTyping, (event: TypingEvent) => events.push(event));
  return events;
}

const POLL = { timeout: 5_000, interval: 50 };

/**
 * Waits until `toId` hears typing from a business owner nobody else uses (`witness`): a relay
 * refused or dropped earlier would have reached `to` before it, so what `to` heard by then is
 * final, with no fixed wait for events that should not come.
 */
async function afterWitness(toId: string, events: TypingEvent[]): Promise<void> {
  const witness = await insertUser(tdb.db, { userType: 'business' });
  const socket = await openAs(witness.id);
  await vi.waitFor(() => {
    socket.emit(REALTIME_EVENTS.messageTyping, { to: toId });
    expect(events.some((event) => event.from === witness.id)).toBe(true);
  }, POLL);
  // The witness's own relays are not what the test checks.
  events.splice(0, events.length, ...events.filter((event) => event.from !== witness.id));
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  keys = await createTestKeys();
  redis = new Redis(config.redisUrl, { keyPrefix: config.redisPrefix });
  app = await createServiceApp({
    services: [realtimeService],
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
    await vi.waitFor(() => expect(events).toHaveLength(1), POLL);
    await afterWitness(owner.id, events);
    expect(events).toEqual([{ from: customer.id, to: owner.id }]);
  });

  it('relays at most one event per interval per socket', async () => {
    const owner = await insertUser(tdb.db, { userType: 'business' });
    const customer = await insertUser(tdb.db);
    const [from, to] = [await openAs(owner.id), await openAs(customer.id)];
    const events = heard(to);
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) from.emit(REALTIME_EVENTS.messageTyping, { to: customer.id });
    await afterWitness(customer.id, events);
    expect(events).toHaveLength(1);
    // Keystrokes keep coming: the next one relayed is one interval after the first.
    await vi.waitFor(() => {
      from.emit(REALTIME_EVENTS.messageTyping, { to: customer.id });
      expect(events).toHaveLength(2);
    }, POLL);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TYPING_RELAY_INTERVAL_MS);
  });

  it('never relays between two personal accounts, nor malformed or self targets', async () => {
    const a = await insertUser(tdb.db);
    const b = await insertUser(tdb.db);
    const [from, to] = [await openAs(a.id), await openAs(b.id)];
    const events = heard(to);
    const own = heard(from);
    from.emit(REALTIME_EVENTS.messageTyping, { to: b.id });
    from.emit(REALTIME_EVENTS.messageTyping, { to: 'not-a-user' });
    from.emit(REALTIME_EVENTS.messageTyping, { to: a.id });
    await afterWitness(b.id, events);
    await afterWitness(a.id, own);
    expect(events).toEqual([]);
    expect(own).toEqual([]);
  });
});

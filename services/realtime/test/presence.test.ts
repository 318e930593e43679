import type { AddressInfo } from 'node:net';
import { createTestDatabase, insertUser, type TestDatabase } from '@cerca/db-testing';
import { isUserPresent, presenceKey } from '@cerca/queues';
import { createServiceApp } from '@cerca/service-kit';
import { createTestKeys, testConfig } from '@cerca/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { realtimeService } from '../src/plugin';
import { testSockets } from './sockets';

// Issue 22: presence heals after a crashed node. Each node claims the people it holds sockets of,
// scored by when the claim lapses, and renews its claims on a heartbeat; a node that dies without
// running its disconnect handlers stops counting within the TTL instead of forever. Timings are
// shortened here (TTL 1.5 s, heartbeat 250 ms); the checks poll with a deadline, never sleep.

const TTL_MS = 1_500;
const HEARTBEAT_MS = 250;

let tdb: TestDatabase;
let keys: Awaited<ReturnType<typeof createTestKeys>>;
/** Reads what ordering reads; never the nodes' own clients. */
let observer: Redis;
const config = testConfig();
const sockets = testSockets();
const nodes: { app: FastifyInstance; redis: Redis }[] = [];

/** A realtime node with its own Redis client, so a test can cut it off as a crash would. */
async function startNode(): Promise<{ url: string; redis: Redis }> {
  const redis = new Redis(config.redisUrl, { keyPrefix: config.redisPrefix });
  const app = await createServiceApp({
    services: [realtimeService],
    provide: { presence: { ttlMs: TTL_MS, heartbeatMs: HEARTBEAT_MS } },
    config,
    db: tdb.db,
    redis,
    verifyToken: keys.verifyToken,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  nodes.push({ app, redis });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, redis };
}

async function openAs(url: string, userId: string): Promise<Socket> {
  return sockets.openConnected(url, await keys.sign({ id: userId }));
}

const present = (userId: string) => isUserPresent(observer, userId);

beforeAll(async () => {
  tdb = await createTestDatabase();
  keys = await createTestKeys();
  observer = new Redis(config.redisUrl, { keyPrefix: config.redisPrefix });
});

afterEach(async () => {
  sockets.closeAll();
  for (const node of nodes.splice(0)) {
    await node.app.close();
    node.redis.disconnect();
  }
});

afterAll(async () => {
  observer?.disconnect();
  await tdb?.drop();
});

describe('presence', () => {
  it('counts a person while any of their sockets is open, on any node, and not after the last closes', async () => {
    const person = await insertUser(tdb.db);
    const [first, second] = [await startNode(), await startNode()];
    const here = await openAs(first.url, person.id);
    const there = await openAs(second.url, person.id);
    await expect.poll(() => present(person.id)).toBe(true);
    here.disconnect();
    // The other node still holds a socket: its claim stands.
    await expect.poll(() => observer.zcard(presenceKey(person.id))).toBe(1);
    expect(await present(person.id)).toBe(true);
    there.disconnect();
    await expect.poll(() => present(person.id)).toBe(false);
  });

  it('renews a live node’s claim on its heartbeat, and claims again what Redis lost', async () => {
    const person = await insertUser(tdb.db);
    const node = await startNode();
    await openAs(node.url, person.id);
    await expect.poll(() => present(person.id)).toBe(true);
    const claimed = Number(await observer.zscore(presenceKey(person.id), (await claimsOf(person.id))[0]!));
    // Renewed before it lapses: the claim moves forward while the socket stays.
    await expect
      .poll(
        async () => Number(await observer.zscore(presenceKey(person.id), (await claimsOf(person.id))[0]!)),
        {
          timeout: TTL_MS,
          interval: 50,
        },
      )
      .toBeGreaterThan(claimed);
    // Redis evicted it (REDIS_URL may evict) or restarted empty: the next heartbeat puts it back.
    await observer.del(presenceKey(person.id));
    await expect.poll(() => present(person.id), { timeout: TTL_MS, interval: 50 }).toBe(true);
  });

  it('stops counting the people of a node that crashed, within the TTL', async () => {
    const person = await insertUser(tdb.db);
    const node = await startNode();
    const socket = await openAs(node.url, person.id);
    await expect.poll(() => present(person.id)).toBe(true);
    // The crash: the node's Redis connection ends, and no disconnect handler ever withdraws its
    // claim (the socket is still open as far as the node knows).
    const crashedAt = Date.now();
    node.redis.disconnect();
    expect(socket.connected).toBe(true);
    await expect.poll(() => present(person.id), { timeout: TTL_MS + 1_000, interval: 50 }).toBe(false);
    expect(Date.now() - crashedAt).toBeLessThanOrEqual(TTL_MS + 1_000);
    // And the key itself is gone once its TTL passed: nothing is left to drift.
    await expect
      .poll(() => observer.exists(presenceKey(person.id)), { timeout: 2_000, interval: 50 })
      .toBe(0);
  });
});

/** The nodes (sorted-set members) claiming the person now. */
function claimsOf(userId: string): Promise<string[]> {
  return observer.zrange(presenceKey(userId), '0', '-1');
}

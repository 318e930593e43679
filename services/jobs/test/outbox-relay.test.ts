import { randomUUID } from 'node:crypto';
import type { Db } from '@cerca/db';
import {
  createTestDatabase,
  insertBusiness,
  insertCity,
  insertUser,
  type TestDatabase,
} from '@cerca/db-testing';
import {
  createQueues,
  type OutboxEventInput,
  outboxEvent,
  type Queues,
  recordEvent,
  recordEvents,
  relayOutboxBatch,
} from '@cerca/queues';
import { type RedisProxy, startRedisProxy, testConfig } from '@cerca/service-kit/testing';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxRelay, redisEpochKey, startOutboxRelay } from '../src/outbox/relay';
import { startWorkers, type WorkerSet } from '../src/workers';
import { listenToRealtime, waitFor } from './helpers';

// Issue 22: events are written with the change they announce and moved to Redis by the relay,
// once each, whatever happens to Redis meanwhile.

let tdb: TestDatabase;
let admin: Redis;
const cleanups: (() => Promise<unknown>)[] = [];
const prefixes: string[] = [];

beforeAll(async () => {
  tdb = await createTestDatabase({ max: 10 });
  admin = new Redis(testConfig().redisUrl);
});

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

afterAll(async () => {
  for (const prefix of prefixes) {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.unlink(...keys);
  }
  admin?.disconnect();
  await tdb?.drop();
});

/**
 * A Redis prefix of its own per test: one test's jobs never reach another's workers. Its epoch key
 * is set, as on a Redis that has served before: a relay finding none would publish the events of
 * the last minutes (those of the previous tests) again.
 */
async function freshConfig() {
  const config = testConfig();
  prefixes.push(config.redisPrefix);
  await admin.set(redisEpochKey(config.redisPrefix), 'earlier');
  return config;
}

const silent = { info() {}, warn() {}, error() {} };

function relay(
  config: ReturnType<typeof testConfig>,
  options: { redisUrl?: string; name?: string; batchSize?: number; pollMs?: number } = {},
): OutboxRelay {
  const started = startOutboxRelay({
    db: tdb.db,
    listenUrl: tdb.url,
    redisQueueUrl: options.redisUrl ?? config.redisUrl,
    redisUrl: options.redisUrl ?? config.redisUrl,
    redisPrefix: config.redisPrefix,
    logger: silent,
    pollMs: options.pollMs ?? 60_000,
    batchSize: options.batchSize,
    connectionName: options.name,
  });
  cleanups.push(() => started.close());
  return started;
}

function producers(config: ReturnType<typeof testConfig>): Queues {
  const queues = createQueues(config.redisUrl, config.redisPrefix);
  cleanups.push(() => queues.close());
  return queues;
}

async function workersOn(config: ReturnType<typeof testConfig>): Promise<WorkerSet> {
  const workers = await startWorkers({ config, db: tdb.db, sweeps: false, relay: false });
  cleanups.push(() => workers.close());
  return workers;
}

const unpublished = async () =>
  Number(
    (
      await tdb.db
        .selectFrom('event_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('published_at', 'is', null)
        .where('available_at', '<=', sql<Date>`now()`)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Waits until every due row is published; a timeout tells how many were left and the relay's state. */
function allPublished(started?: OutboxRelay) {
  let left = -1;
  return waitFor(
    async () => {
      left = await unpublished();
      return left === 0;
    },
    20_000,
    () =>
      `every due outbox row published (${left} left` +
      (started
        ? `; the relay published ${started.published}, failing ${started.failures} times in a row)`
        : ')'),
  );
}

function notificationEvent(userId: string, tag: string): OutboxEventInput {
  return outboxEvent('notification', {
    notificationId: randomUUID(),
    userId,
    type: 'outbox_test',
    title: 'Prueba',
    body: tag,
  });
}

/** The socket.io broadcasts of the test's deployment, as the realtime nodes hear them. */
async function realtimeHeard(config: ReturnType<typeof testConfig>): Promise<string[]> {
  const listener = await listenToRealtime(config.redisUrl, config.redisPrefix);
  cleanups.push(() => listener.close());
  return listener.heard;
}

/** The ids of the Redis connections named `name` (CLIENT LIST). */
async function clientsNamed(name: string): Promise<string[]> {
  const list = (await admin.client('LIST')) as string;
  return list
    .split('\n')
    .filter((line) => line.includes(` name=${name} `))
    .map((line) => /(?:^|\s)id=(\d+)/.exec(line)?.[1])
    .filter((id): id is string => Boolean(id));
}

/** Cuts every Redis connection named `name` (CLIENT KILL by id: other test files' clients live on). */
async function killClientsNamed(name: string): Promise<number> {
  let killed = 0;
  for (const id of await clientsNamed(name)) killed += Number(await admin.client('KILL', 'ID', id));
  return killed;
}

describe('recordEvent', () => {
  it('commits the event with the change, and a rollback leaves neither', async () => {
    const marker = randomUUID();
    const change = (trx: Db) =>
      insertUser(trx, { email: `${marker}@example.com` }).then((user) =>
        recordEvent(trx, 'notification', {
          notificationId: marker,
          userId: user.id,
          type: 'outbox_test',
          title: 'Prueba',
        }),
      );
    const eventsOf = () =>
      tdb.db
        .selectFrom('event_outbox')
        .select(['topic', 'published_at'])
        .where(sql<string>`payload->>'notificationId'`, '=', marker)
        .execute();
    const usersOf = () =>
      tdb.db.selectFrom('profiles').select('id').where('email', '=', `${marker}@example.com`).execute();

    await expect(
      tdb.db.transaction().execute(async (trx) => {
        await change(trx);
        throw new Error('refused after the change');
      }),
    ).rejects.toThrow('refused after the change');
    expect(await eventsOf()).toEqual([]);
    expect(await usersOf()).toEqual([]);

    await tdb.db.transaction().execute(change);
    expect(await eventsOf()).toEqual([{ topic: 'notification', published_at: null }]);
    expect(await usersOf()).toHaveLength(1);
  });
});

describe('the relay', () => {
  it('publishes at once on NOTIFY, not at its next poll', async () => {
    const config = await freshConfig();
    const queues = producers(config);
    await queues.ready();
    const user = await insertUser(tdb.db);
    const started = relay(config, { pollMs: 600_000 });
    await allPublished();
    const event = notificationEvent(user.id, 'notify');
    await recordEvents(tdb.db, [event]);
    const id = event.topic === 'notification' ? event.payload.notificationId : '';
    // The poll is ten minutes away: only the commit's NOTIFY can have woken it.
    await waitFor(
      async () => (await queues.queue.notifications.getJob(`notification-${id}`)) !== undefined,
      5_000,
    );
    expect(started.failures).toBe(0);
  });

  it('never gives two relays the same row (FOR UPDATE SKIP LOCKED)', async () => {
    const user = await insertUser(tdb.db);
    await recordEvents(
      tdb.db,
      Array.from({ length: 20 }, (_, i) => notificationEvent(user.id, `race ${i}`)),
    );
    const first: number[] = [];
    const second: number[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let claimed = () => {};
    const firstClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const slow = relayOutboxBatch(
      tdb.db,
      async (event) => {
        first.push(event.id);
        claimed();
        await gate;
      },
      { limit: 10 },
    );
    await firstClaimed;
    // The first batch holds its ten rows (and waits in the middle of publishing them).
    const fast = await relayOutboxBatch(tdb.db, async (event) => void second.push(event.id), { limit: 10 });
    release();
    const slowResult = await slow;
    expect(fast).toMatchObject({ published: 10, failed: null });
    expect(slowResult).toMatchObject({ published: 10, failed: null });
    expect(first).toHaveLength(10);
    expect(second).toHaveLength(10);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    // Each batch publishes its rows in id order.
    expect([...first].sort((a, b) => a - b)).toEqual(first);
    expect([...second].sort((a, b) => a - b)).toEqual(second);
    expect(Math.max(...first)).toBeLessThan(Math.min(...second));
    expect(await unpublished()).toBe(0);
  });

  it('publishes each of 300 events once with two relays racing', async () => {
    const config = await freshConfig();
    const queues = producers(config);
    await queues.ready();
    const user = await insertUser(tdb.db);
    const one = relay(config, { batchSize: 7 });
    const two = relay(config, { batchSize: 7 });
    const events = Array.from({ length: 300 }, (_, i) => notificationEvent(user.id, `pair ${i}`));
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => recordEvents(tdb.db, events.slice(i * 10, i * 10 + 10))),
    );
    await allPublished();
    // Each relay counts only the rows it published and marked: a row published by both would count twice.
    expect(one.published + two.published).toBe(300);
    const waiting = await queues.queue.notifications.getJobs(['waiting', 'prioritized', 'delayed']);
    const ids = new Set(waiting.map((job) => job.id));
    expect(ids.size).toBe(300);
    for (const event of events)
      if (event.topic === 'notification')
        expect(ids.has(`notification-${event.payload.notificationId}`)).toBe(true);
  });

  it('loses and doubles nothing when its Redis connections are cut again and again (CLIENT KILL)', async () => {
    const config = await freshConfig();
    await workersOn(config);
    const heard = await realtimeHeard(config);
    const user = await insertUser(tdb.db);
    const name = `outbox-kill-${randomUUID().slice(0, 8)}`;
    const started = relay(config, { name, batchSize: 5 });
    const events: OutboxEventInput[] = [];
    let killed = 0;
    for (let round = 0; round < 10; round += 1) {
      await waitFor(
        async () => (await clientsNamed(name)).length > 0,
        10_000,
        `the relay connected again (round ${round})`,
      );
      const batch = Array.from({ length: 20 }, (_, i) => notificationEvent(user.id, `kill ${round}.${i}`));
      events.push(...batch);
      await recordEvents(tdb.db, batch);
      // Mid-stream: the relay is publishing this round's rows (five per claim).
      killed += await killClientsNamed(name);
    }
    expect(killed).toBe(10);
    await allPublished(started);
    const ids = events.map((event) => (event.topic === 'notification' ? event.payload.notificationId : ''));
    let stored = 0;
    await waitFor(
      async () => {
        const row = await tdb.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', 'in', ids)
          .executeTakeFirstOrThrow();
        stored = Number(row.n);
        return stored === ids.length;
      },
      20_000,
      () => `all ${ids.length} notifications stored (${stored} so far)`,
    );
    // Each notification pushed to its room exactly once.
    for (const id of ids) expect(heard.filter((message) => message.includes(id))).toHaveLength(1);
  });

  it('tells the owner of an order placed while Redis was away, once, when Redis is back', async () => {
    const config = await freshConfig();
    await workersOn(config);
    const heard = await realtimeHeard(config);
    const proxy: RedisProxy = await startRedisProxy(config.redisUrl);
    cleanups.push(() => proxy.close());
    const cityId = (await insertCity(tdb.db, { name: `Ciudad ${randomUUID().slice(0, 6)}` })).id;
    const ownerId = (await insertUser(tdb.db)).id;
    const customerId = (await insertUser(tdb.db)).id;
    const business = await insertBusiness(tdb.db, { ownerId, cityId, name: 'Tortas El Güero' });
    const started = relay(config, { redisUrl: proxy.url, pollMs: 200 });
    await allPublished();

    proxy.cut();
    // The order and its event, in one transaction, as POST /orders writes them.
    const orderId = await tdb.db.transaction().execute(async (trx) => {
      const order = await trx
        .insertInto('orders')
        .values({
          business_id: business.id,
          user_id: customerId,
          subtotal_amount: '120.00',
          shipping_amount: '0',
          total_amount: '120.00',
          delivery_address: 'Av. Juárez 10',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordEvent(trx, 'order.created', {
        orderId: order.id,
        businessId: business.id,
        ownerId,
      });
      return order.id;
    });
    const rowOf = () =>
      tdb.db
        .selectFrom('event_outbox')
        .select(['published_at', 'attempts', 'last_error'])
        .where(sql<string>`payload->>'orderId'`, '=', orderId)
        .executeTakeFirstOrThrow();
    // The relay tried, failed, and kept the row.
    await waitFor(async () => (await rowOf()).attempts >= 2);
    expect(await rowOf()).toMatchObject({ published_at: null, last_error: expect.any(String) });
    // Orders keep coming, each commit NOTIFYing: they do not make it retry once per commit.
    const tried = (await rowOf()).attempts;
    for (let i = 0; i < 60; i += 1) await recordEvents(tdb.db, [notificationEvent(ownerId, `storm ${i}`)]);
    // Its backoff allows a few tries meanwhile; one per commit would be sixty.
    expect((await rowOf()).attempts - tried).toBeLessThan(4);
    expect(started.failures).toBeGreaterThan(0);
    const ownersNotes = () =>
      tdb.db
        .selectFrom('notifications')
        .select(['type', 'title'])
        .where('user_id', '=', ownerId)
        .where(sql<string>`data->>'order_id'`, '=', orderId)
        .execute();
    expect(await ownersNotes()).toEqual([]);

    proxy.restore();
    await waitFor(async () => (await ownersNotes()).length > 0, 20_000);
    expect(await ownersNotes()).toEqual([{ type: 'order_created', title: 'Nuevo pedido' }]);
    await waitFor(async () => (await rowOf()).published_at !== null);
    // The panel's live event went out too, once.
    await waitFor(async () =>
      heard.some((message) => message.includes('order:created') && message.includes(orderId)),
    );
    expect(
      heard.filter((message) => message.includes('order:created') && message.includes(orderId)),
    ).toHaveLength(1);
  });

  it('publishes recent events again when Redis comes back without its data, and nobody hears twice', async () => {
    const config = await freshConfig();
    const user = await insertUser(tdb.db);
    const name = `outbox-loss-${randomUUID().slice(0, 8)}`;
    const started = relay(config, { name });
    const event = notificationEvent(user.id, 'lost with Redis');
    const notificationId = event.topic === 'notification' ? event.payload.notificationId : '';
    await recordEvents(tdb.db, [event]);
    await allPublished();
    // No worker ran it: Redis now loses everything of this deployment, the job included.
    const keys = await admin.keys(`${config.redisPrefix}*`);
    expect(keys).toContain(redisEpochKey(config.redisPrefix));
    await admin.unlink(...keys);
    expect(await killClientsNamed(name)).toBeGreaterThan(0);
    const workers = await workersOn(config);
    await waitFor(
      async () =>
        (await tdb.db.selectFrom('notifications').select('id').where('id', '=', notificationId).execute())
          .length === 1,
      20_000,
    );
    // Once more, with Redis keeping its data: nothing is published again.
    const job = `notification-${notificationId}`;
    await waitFor(async () => (await workers.queues.queue.notifications.getJobState(job)) === 'completed');
    expect(started.redisResets).toBe(1);
    expect(await admin.exists(redisEpochKey(config.redisPrefix))).toBe(1);
    const checks = started.redisChecks;
    expect(await killClientsNamed(name)).toBeGreaterThan(0);
    await waitFor(async () => started.redisChecks > checks);
    expect(started.redisResets).toBe(1);
    expect(await unpublished()).toBe(0);
    expect(await workers.queues.queue.notifications.getJobState(job)).toBe('completed');
  });

  it('parks an event it can never publish and goes on with the next ones', async () => {
    const config = await freshConfig();
    const queues = producers(config);
    await queues.ready();
    const user = await insertUser(tdb.db);
    await tdb.db
      .insertInto('event_outbox')
      .values({ topic: 'no.such.topic', payload: JSON.stringify({}) })
      .execute();
    const next = notificationEvent(user.id, 'after the bad one');
    await recordEvents(tdb.db, [next]);
    relay(config);
    await allPublished();
    const parked = await tdb.db
      .selectFrom('event_outbox')
      .select(['published_at', 'attempts', 'last_error'])
      .where('topic', '=', 'no.such.topic')
      .executeTakeFirstOrThrow();
    expect(parked).toMatchObject({ published_at: null, attempts: 1 });
    expect(parked.last_error).toContain('unknown outbox topic');
    const id = next.topic === 'notification' ? next.payload.notificationId : '';
    expect(await queues.queue.notifications.getJob(`notification-${id}`)).toBeDefined();
  });
});

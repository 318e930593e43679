import { randomUUID } from 'node:crypto';
import { sql } from '@cerca/db';
import { ALWAYS_OPEN, insertBusiness, insertMenuItem, insertUser } from '@cerca/db-testing';
import { type OutboxRelay, startOutboxRelay, startWorkers, type WorkerSet } from '@cerca/jobs-service';
import { orderingService } from '@cerca/ordering-service';
import {
  createServiceTest,
  type RedisProxy,
  type ServiceTest,
  startRedisProxy,
  testConfig,
} from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Issue 22, "A Redis blip at the moment an order is stored loses the owner's notification": the
 * queue Redis is away while a customer orders. Before the outbox, POST /orders committed the order,
 * failed to queue its job, logged it, and the owner never heard of the order. Now the order's event
 * is stored with it, and the jobs service's relay publishes it once Redis is back: the owner gets
 * exactly one notification.
 */

let proxy: RedisProxy;
let t: ServiceTest;
let workers: WorkerSet;
let relay: OutboxRelay;

beforeAll(async () => {
  proxy = await startRedisProxy(testConfig().redisUrl);
  // The ordering service's producers and the outbox relay reach the queue Redis through the
  // proxy; the workers do not (how BullMQ's own workers ride out an outage is not this test's).
  t = await createServiceTest([orderingService], { config: { redisQueueUrl: proxy.url } });
  workers = await startWorkers({
    config: { ...t.config, redisQueueUrl: t.config.redisUrl },
    db: t.db,
    sweeps: false,
    relay: false,
  });
  relay = startOutboxRelay({
    db: t.db,
    // createServiceTest does not say its database's URL: the relay finds events by its poll.
    listenUrl: t.config.databaseUrl,
    redisQueueUrl: proxy.url,
    redisUrl: t.config.redisUrl,
    redisPrefix: t.config.redisPrefix,
    logger: { info() {}, warn() {}, error() {} },
    pollMs: 100,
  });
});

afterAll(async () => {
  proxy?.restore();
  await relay?.close();
  await workers?.close();
  await t?.close();
  await proxy?.close();
});

describe('an order placed while the queue Redis is away', () => {
  it('still notifies its owner, once, when Redis is back', async () => {
    const owner = await insertUser(t.db, { userType: 'business' });
    const customer = await insertUser(t.db);
    const business = await insertBusiness(t.db, { ownerId: owner.id, schedule: ALWAYS_OPEN });
    const item = await insertMenuItem(t.db, { businessId: business.id });

    proxy.cut();
    const created = await t.inject(
      {
        method: 'POST',
        url: '/api/ordering/orders',
        payload: {
          idempotency_key: randomUUID(),
          business_id: business.id,
          items: [{ menu_item_id: item.id, quantity: 1 }],
          address: { street: 'Av. Juárez', number: '123', neighborhood: 'Centro', postal_code: '68000' },
          contact_phone: '33 1234 5678',
        },
      },
      customer,
    );
    expect(created.statusCode, created.body).toBe(201);
    const orderId: string = created.json().id;
    const event = () =>
      t.db
        .selectFrom('event_outbox')
        .select(['published_at', 'attempts'])
        .where(sql<string>`payload->>'orderId'`, '=', orderId)
        .executeTakeFirstOrThrow();
    const ownersNotes = () =>
      t.db
        .selectFrom('notifications')
        .select(['type', 'title'])
        .where('user_id', '=', owner.id)
        .where(sql<string>`data->>'order_id'`, '=', orderId)
        .execute();
    // The relay tried while Redis was away, and kept the event.
    await waitFor(async () => (await event()).attempts >= 1);
    expect((await event()).published_at).toBeNull();
    expect(await ownersNotes()).toEqual([]);

    proxy.restore();
    // The relay queues the job, then marks the row published: the notification may come first.
    await waitFor(async () => (await event()).published_at !== null);
    await waitFor(async () => (await ownersNotes()).length > 0);
    expect(await ownersNotes()).toEqual([{ type: 'order_created', title: 'Nuevo pedido' }]);
  });
});

/** Polls `check` until it holds, for at most 20 s (the relay retries with a backoff). */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('condition not met in time');
    },
    { timeout: 20_000, interval: 50 },
  );
}

import {
  createTestDatabase,
  insertBusiness,
  insertCity,
  insertUser,
  type TestDatabase,
} from '@cerca/db-testing';
import { enqueueOrderEvent, type OrderEventJob, orderEventJobId } from '@cerca/queues';
import { testConfig } from '@cerca/service-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers, type WorkerSet } from '../src/workers';
import { clearRedisPrefixes, listenToRealtime, type RealtimeListener, waitFor } from './helpers';

// Issue 11: the notifications worker turns order events into stored, pushed notifications — the
// owner on a new order and on delivery, the customer on every status, the available drivers of
// the zone on an order looking for a driver, a driver on assignment — with the opt-out rule, and
// exactly once per recipient even across retries and a re-queued event.

let tdb: TestDatabase;
let workers: WorkerSet;
let realtime: RealtimeListener;
const config = testConfig();

let zoneId: string;
let ownerId: string;
let customerId: string;
let businessId: string;

beforeAll(async () => {
  tdb = await createTestDatabase();
  zoneId = (await insertCity(tdb.db, { name: 'Guadalajara', state: 'Jalisco' })).id;
  ownerId = (await insertUser(tdb.db)).id;
  customerId = (await insertUser(tdb.db)).id;
  businessId = (await insertBusiness(tdb.db, { ownerId, cityId: zoneId, name: 'Tortas El Güero' })).id;
  realtime = await listenToRealtime(config.redisUrl, config.redisPrefix);
  workers = await startWorkers({ config, db: tdb.db, sweeps: false });
});

afterAll(async () => {
  await workers?.close();
  await realtime?.close();
  await tdb?.drop();
  await clearRedisPrefixes(config.redisUrl, [config.redisPrefix]);
});

async function insertOrder(status = 'pending', customer: string | null = customerId) {
  return tdb.db
    .insertInto('orders')
    .values({
      business_id: businessId,
      user_id: customer,
      status: status as 'pending',
      subtotal_amount: '120.00',
      shipping_amount: '0',
      total_amount: '120.00',
      delivery_address: 'Av. Juárez 10',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function insertDriver(
  options: { zone?: string; available?: boolean; suspended?: boolean; optOut?: boolean } = {},
) {
  const id = (await insertUser(tdb.db)).id;
  await tdb.db
    .insertInto('drivers')
    .values({
      id,
      zone_id: options.zone ?? zoneId,
      phone: '3312345678',
      status: options.suspended ? 'suspended' : 'approved',
      // A suspended driver is never available (a check of the table).
      is_available: options.available ?? !options.suspended,
    })
    .execute();
  if (options.optOut) await optOut(id);
  return id;
}

async function optOut(userId: string) {
  await tdb.db
    .updateTable('profiles')
    .set({ notifications_enabled: false })
    .where('id', '=', userId)
    .execute();
}

/** Queues the event and waits for its job to finish; answers the job's result. */
async function run(event: OrderEventJob) {
  await enqueueOrderEvent(workers.queues, event);
  const queue = workers.queues.queue.notifications;
  const id = orderEventJobId(event);
  // The state first, then the job read afresh: a job read before it finished carries no result.
  await waitFor(async () => (await queue.getJobState(id)) === 'completed', 20_000);
  const job = await queue.getJob(id);
  if (!job) throw new Error(`job ${id} is gone`);
  return job;
}

const notificationsOf = (orderId: string) =>
  tdb.db
    .selectFrom('notifications')
    .selectAll()
    .where(sql<string>`data->>'order_id'`, '=', orderId)
    .orderBy('created_at')
    .execute();

/** How many realtime pushes carried this notification id to this person's room. */
const pushesOf = (notificationId: string, userId: string) =>
  realtime.heard.filter((message) => message.includes(notificationId) && message.includes(`user:${userId}`))
    .length;

describe('order events become notifications', () => {
  it('tells the owner about a new order, in Spanish, pushed to their room', async () => {
    const order = await insertOrder();
    const job = await run({ kind: 'created', orderId: order.id });
    expect(job.returnvalue).toMatchObject({ recipients: 1, delivered: 1 });
    const [note, ...rest] = await notificationsOf(order.id);
    expect(rest).toHaveLength(0);
    expect(note).toMatchObject({
      user_id: ownerId,
      type: 'order_created',
      title: 'Nuevo pedido',
      body: 'Tortas El Güero recibió un pedido por $120.00',
      read_at: null,
      data: {
        order_id: order.id,
        business_id: businessId,
        business_name: 'Tortas El Güero',
        total_amount: '120.00',
      },
    });
    await expect.poll(() => pushesOf(note!.id, ownerId)).toBe(1);
  });

  it('tells the customer each status, and the owner too when delivered', async () => {
    const order = await insertOrder('preparing');
    await run({ kind: 'status', orderId: order.id, status: 'preparing' });
    let notes = await notificationsOf(order.id);
    expect(notes.map((n) => [n.user_id, n.type, n.body])).toEqual([
      [customerId, 'order_status', 'Estado actualizado a: Preparando'],
    ]);
    expect(notes[0]).toMatchObject({ title: 'Tu pedido de Tortas El Güero', data: { status: 'preparing' } });

    await run({ kind: 'status', orderId: order.id, status: 'delivered' });
    notes = await notificationsOf(order.id);
    expect(
      notes
        .slice(1)
        .map((n) => [n.user_id, n.type, n.body])
        .sort(),
    ).toEqual(
      [
        [customerId, 'order_status', 'Estado actualizado a: Entregado'],
        [ownerId, 'order_delivered', 'Un pedido de Tortas El Güero fue entregado'],
      ].sort(),
    );
  });

  it('tells the parties who did not cancel an order who did and why, in their words for "Otro"', async () => {
    const driverId = await insertDriver({ optOut: true });
    const byBusiness = await insertOrder('on_the_way');
    await tdb.db
      .updateTable('orders')
      .set({ status: 'cancelled', driver_id: driverId, cancelled_by: 'business', cancel_reason: 'sold_out' })
      .where('id', '=', byBusiness.id)
      .execute();
    await run({ kind: 'cancelled', orderId: byBusiness.id });
    expect(
      (await notificationsOf(byBusiness.id)).map((n) => [n.user_id, n.type, n.title, n.body]).sort(),
    ).toEqual(
      [
        [customerId, 'order_cancelled', 'Tu pedido de Tortas El Güero fue cancelado', 'Motivo: Se les acabó'],
        // The driver carrying it hears of it even with notifications off: it is their delivery.
        [
          driverId,
          'delivery_cancelled',
          'Se canceló un pedido que llevabas',
          'Tortas El Güero · Motivo: Se les acabó',
        ],
      ].sort(),
    );

    const byCustomer = await insertOrder('pending');
    await tdb.db
      .updateTable('orders')
      .set({
        status: 'cancelled',
        cancelled_by: 'customer',
        cancel_reason: 'other',
        cancel_note: 'Pedí doble',
      })
      .where('id', '=', byCustomer.id)
      .execute();
    await run({ kind: 'cancelled', orderId: byCustomer.id });
    expect((await notificationsOf(byCustomer.id)).map((n) => [n.user_id, n.type, n.body])).toEqual([
      [ownerId, 'order_cancelled_by_customer', 'Tortas El Güero · Motivo: Pedí doble'],
    ]);
  });

  it('tells the owner what a customer reported with an order, once per report (issue 25)', async () => {
    const order = await insertOrder('delivered');
    const reportOf = async (reason: 'cold' | 'missing_item') =>
      (
        await tdb.db
          .insertInto('order_help_reports')
          .values({ order_id: order.id, business_id: businessId, user_id: customerId, reason })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const cold = await reportOf('cold');
    const missing = await reportOf('missing_item');
    await run({ kind: 'help_reported', orderId: order.id, reportId: cold });
    await run({ kind: 'help_reported', orderId: order.id, reportId: missing });
    // Two reports of one order are two jobs (the report is in the job's id), each told once.
    await run({ kind: 'help_reported', orderId: order.id, reportId: cold });
    const notes = await notificationsOf(order.id);
    expect(notes.map((n) => [n.user_id, n.type, n.title, n.body])).toEqual([
      [
        ownerId,
        'order_help_report',
        'Un cliente reportó un problema con su pedido',
        'Tortas El Güero · Llegó frío',
      ],
      [
        ownerId,
        'order_help_report',
        'Un cliente reportó un problema con su pedido',
        'Tortas El Güero · Faltó un producto',
      ],
    ]);
    expect(notes[0]!.data).toMatchObject({ business_id: businessId, report_id: cold, reason: 'cold' });
  });

  it('tells the available approved drivers of the zone, except those who turned notifications off', async () => {
    const otherZone = (await insertCity(tdb.db, { name: 'Oaxaca' })).id;
    const told = [await insertDriver(), await insertDriver()];
    const silent = [
      await insertDriver({ available: false }),
      await insertDriver({ suspended: true }),
      await insertDriver({ zone: otherZone }),
      await insertDriver({ optOut: true }),
    ];
    const order = await insertOrder('looking_for_driver');
    await run({ kind: 'available', orderId: order.id });
    const notes = await notificationsOf(order.id);
    expect(notes.map((n) => n.user_id).sort()).toEqual([...told].sort());
    expect(notes.every((n) => n.type === 'order_available' && n.title === 'Nuevo pedido disponible')).toBe(
      true,
    );
    expect(notes.some((n) => silent.includes(n.user_id))).toBe(false);
    // Cleared for the next tests: they are the zone's only available drivers no more.
    await tdb.db.updateTable('drivers').set({ is_available: false }).where('id', 'in', told).execute();
  });

  it('tells nobody about an order that was taken before the job ran', async () => {
    await insertDriver();
    const order = await insertOrder('on_the_way');
    const job = await run({ kind: 'available', orderId: order.id });
    expect(job.returnvalue).toMatchObject({ recipients: 0 });
    expect(await notificationsOf(order.id)).toHaveLength(0);
  });

  it('still tells people who opted out about their own orders', async () => {
    const customer = (await insertUser(tdb.db)).id;
    await optOut(customer);
    const driver = await insertDriver({ optOut: true });
    const order = await insertOrder('on_the_way', customer);
    await run({ kind: 'status', orderId: order.id, status: 'on_the_way' });
    await run({ kind: 'assigned', orderId: order.id, driverId: driver });
    const notes = await notificationsOf(order.id);
    expect(notes.map((n) => [n.user_id, n.type, n.body]).sort()).toEqual(
      [
        [customer, 'order_status', 'Estado actualizado a: En Camino'],
        [driver, 'delivery_assigned', 'Tortas El Güero te asignó un pedido'],
      ].sort(),
    );
  });
});

describe('exactly once', () => {
  it('retries a job whose insert failed and stores and pushes each notification once', async () => {
    // The second row of this job's insert fails once (a sequence is not rolled back with the
    // error): the first attempt stores nothing (one statement), the retry stores and pushes both.
    await sql
      .raw(`
        create sequence notification_failures;
        create function fail_second_notification() returns trigger language plpgsql as $$
        begin
          if nextval('notification_failures') = 2 then raise exception 'injected failure'; end if;
          return new;
        end $$;
        create trigger fail_second_notification before insert on notifications
          for each row execute function fail_second_notification();
      `)
      .execute(tdb.db);
    try {
      const order = await insertOrder('delivered');
      const event: OrderEventJob = { kind: 'status', orderId: order.id, status: 'delivered' };
      const job = await run(event);
      expect(job.attemptsMade).toBe(2);
      expect(job.returnvalue).toMatchObject({ recipients: 2, delivered: 2 });
      const notes = await notificationsOf(order.id);
      expect(notes.map((n) => n.user_id).sort()).toEqual([customerId, ownerId].sort());
      // Pushed once each, the retry included: every push the job made has arrived by the barrier.
      await realtime.settled();
      for (const note of notes) expect(pushesOf(note.id, note.user_id)).toBe(1);
    } finally {
      await sql
        .raw(`
          drop trigger fail_second_notification on notifications;
          drop function fail_second_notification();
          drop sequence notification_failures;
        `)
        .execute(tdb.db);
    }
  });

  it('tells people again when an order comes back to the same state after a driver cancelled', async () => {
    const order = await insertOrder('looking_for_driver');
    await run({ kind: 'status', orderId: order.id, status: 'looking_for_driver' });
    // The order went on its way, the driver cancelled, and it is looking for a driver again.
    await run({ kind: 'status', orderId: order.id, status: 'looking_for_driver', attempt: 1 });
    const notes = await notificationsOf(order.id);
    expect(notes.map((n) => [n.user_id, n.body])).toEqual([
      [customerId, 'Estado actualizado a: Buscando Repartidor'],
      [customerId, 'Estado actualizado a: Buscando Repartidor'],
    ]);
    expect(new Set(notes.map((n) => n.id)).size).toBe(2);
  });

  it('makes nothing new when the same event is queued again', async () => {
    const order = await insertOrder();
    const event: OrderEventJob = { kind: 'created', orderId: order.id };
    const first = await run(event);
    const [note] = await notificationsOf(order.id);
    await expect.poll(() => pushesOf(note!.id, ownerId)).toBe(1);

    // While the finished job is kept, BullMQ ignores the same id; once it is gone, the job runs
    // again and finds every notification already stored.
    await enqueueOrderEvent(workers.queues, event);
    await first.remove();
    const again = await run(event);
    expect(again.returnvalue).toMatchObject({ recipients: 1, delivered: 0 });
    await realtime.settled();
    expect(await notificationsOf(order.id)).toHaveLength(1);
    expect(pushesOf(note!.id, ownerId)).toBe(1);
  });
});

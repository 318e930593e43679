import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { createQueues, type OrderEventJob, type Queues } from '@cerca/queues';
import { realtimePublished, relayedOrderEvents } from '@cerca/queues/testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { driverService } from '../src/plugin';
import { insertDriver, insertOrder, insertZone } from './fixtures';

const t = useServiceTest([driverService]);

let zone: Awaited<ReturnType<typeof insertZone>>;
let queues: Queues;

beforeAll(async () => {
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
});
afterAll(async () => {
  await queues?.close();
});
beforeEach(async () => {
  zone = await insertZone(t.db);
});

const NOT_AVAILABLE = {
  statusCode: 409,
  code: 'order_not_available',
  error: 'Conflict',
  message: 'Error al aceptar el pedido',
};

const accept = (orderId: string, as?: TestCaller) =>
  t.inject({ method: 'POST', url: `/api/driver/orders/${orderId}/accept` }, as);
const step = (driverOrderId: string, status: string, as?: TestCaller) =>
  t.inject(
    { method: 'POST', url: `/api/driver/deliveries/${driverOrderId}/status`, payload: { status } },
    as,
  );
const lookingOrder = () => insertOrder(t.db, { businessId: zone.businessId, customerId: zone.customer.id });

async function orderRow(orderId: string) {
  return t.db
    .selectFrom('orders')
    .select(['status', 'driver_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

async function driverOrders(orderId: string) {
  return t.db
    .selectFrom('driver_orders')
    .select(['driver_id', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();
}

/** The order events the relay queues for `orderId` (the routes record them as outbox events). */
async function queuedEvents(orderId: string): Promise<OrderEventJob[]> {
  return (await relayedOrderEvents(t, queues, orderId)).map((job) => job.data);
}

/** The queued job data equal to `event`, if any. */
async function queued(event: OrderEventJob) {
  return (await queuedEvents(event.orderId)).find((data) => isDeepStrictEqual(data, event));
}

/** Everything pushed to browsers while `run` runs (up to a barrier: @cerca/queues/testing). */
const published = async (run: () => Promise<void>) => {
  const messages = await realtimePublished(t.redis, t.config.redisPrefix, run);
  return () => messages;
};

describe('POST /api/driver/orders/:id/accept', () => {
  it('gives the order to an approved, available driver of its zone', async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    const order = await lookingOrder();
    // Paid with a $500 bill (issue 25): the driver is told the change to bring.
    await t.db.updateTable('orders').set({ cash_tendered: '500.00' }).where('id', '=', order.id).execute();
    const response = await accept(order.id, driver);
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({
      id: order.id,
      status: 'on_the_way',
      business: { id: zone.businessId },
      driver_order: { status: 'accepted' },
      cash_tendered: '500.00',
      cash_change: '380.00',
    });
    expect(await orderRow(order.id)).toEqual({ status: 'on_the_way', driver_id: driver.id });
    expect(await driverOrders(order.id)).toEqual([{ driver_id: driver.id, status: 'accepted' }]);
    // Taken: nobody else can have it.
    const late = await insertDriver(t.db, { zoneId: zone.cityId });
    expect((await accept(order.id, late)).json()).toEqual(NOT_AVAILABLE);
  });

  it('refuses drivers of another zone, unavailable and suspended drivers, and orders not looking', async () => {
    const order = await lookingOrder();
    const elsewhere = await insertDriver(t.db, { zoneId: (await insertZone(t.db)).cityId });
    expect((await accept(order.id, elsewhere)).json()).toEqual(NOT_AVAILABLE);
    const off = await insertDriver(t.db, { zoneId: zone.cityId, available: false });
    expect((await accept(order.id, off)).json()).toEqual(NOT_AVAILABLE);
    const suspended = await insertDriver(t.db, { zoneId: zone.cityId, status: 'suspended' });
    expect((await accept(order.id, suspended)).json()).toEqual({
      statusCode: 403,
      code: 'forbidden',
      error: 'Forbidden',
      message: 'Tu cuenta de repartidor está suspendida',
    });
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    const preparing = await insertOrder(t.db, {
      businessId: zone.businessId,
      customerId: zone.customer.id,
      status: 'preparing',
    });
    expect((await accept(preparing.id, driver)).json()).toEqual(NOT_AVAILABLE);
    expect((await accept(randomUUID(), driver)).json()).toEqual(NOT_AVAILABLE);
    expect((await accept('no-es-un-id', driver)).statusCode).toBe(404);
    expect((await accept(order.id)).statusCode).toBe(401);
    expect(await orderRow(order.id)).toEqual({ status: 'looking_for_driver', driver_id: null });
    expect(await driverOrders(order.id)).toEqual([]);
  });

  it('lets exactly one of two drivers win, 50 times over', async () => {
    const [first, second] = [
      await insertDriver(t.db, { zoneId: zone.cityId }),
      await insertDriver(t.db, { zoneId: zone.cityId }),
    ];
    for (let round = 0; round < 50; round++) {
      const order = await lookingOrder();
      const responses = await Promise.all([accept(order.id, first), accept(order.id, second)]);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes, `round ${round}`).toEqual([200, 409]);
      const winner = responses[0]!.statusCode === 200 ? first : second;
      expect(responses.find((response) => response.statusCode === 409)!.json()).toEqual(NOT_AVAILABLE);
      expect(await orderRow(order.id)).toEqual({ status: 'on_the_way', driver_id: winner.id });
      expect(await driverOrders(order.id)).toEqual([{ driver_id: winner.id, status: 'accepted' }]);
    }
  });

  it('tells the zone it is taken, the customer, business and driver its status, and queues the event', async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    const order = await lookingOrder();
    const messages = await published(async () => {
      expect((await accept(order.id, driver)).statusCode).toBe(200);
    });
    const all = messages();
    expect(
      all.some(
        (message) =>
          message.includes('order:taken') &&
          message.includes(order.id) &&
          message.includes(`zone:${zone.cityId}`),
      ),
    ).toBe(true);
    expect(
      all.some(
        (message) =>
          message.includes('order:status') &&
          message.includes(order.id) &&
          message.includes(`business:${zone.businessId}`) &&
          message.includes(`user:${zone.customer.id}`) &&
          message.includes(`user:${driver.id}`),
      ),
    ).toBe(true);
    expect(await queued({ kind: 'status', orderId: order.id, status: 'on_the_way' })).toEqual({
      kind: 'status',
      orderId: order.id,
      status: 'on_the_way',
    });
  });
});

describe('POST /api/driver/deliveries/:id/status', () => {
  const historyOf = (orderId: string) =>
    t.db
      .selectFrom('order_status_changes')
      .select(['from_status', 'to_status', 'actor', 'actor_id'])
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  async function carried() {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    const order = await lookingOrder();
    const accepted = await accept(order.id, driver);
    expect(accepted.statusCode).toBe(200);
    return { driver, orderId: order.id, deliveryId: accepted.json().order.driver_order.id as string };
  }

  it('goes accepted → picked_up → delivered, delivering the order too', async () => {
    const { driver, orderId, deliveryId } = await carried();
    const picked = await step(deliveryId, 'picked_up', driver);
    expect(picked.statusCode).toBe(200);
    expect(picked.json().order).toMatchObject({
      status: 'on_the_way',
      driver_order: { status: 'picked_up' },
    });
    const messages = await published(async () => {
      const done = await step(deliveryId, 'delivered', driver);
      expect(done.statusCode).toBe(200);
      expect(done.json().order).toMatchObject({ status: 'delivered', driver_order: { status: 'delivered' } });
    });
    expect(await orderRow(orderId)).toEqual({ status: 'delivered', driver_id: driver.id });
    expect(await driverOrders(orderId)).toEqual([{ driver_id: driver.id, status: 'delivered' }]);
    // The order's history: the driver took it, then delivered it (issue 25).
    expect(await historyOf(orderId)).toEqual([
      { from_status: 'looking_for_driver', to_status: 'on_the_way', actor: 'driver', actor_id: driver.id },
      { from_status: 'on_the_way', to_status: 'delivered', actor: 'driver', actor_id: driver.id },
    ]);
    expect(messages().some((m) => m.includes('order:status') && m.includes('delivered'))).toBe(true);
    expect(await queued({ kind: 'status', orderId, status: 'delivered' })).toBeDefined();
    // Nothing after delivered.
    for (const next of ['cancelled', 'picked_up', 'delivered']) {
      expect((await step(deliveryId, next, driver)).json()).toMatchObject({
        statusCode: 409,
        code: 'invalid_delivery_step',
        message: 'Error al actualizar el estado del pedido',
      });
    }
  });

  it('refuses skipped and repeated steps with 409, changing nothing', async () => {
    const { driver, orderId, deliveryId } = await carried();
    for (const next of ['delivered', 'accepted']) {
      expect((await step(deliveryId, next, driver)).json(), next).toMatchObject({
        statusCode: 409,
        code: 'invalid_delivery_step',
      });
    }
    expect((await step(deliveryId, 'picked_up', driver)).statusCode).toBe(200);
    for (const next of ['picked_up', 'cancelled', 'accepted']) {
      expect((await step(deliveryId, next, driver)).statusCode, next).toBe(409);
    }
    expect(await orderRow(orderId)).toEqual({ status: 'on_the_way', driver_id: driver.id });
    expect((await step(deliveryId, 'volando', driver)).statusCode).toBe(400);
  });

  it("refuses another driver's delivery with 403 and unknown ones with 404", async () => {
    const { orderId, deliveryId } = await carried();
    const colleague = await insertDriver(t.db, { zoneId: zone.cityId });
    expect((await step(deliveryId, 'picked_up', colleague)).json()).toEqual({
      statusCode: 403,
      code: 'forbidden',
      error: 'Forbidden',
      message: 'Esta entrega pertenece a otro repartidor',
    });
    expect((await step(deliveryId, 'cancelled', zone.customer)).statusCode).toBe(403);
    expect((await step(randomUUID(), 'picked_up', colleague)).statusCode).toBe(404);
    expect((await step('x', 'picked_up', colleague)).statusCode).toBe(404);
    expect((await step(deliveryId, 'picked_up')).statusCode).toBe(401);
    expect(await driverOrders(orderId)).toMatchObject([{ status: 'accepted' }]);
  });

  it('cancelling gives the order back to the zone (product decision) and someone else can take it', async () => {
    const { driver, orderId, deliveryId } = await carried();
    const messages = await published(async () => {
      const cancelled = await step(deliveryId, 'cancelled', driver);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().order).toMatchObject({
        status: 'looking_for_driver',
        driver_order: { status: 'cancelled' },
      });
    });
    expect(await orderRow(orderId)).toEqual({ status: 'looking_for_driver', driver_id: null });
    expect((await historyOf(orderId)).at(-1)).toEqual({
      from_status: 'on_the_way',
      to_status: 'looking_for_driver',
      actor: 'driver',
      actor_id: driver.id,
    });
    const all = messages();
    expect(
      all.some(
        (m) =>
          m.includes('order:available') &&
          m.includes(`zone:${zone.cityId}`) &&
          m.includes(orderId) &&
          m.includes('Fonda'),
      ),
    ).toBe(true);
    expect(all.some((m) => m.includes('order:status') && m.includes('looking_for_driver'))).toBe(true);
    // Offered again, so the zone hears no customer details (issue 21).
    const offered = all.filter((m) => m.includes('order:available'));
    for (const secret of ['Centro', 'Tocar el timbre', '5550001111', zone.customer.username]) {
      expect(offered.some((m) => m.includes(secret))).toBe(false);
    }
    expect(await queued({ kind: 'available', orderId })).toEqual({ kind: 'available', orderId });
    expect(await queued({ kind: 'status', orderId, status: 'looking_for_driver' })).toBeDefined();

    const next = await insertDriver(t.db, { zoneId: zone.cityId });
    expect((await accept(orderId, next)).statusCode).toBe(200);
    // The repeat of on_the_way is an event of its own (its own outbox row, so its own job id): it
    // is not mistaken for a retry of the first one, whose job BullMQ would keep and ignore.
    const onTheWay = (await queuedEvents(orderId)).filter(
      (event) => event.kind === 'status' && event.status === 'on_the_way',
    );
    expect(onTheWay).toHaveLength(2);
    expect(await driverOrders(orderId)).toEqual([
      { driver_id: driver.id, status: 'cancelled' },
      { driver_id: next.id, status: 'accepted' },
    ]);
    // The first driver's list still shows their cancelled delivery of it.
    const mine = await t.inject({ method: 'GET', url: '/api/driver/me/deliveries?filter=cancelled' }, driver);
    expect(mine.json().orders.map((order: { id: string }) => order.id)).toEqual([orderId]);
  });
});

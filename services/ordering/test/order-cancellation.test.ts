import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@cerca/contracts/orders';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { assignOrderToDriver } from '@cerca/deliveries';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';

// Issue 25: the customer cancels while pending, the business rejects or cancels before delivery,
// each with a reason, race-safe, and every change in the order's history.

const t = useServiceTest([orderingService]);

let owner: TestUser;
let customer: TestUser;
let businessId: string;
let cityId: string;

const TOO_LATE =
  'El negocio ya está preparando tu pedido y no se puede cancelar. Escríbele si necesitas algo.';
const FINISHED = 'Este pedido ya terminó: no se puede cancelar.';

beforeEach(async () => {
  cityId = (await insertCity(t.db, { name: `Ciudad ${randomUUID()}` })).id;
  owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db, { username: `Marisol ${randomUUID().slice(0, 6)}` });
  businessId = (await insertBusiness(t.db, { ownerId: owner.id, cityId, name: 'Fonda Doña Lupe' })).id;
});

async function insertOrder(status: OrderStatus = 'pending', driverId: string | null = null) {
  const order = await t.db
    .insertInto('orders')
    .values({
      business_id: businessId,
      user_id: customer.id,
      driver_id: driverId,
      status,
      subtotal_amount: '100.00',
      shipping_amount: '20.00',
      total_amount: '120.00',
      delivery_address: 'Av. Juárez 100, Centro',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (driverId)
    await t.db
      .insertInto('driver_orders')
      .values({ order_id: order.id, driver_id: driverId, status: 'accepted' })
      .execute();
  return order.id;
}

async function insertDriver() {
  const user = await insertUser(t.db, { username: `driver-${randomUUID().slice(0, 8)}` });
  await t.db
    .insertInto('drivers')
    .values({ id: user.id, zone_id: cityId, phone: '3312345678', status: 'approved', vehicle_type: 'moto' })
    .execute();
  return user;
}

const post = (url: string, as: TestCaller, payload: object) => t.inject({ method: 'POST', url, payload }, as);
const cancelMine = (orderId: string, body: object, as: TestCaller = customer) =>
  post(`/api/ordering/me/orders/${orderId}/cancel`, as, body);
const cancelAsBusiness = (orderId: string, body: object, as: TestCaller = owner) =>
  post(`/api/ordering/orders/${orderId}/cancel`, as, body);
const advance = (orderId: string, status: OrderStatus) =>
  post(`/api/ordering/orders/${orderId}/status`, owner, { status });

const orderRow = (id: string) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'cancelled_by', 'cancel_reason', 'cancel_note', 'driver_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const historyOf = (id: string) =>
  t.db
    .selectFrom('order_status_changes')
    .select(['from_status', 'to_status', 'actor', 'actor_id', 'reason', 'note'])
    .where('order_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
const liveAssignments = (id: string) =>
  t.db
    .selectFrom('driver_orders')
    .select('status')
    .where('order_id', '=', id)
    .where('status', '<>', 'cancelled')
    .execute();

describe('the customer cancels', () => {
  it('cancels a pending order with a reason, shown in My orders and the panel, and written to its history', async () => {
    const orderId = await insertOrder();
    const response = await cancelMine(orderId, { reason: 'changed_mind' });
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({ id: orderId, status: 'cancelled' });
    expect(await orderRow(orderId)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'customer',
      cancel_reason: 'changed_mind',
      cancel_note: null,
    });
    const mine = (await t.inject({ method: 'GET', url: '/api/ordering/me/orders' }, customer)).json();
    expect(mine.items[0]).toMatchObject({
      id: orderId,
      cancelled_by: 'customer',
      cancel_reason: 'changed_mind',
    });
    const panel = (
      await t.inject({ method: 'GET', url: `/api/ordering/businesses/${businessId}/orders` }, owner)
    ).json();
    expect(panel.orders[0]).toMatchObject({ id: orderId, status: 'cancelled', cancelled_by: 'customer' });
    expect(await historyOf(orderId)).toEqual([
      {
        from_status: 'pending',
        to_status: 'cancelled',
        actor: 'customer',
        actor_id: customer.id,
        reason: 'changed_mind',
        note: null,
      },
    ]);
  });

  it('refuses once the kitchen started, for anyone else, and without a valid reason, changing nothing', async () => {
    const preparing = await insertOrder('preparing');
    expect((await cancelMine(preparing, { reason: 'too_slow' })).json()).toMatchObject({
      statusCode: 409,
      code: 'order_not_cancellable',
      message: TOO_LATE,
    });
    const pending = await insertOrder();
    const stranger = await insertUser(t.db);
    // Someone else's order is as good as unknown: nothing says it exists.
    expect((await cancelMine(pending, { reason: 'changed_mind' }, stranger)).statusCode).toBe(404);
    expect((await cancelMine(pending, { reason: 'changed_mind' }, owner)).statusCode).toBe(404);
    expect((await cancelMine(randomUUID(), { reason: 'changed_mind' })).statusCode).toBe(404);
    expect((await cancelMine('nope', { reason: 'changed_mind' })).statusCode).toBe(404);
    for (const body of [
      {},
      { reason: 'sold_out' }, // the business's reason, not the customer's
      { reason: 'other' }, // "Otro" must say what
      { reason: 'other', note: '   ' },
      { reason: 'changed_mind', note: 'x'.repeat(301) },
      { reason: 'changed_mind', refund: '999' },
    ]) {
      expect((await cancelMine(pending, body)).statusCode).toBe(400);
    }
    expect(await orderRow(pending)).toMatchObject({ status: 'pending', cancelled_by: null });
    expect(await orderRow(preparing)).toMatchObject({ status: 'preparing', cancelled_by: null });
    expect(
      (await cancelMine(pending, { reason: 'other', note: '  Pedí a la dirección equivocada ' })).statusCode,
    ).toBe(200);
    expect(await orderRow(pending)).toMatchObject({
      cancel_reason: 'other',
      cancel_note: 'Pedí a la dirección equivocada',
    });
    expect((await cancelMine(pending, { reason: 'changed_mind' })).json().message).toBe(FINISHED);
  });

  it('never both cancels and starts preparing: whichever commits second is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const orderId = await insertOrder();
      const [cancelled, advanced] = await Promise.all([
        cancelMine(orderId, { reason: 'changed_mind' }),
        advance(orderId, 'preparing'),
      ]);
      expect([cancelled.statusCode, advanced.statusCode].sort()).toEqual([200, 409]);
      const { status } = await orderRow(orderId);
      expect(status).toBe(cancelled.statusCode === 200 ? 'cancelled' : 'preparing');
      expect((await historyOf(orderId)).map((change) => change.to_status)).toEqual([status]);
    }
  });
});

describe('the business rejects or cancels', () => {
  it('rejects a pending order with a reason, and cancels later ones, releasing the driver carrying it', async () => {
    const pending = await insertOrder();
    expect((await cancelAsBusiness(pending, { reason: 'sold_out' })).statusCode).toBe(200);
    expect(await orderRow(pending)).toMatchObject({ cancelled_by: 'business', cancel_reason: 'sold_out' });

    const driver = await insertDriver();
    const onTheWay = await insertOrder('on_the_way', driver.id);
    const response = await cancelAsBusiness(onTheWay, { reason: 'other', note: 'Se descompuso la estufa' });
    expect(response.statusCode).toBe(200);
    // It keeps who was carrying it; their assignment ends.
    expect(await orderRow(onTheWay)).toMatchObject({
      status: 'cancelled',
      driver_id: driver.id,
      cancel_note: 'Se descompuso la estufa',
    });
    expect(await liveAssignments(onTheWay)).toEqual([]);
    expect(await historyOf(onTheWay)).toEqual([
      {
        from_status: 'on_the_way',
        to_status: 'cancelled',
        actor: 'business',
        actor_id: owner.id,
        reason: 'other',
        note: 'Se descompuso la estufa',
      },
    ]);
  });

  it('refuses finished orders, other people and customer reasons', async () => {
    const delivered = await insertOrder('delivered');
    expect((await cancelAsBusiness(delivered, { reason: 'closing_early' })).json()).toMatchObject({
      statusCode: 409,
      code: 'order_not_cancellable',
      message: FINISHED,
    });
    const pending = await insertOrder();
    expect((await cancelAsBusiness(pending, { reason: 'sold_out' }, customer)).statusCode).toBe(403);
    expect((await cancelAsBusiness(pending, { reason: 'changed_mind' })).statusCode).toBe(400);
    expect(await orderRow(pending)).toMatchObject({ status: 'pending' });
  });

  it("never leaves a driver's accept live on a cancelled order, whichever of the two commits first", async () => {
    for (let round = 0; round < 5; round++) {
      const driver = await insertDriver();
      const orderId = await insertOrder('looking_for_driver');
      const [cancelled, accepted] = await Promise.all([
        cancelAsBusiness(orderId, { reason: 'closing_early' }),
        t.db.transaction().execute((trx) =>
          assignOrderToDriver(trx, {
            orderId,
            driverId: driver.id,
            from: ['looking_for_driver'],
            zoneId: cityId,
            by: { actor: 'driver', userId: driver.id },
          }),
        ),
      ]);
      // The business may cancel an order on its way too: the cancellation always ends it.
      expect(cancelled.statusCode).toBe(200);
      expect((await orderRow(orderId)).status).toBe('cancelled');
      expect(await liveAssignments(orderId)).toEqual([]);
      const history = (await historyOf(orderId)).map((change) => `${change.actor}:${change.to_status}`);
      expect(history).toEqual(
        accepted ? ['driver:on_the_way', 'business:cancelled'] : ['business:cancelled'],
      );
    }
  });
});

describe("an order's history", () => {
  it('records the checkout, each step of the owner and the assignment, by whom', async () => {
    const orderId = await insertOrder();
    await advance(orderId, 'preparing');
    await advance(orderId, 'looking_for_driver');
    const driver = await insertDriver();
    const assigned = await post(`/api/ordering/orders/${orderId}/assign-driver`, owner, {
      driver_id: driver.id,
    });
    expect(assigned.statusCode).toBe(200);
    expect(
      (await historyOf(orderId)).map((change) => [change.from_status, change.to_status, change.actor]),
    ).toEqual([
      ['pending', 'preparing', 'business'],
      ['preparing', 'looking_for_driver', 'business'],
      ['looking_for_driver', 'on_the_way', 'business'],
    ]);
  });
});

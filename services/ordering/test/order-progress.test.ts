import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@cerca/contracts/orders';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';

// Issue 25, arrival time and progress: the customer reads their order's steps, its arrival window
// and, once on the way, the driver; the driver's phone only when the driver allows calls and only
// while on the way, and never to anyone but the order's customer.

const t = useServiceTest([orderingService]);

const MINUTE = 60 * 1000;
let customer: TestUser;
let driver: TestUser;
let cityId: string;
let businessId: string;

beforeEach(async () => {
  cityId = (await insertCity(t.db, { name: `Ciudad ${randomUUID()}` })).id;
  const owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db);
  driver = await insertUser(t.db);
  await t.db.updateTable('profiles').set({ full_name: 'Luis Reparto' }).where('id', '=', driver.id).execute();
  await t.db
    .insertInto('drivers')
    .values({ id: driver.id, zone_id: cityId, phone: '+52 33 1234 5678', vehicle_type: 'moto' })
    .execute();
  businessId = (await insertBusiness(t.db, { ownerId: owner.id, cityId, name: 'Tortas El Güero' })).id;
  await t.db
    .updateTable('businesses')
    .set({ preparation_minutes: 25 })
    .where('id', '=', businessId)
    .execute();
});

/** An order that went through `path` (each step a minute apart from `placed`), `path`'s last its status. */
async function insertOrder(path: OrderStatus[], placed: Date, { withDriver = false } = {}) {
  const status = path[path.length - 1] as OrderStatus;
  const { id } = await t.db
    .insertInto('orders')
    .values({
      business_id: businessId,
      user_id: customer.id,
      status,
      subtotal_amount: '100.00',
      shipping_amount: '20.00',
      total_amount: '120.00',
      delivery_address: 'Av. Juárez 100, Centro',
      created_at: placed,
      placed_at: placed,
      updated_at: placed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('order_status_changes')
    .values(
      path.map((to_status, index) => ({
        order_id: id,
        from_status: index === 0 ? null : (path[index - 1] as OrderStatus),
        to_status,
        actor: 'system' as const,
        created_at: new Date(placed.getTime() + index * MINUTE),
      })),
    )
    .execute();
  if (withDriver)
    await t.db
      .insertInto('driver_orders')
      .values({
        order_id: id,
        driver_id: driver.id,
        status: status === 'delivered' ? 'delivered' : 'picked_up',
      })
      .execute();
  return id;
}

/** A delivered order whose trip (on the way → delivered) took `tripMinutes`. */
async function insertDeliveredTrip(tripMinutes: number) {
  const placed = new Date(Date.now() - 3 * 60 * MINUTE);
  const id = await insertOrder(['pending', 'preparing', 'on_the_way'], placed);
  await t.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', id).execute();
  await t.db
    .insertInto('order_status_changes')
    .values({
      order_id: id,
      from_status: 'on_the_way',
      to_status: 'delivered',
      actor: 'driver',
      created_at: new Date(placed.getTime() + 2 * MINUTE + tripMinutes * MINUTE),
    })
    .execute();
}

const progress = (orderId: string, as: TestUser = customer) =>
  t.inject({ method: 'GET', url: `/api/ordering/me/orders/${orderId}/progress` }, as);

describe('an order in progress', () => {
  it('pending: its step, a window from the preparation time and the default trip, the city time zone', async () => {
    const placed = new Date('2026-11-28T19:00:00.000Z');
    const orderId = await insertOrder(['pending'], placed);
    const response = await progress(orderId);
    expect(response.statusCode).toBe(200);
    // 19:00 + 25 preparing + 10 pickup = 19:35; + 15 / 25 → 19:50–20:00.
    expect(response.json()).toEqual({
      status: 'pending',
      steps: [{ status: 'pending', at: '2026-11-28T19:00:00.000000Z' }],
      arrival: { from: '2026-11-28T19:50:00.000Z', to: '2026-11-28T20:00:00.000Z' },
      time_zone: 'America/Mexico_City',
      driver: null,
    });
  });

  it("preparing: counts from the kitchen's acceptance and the business's own trips", async () => {
    for (const minutes of [8, 9, 10, 10, 11, 12]) await insertDeliveredTrip(minutes);
    const placed = new Date('2026-11-28T19:00:00.000Z');
    const orderId = await insertOrder(['pending', 'preparing'], placed);
    // 19:01 + 25 + 10 = 19:36; + 10 → 19:46 ↓ 19:45; + 11 → 19:47 ↑ 19:50.
    expect((await progress(orderId)).json()).toMatchObject({
      steps: [{ status: 'pending' }, { status: 'preparing', at: '2026-11-28T19:01:00.000000Z' }],
      arrival: { from: '2026-11-28T19:45:00.000Z', to: '2026-11-28T19:50:00.000Z' },
    });
  });

  it('on the way: the driver by first name and vehicle, no phone unless the driver allows calls', async () => {
    const placed = new Date('2026-11-28T19:00:00.000Z');
    const orderId = await insertOrder(['pending', 'preparing', 'on_the_way'], placed, { withDriver: true });
    expect((await progress(orderId)).json()).toMatchObject({
      arrival: { from: '2026-11-28T19:15:00.000Z', to: '2026-11-28T19:30:00.000Z' },
      driver: { name: 'Luis', vehicle_type: 'moto', phone: null },
    });
    await t.db
      .updateTable('drivers')
      .set({ allow_customer_calls: true })
      .where('id', '=', driver.id)
      .execute();
    expect((await progress(orderId)).json()).toMatchObject({
      driver: { name: 'Luis', vehicle_type: 'moto', phone: '+52 33 1234 5678' },
    });
  });

  it('delivered: no window, and no phone even when the driver allows calls', async () => {
    await t.db
      .updateTable('drivers')
      .set({ allow_customer_calls: true })
      .where('id', '=', driver.id)
      .execute();
    const orderId = await insertOrder(['pending', 'preparing', 'on_the_way', 'delivered'], new Date(), {
      withDriver: true,
    });
    expect((await progress(orderId)).json()).toMatchObject({
      status: 'delivered',
      arrival: null,
      driver: { name: 'Luis', phone: null },
    });
  });

  it("is nobody else's: another customer and the driver get 404, as for a missing order", async () => {
    await t.db
      .updateTable('drivers')
      .set({ allow_customer_calls: true })
      .where('id', '=', driver.id)
      .execute();
    const orderId = await insertOrder(['pending', 'preparing', 'on_the_way'], new Date(), {
      withDriver: true,
    });
    const stranger = await insertUser(t.db);
    for (const caller of [stranger, driver]) {
      const response = await progress(orderId, caller);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('1234');
    }
    expect((await progress(randomUUID())).statusCode).toBe(404);
  });
});

describe('the preparation time', () => {
  it('the owner reads and sets it within 5–120 minutes; a customer cannot', async () => {
    const owner = await t.db
      .selectFrom('businesses')
      .select('owner_id')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    const asOwner = {
      id: owner.owner_id as string,
      email: 'o@example.com',
      username: 'o',
      role: 'user' as const,
      managedCityId: null,
    };
    const url = `/api/ordering/businesses/${businessId}/preparation-time`;
    expect((await t.inject({ method: 'GET', url }, asOwner)).json()).toEqual({ minutes: 25 });
    const set = await t.inject({ method: 'PUT', url, payload: { minutes: 40 } }, asOwner);
    expect(set.json()).toEqual({ minutes: 40 });
    for (const minutes of [4, 121, 12.5])
      expect((await t.inject({ method: 'PUT', url, payload: { minutes } }, asOwner)).statusCode).toBe(400);
    expect((await t.inject({ method: 'PUT', url, payload: { minutes: 30 } }, customer)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url }, asOwner)).json()).toEqual({ minutes: 40 });
  });
});

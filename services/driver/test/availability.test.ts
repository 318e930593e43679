import { insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { driverService } from '../src/plugin';
import { insertDriver, insertOrder, insertZone } from './fixtures';

const t = useServiceTest([driverService]);

let zone: Awaited<ReturnType<typeof insertZone>>;

beforeEach(async () => {
  zone = await insertZone(t.db);
});

const setAvailable = (isAvailable: boolean, as?: TestCaller) =>
  t.inject({ method: 'PUT', url: '/api/driver/me/availability', payload: { is_available: isAvailable } }, as);
const available = (as?: TestCaller) =>
  t.inject({ method: 'GET', url: '/api/driver/me/available-orders' }, as);
const deliveries = (query: string, as?: TestCaller) =>
  t.inject({ method: 'GET', url: `/api/driver/me/deliveries${query}` }, as);

describe('PUT /api/driver/me/availability', () => {
  it('turns an approved driver on and off', async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId, available: false });
    const on = await setAvailable(true, driver);
    expect(on.statusCode).toBe(200);
    expect(on.json().driver).toMatchObject({ id: driver.id, is_available: true, status: 'approved' });
    expect((await setAvailable(false, driver)).json().driver.is_available).toBe(false);
  });

  it('refuses a suspended driver (403), a person without a record (404) and visitors (401)', async () => {
    const suspended = await insertDriver(t.db, { zoneId: zone.cityId, status: 'suspended' });
    expect((await setAvailable(true, suspended)).json()).toEqual({
      statusCode: 403,
      code: 'forbidden',
      error: 'Forbidden',
      message: 'Tu cuenta de repartidor está suspendida',
    });
    const row = await t.db
      .selectFrom('drivers')
      .select('is_available')
      .where('id', '=', suspended.id)
      .executeTakeFirstOrThrow();
    expect(row.is_available).toBe(false);
    expect((await setAvailable(true, await insertUser(t.db))).statusCode).toBe(404);
    expect((await setAvailable(true)).statusCode).toBe(401);
    const bad = await t.inject(
      { method: 'PUT', url: '/api/driver/me/availability', payload: { is_available: 'sí' } },
      suspended,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/driver/me/available-orders', () => {
  it("lists unassigned looking_for_driver orders of the driver's zone, oldest first", async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    const other = await insertZone(t.db);
    const older = await insertOrder(t.db, {
      businessId: zone.businessId,
      customerId: zone.customer.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await insertOrder(t.db, { businessId: zone.businessId, customerId: zone.customer.id });
    // Not available: preparing, taken by someone, or in another zone.
    await insertOrder(t.db, {
      businessId: zone.businessId,
      customerId: zone.customer.id,
      status: 'preparing',
    });
    const colleague = await insertDriver(t.db, { zoneId: zone.cityId });
    await insertOrder(t.db, {
      businessId: zone.businessId,
      customerId: zone.customer.id,
      driverId: colleague.id,
    });
    await insertOrder(t.db, { businessId: other.businessId, customerId: other.customer.id });

    const response = await available(driver);
    expect(response.statusCode).toBe(200);
    const { orders } = response.json();
    expect(orders.map((order: { id: string }) => order.id)).toEqual([older.id, newer.id]);
    // Offered, not yet theirs (issue 21): the business, items count, area and cash to collect only.
    const city = await t.db
      .selectFrom('cities')
      .select('name')
      .where('id', '=', zone.cityId)
      .executeTakeFirstOrThrow();
    expect(orders[0]).toEqual({
      id: older.id,
      created_at: expect.any(String),
      total_amount: '120.00',
      items_count: 2,
      area: { colonia: null, city: city.name },
      business: { id: zone.businessId, name: 'Fonda Doña Lupe', address: 'Calle 1', photo_url: null },
    });
    const text = response.body;
    for (const secret of ['Juárez', 'Tocar el timbre', '5550001111', zone.customer.username, 'Torta']) {
      expect(text).not.toContain(secret);
    }
  });

  it('is empty while the driver is unavailable or suspended, 404 without a record', async () => {
    await insertOrder(t.db, { businessId: zone.businessId, customerId: zone.customer.id });
    const off = await insertDriver(t.db, { zoneId: zone.cityId, available: false });
    expect((await available(off)).json()).toEqual({ orders: [] });
    const suspended = await insertDriver(t.db, { zoneId: zone.cityId, status: 'suspended' });
    expect((await available(suspended)).json()).toEqual({ orders: [] });
    expect((await available(await insertUser(t.db))).statusCode).toBe(404);
  });
});

describe('GET /api/driver/me/deliveries', () => {
  it('lists the driver’s deliveries by filter, newest first, in keyset pages of 20', async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    const base = Date.now() - 3_600_000;
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      const order = await insertOrder(t.db, {
        businessId: zone.businessId,
        customerId: zone.customer.id,
        driverId: driver.id,
        createdAt: new Date(base + i * 1000),
      });
      ids.push(order.id);
    }
    // One delivered, one cancelled (the order went back to the zone), the rest active.
    const [delivered, cancelled] = [ids[0]!, ids[1]!];
    await t.db
      .updateTable('driver_orders')
      .set({ status: 'delivered' })
      .where('order_id', '=', delivered)
      .execute();
    await t.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', delivered).execute();
    await t.db
      .updateTable('driver_orders')
      .set({ status: 'cancelled' })
      .where('order_id', '=', cancelled)
      .execute();
    await t.db
      .updateTable('orders')
      .set({ status: 'looking_for_driver', driver_id: null })
      .where('id', '=', cancelled)
      .execute();
    // Someone else's delivery never shows.
    const colleague = await insertDriver(t.db, { zoneId: zone.cityId });
    await insertOrder(t.db, {
      businessId: zone.businessId,
      customerId: zone.customer.id,
      driverId: colleague.id,
    });

    const first = (await deliveries('', driver)).json();
    expect(first.orders).toHaveLength(20);
    expect(first.orders[0].id).toBe(ids[21]);
    expect(first.orders[0].driver_order).toMatchObject({ status: 'accepted' });
    const second = (await deliveries(`?cursor=${first.next_cursor}`, driver)).json();
    expect(second.orders.map((order: { id: string }) => order.id)).toEqual([cancelled, delivered]);
    expect(second.next_cursor).toBeNull();

    const active = (await deliveries('?filter=active', driver)).json();
    expect(active.orders).toHaveLength(20);
    expect(active.orders.map((order: { id: string }) => order.id)).not.toContain(cancelled);
    const completed = (await deliveries('?filter=completed', driver)).json();
    expect(completed.orders.map((order: { id: string }) => order.id)).toEqual([delivered]);
    expect(completed.orders[0]).toMatchObject({ status: 'delivered', driver_order: { status: 'delivered' } });
    const gone = (await deliveries('?filter=cancelled', driver)).json();
    expect(gone.orders.map((order: { id: string }) => order.id)).toEqual([cancelled]);
    expect(gone.orders[0].driver_order).toMatchObject({ status: 'cancelled' });
  });

  it('refuses crafted filters and cursors with 400, people without a record with 404', async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    expect((await deliveries('?filter=mine', driver)).statusCode).toBe(400);
    const cursor = (keys: unknown) => Buffer.from(JSON.stringify(keys)).toString('base64url');
    for (const bad of [cursor(['2026-02-30T00:00:00.000000Z', zone.businessId]), cursor([1]), '%00']) {
      expect((await deliveries(`?cursor=${bad}`, driver)).json(), bad).toMatchObject({
        statusCode: 400,
        code: 'invalid_cursor',
      });
    }
    expect((await deliveries('', await insertUser(t.db))).statusCode).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';

const t = useServiceTest([orderingService]);

let owner: TestUser;
let customer: TestUser;
let businessId: string;
let cityId: string;
let otherCityId: string;

const NOT_MANAGER = 'Solo el dueño del negocio puede ver y gestionar sus pedidos';
const NOT_FOUND = 'Pedido no encontrado';
const INVALID_TRANSITION = 'El pedido solo puede avanzar a su siguiente estado';
const CANNOT_ASSIGN =
  'Solo puedes asignar un repartidor a un pedido en preparación o buscando repartidor, sin repartidor';
const DRIVER_NOT_IN_CITY = 'El repartidor no está aprobado en la ciudad del negocio';

beforeEach(async () => {
  cityId = (await insertCity(t.db, { name: `Ciudad ${randomUUID()}` })).id;
  otherCityId = (await insertCity(t.db, { name: `Otra ${randomUUID()}` })).id;
  owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db, { username: `Marisol ${randomUUID().slice(0, 6)}` });
  businessId = (await insertBusiness(t.db, { ownerId: owner.id, cityId, name: 'Fonda Doña Lupe' })).id;
});

interface OrderFixture {
  status?: 'pending' | 'preparing' | 'looking_for_driver' | 'on_the_way' | 'delivered' | 'cancelled';
  subtotal?: string;
  shipping?: string;
  address?: string;
  createdAt?: Date;
  userId?: string | null;
  business?: string;
}

async function insertOrder(options: OrderFixture = {}) {
  const subtotal = options.subtotal ?? '100.00';
  const shipping = options.shipping ?? '20.00';
  const total = (Number(subtotal) + Number(shipping)).toFixed(2);
  const order = await t.db
    .insertInto('orders')
    .values({
      business_id: options.business ?? businessId,
      user_id: options.userId === undefined ? customer.id : options.userId,
      status: options.status ?? 'pending',
      subtotal_amount: subtotal,
      shipping_amount: shipping,
      total_amount: total,
      delivery_address: options.address ?? 'Av. Juárez 100, Centro',
      delivery_notes: 'Tocar el timbre',
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      item_name: 'Torta ahogada',
      variant_name: 'Doble carne',
      quantity: 2,
      unit_price: '40.00',
      variant_price_extra: '10.00',
    })
    .execute();
  return order.id;
}

async function insertDriver(
  options: { zone?: string; status?: 'approved' | 'suspended'; vehicle?: string } = {},
) {
  const user = await insertUser(t.db, { username: `driver-${randomUUID().slice(0, 8)}` });
  await t.db
    .insertInto('drivers')
    .values({
      id: user.id,
      zone_id: options.zone ?? cityId,
      phone: '3312345678',
      status: options.status ?? 'approved',
      vehicle_type: (options.vehicle ?? 'moto') as 'moto',
    })
    .execute();
  return user;
}

const call = (method: 'GET' | 'POST', url: string, as?: TestCaller, payload?: object) =>
  t.inject({ method, url, ...(payload ? { payload } : {}) }, as);
const list = (query = '', as: TestCaller = owner) =>
  call('GET', `/api/ordering/businesses/${businessId}/orders${query}`, as);
const advance = (orderId: string, status: string, as: TestCaller = owner) =>
  call('POST', `/api/ordering/orders/${orderId}/status`, as, { status });
const assign = (orderId: string, driverId: string, as: TestCaller = owner) =>
  call('POST', `/api/ordering/orders/${orderId}/assign-driver`, as, { driver_id: driverId });
const refusal = (statusCode: number, code: string, message: string) => ({
  statusCode,
  code,
  error: { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' }[
    statusCode
  ],
  message,
});

describe('orders panel: who may see and change orders', () => {
  it('gives the panel only to the owner: visitors 401, anyone else 403 and no data', async () => {
    const orderId = await insertOrder();
    const driver = await insertDriver();
    const stranger = await insertUser(t.db);
    const admin = await insertUser(t.db, { role: 'admin' });
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: cityId });
    const reads = [
      `/api/ordering/businesses/${businessId}/orders`,
      `/api/ordering/businesses/${businessId}/orders/summary`,
      `/api/ordering/businesses/${businessId}/drivers`,
    ];
    for (const url of reads) {
      expect((await call('GET', url)).statusCode).toBe(401);
      for (const caller of [stranger, admin, partner, customer]) {
        const response = await call('GET', url, caller);
        expect(response.json(), url).toEqual(refusal(403, 'forbidden', NOT_MANAGER));
      }
      expect((await call('GET', url, owner)).statusCode).toBe(200);
    }
    for (const caller of [stranger, admin, customer]) {
      expect((await advance(orderId, 'preparing', caller)).json()).toEqual(
        refusal(403, 'forbidden', NOT_MANAGER),
      );
      expect((await assign(orderId, driver.id, caller)).json()).toEqual(
        refusal(403, 'forbidden', NOT_MANAGER),
      );
    }
    const row = await t.db
      .selectFrom('orders')
      .select(['status', 'driver_id'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'pending', driver_id: null });
    // Unknown and malformed ids.
    expect((await advance(randomUUID(), 'preparing')).json()).toEqual(
      refusal(404, 'order_not_found', NOT_FOUND),
    );
    expect((await advance('nope', 'preparing')).json()).toEqual(refusal(404, 'order_not_found', NOT_FOUND));
    const malformed = await call('GET', '/api/ordering/businesses/nope/orders', owner);
    expect(malformed.json()).toEqual(refusal(403, 'forbidden', NOT_MANAGER));
  });
});

describe('orders panel: the status machine', () => {
  it('advances one step at a time and refuses skips with the Spanish message', async () => {
    const orderId = await insertOrder();
    const skipped = await advance(orderId, 'looking_for_driver');
    expect(skipped.json()).toEqual(refusal(409, 'invalid_status_transition', INVALID_TRANSITION));
    expect((await advance(orderId, 'cancelled')).statusCode).toBe(409);
    for (const status of ['preparing', 'looking_for_driver', 'on_the_way', 'delivered']) {
      const response = await advance(orderId, status);
      expect(response.statusCode, status).toBe(200);
      expect(response.json().order).toEqual({ id: orderId, status, driver_id: null });
    }
    expect((await advance(orderId, 'delivered')).statusCode).toBe(409);
  });

  it('lets only one of two concurrent identical advances win; the other gets 409', async () => {
    const orderId = await insertOrder();
    const responses = await Promise.all([advance(orderId, 'preparing'), advance(orderId, 'preparing')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const row = await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    expect(row?.status).toBe('preparing');
  });
});

describe('orders panel: assigning a driver', () => {
  it('assigns an approved driver of the city from preparing: on_the_way and a driver order accepted', async () => {
    const orderId = await insertOrder({ status: 'preparing' });
    const driver = await insertDriver();
    const response = await assign(orderId, driver.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toEqual({ id: orderId, status: 'on_the_way', driver_id: driver.id });
    const driverOrders = await t.db
      .selectFrom('driver_orders')
      .select(['driver_id', 'status'])
      .where('order_id', '=', orderId)
      .execute();
    expect(driverOrders).toEqual([{ driver_id: driver.id, status: 'accepted' }]);
    const listed = (await list()).json().orders[0];
    expect(listed.driver).toMatchObject({ id: driver.id, username: driver.username, phone: '3312345678' });
    expect(listed.driver_order).toMatchObject({ status: 'accepted' });
    // Already has a driver.
    const again = await assign(orderId, (await insertDriver()).id);
    expect(again.json()).toEqual(refusal(409, 'cannot_assign_driver', CANNOT_ASSIGN));
  });

  it('refuses from pending, and drivers of another city, suspended or unknown, changing nothing', async () => {
    const pending = await insertOrder();
    const driver = await insertDriver();
    expect((await assign(pending, driver.id)).json()).toEqual(
      refusal(409, 'cannot_assign_driver', CANNOT_ASSIGN),
    );
    const orderId = await insertOrder({ status: 'looking_for_driver' });
    const elsewhere = await insertDriver({ zone: otherCityId });
    const suspended = await insertDriver({ status: 'suspended' });
    for (const id of [elsewhere.id, suspended.id, randomUUID(), 'x', customer.id]) {
      expect((await assign(orderId, id)).json(), id).toEqual(
        refusal(400, 'driver_not_available', DRIVER_NOT_IN_CITY),
      );
    }
    const rows = await t.db
      .selectFrom('driver_orders')
      .select('id')
      .where('order_id', 'in', [pending, orderId])
      .execute();
    expect(rows).toEqual([]);
    const row = await t.db
      .selectFrom('orders')
      .select(['status', 'driver_id'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'looking_for_driver', driver_id: null });
  });

  it("lists the city's approved drivers with search and vehicle filter", async () => {
    const moto = await insertDriver({ vehicle: 'moto' });
    const bici = await insertDriver({ vehicle: 'bici' });
    await insertDriver({ zone: otherCityId });
    await insertDriver({ status: 'suspended' });
    const url = `/api/ordering/businesses/${businessId}/drivers`;
    const all = (await call('GET', url, owner)).json().drivers.map((d: { id: string }) => d.id);
    expect(all.sort()).toEqual([moto.id, bici.id].sort());
    const bikes = (await call('GET', `${url}?vehicle=bici`, owner)).json().drivers;
    expect(bikes.map((d: { id: string }) => d.id)).toEqual([bici.id]);
    const byName = (await call('GET', `${url}?q=${moto.username.slice(-6).toUpperCase()}`, owner)).json()
      .drivers;
    expect(byName.map((d: { id: string }) => d.id)).toEqual([moto.id]);
  });
});

describe('orders panel: list and summary', () => {
  it('filters by status and period, searches by id, customer name and address, and pages', async () => {
    const old = await insertOrder({
      createdAt: new Date(Date.now() - 10 * 24 * 3600 * 1000),
      address: 'Calle Hidalgo 5',
    });
    const recent = await insertOrder({
      status: 'delivered',
      createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000),
    });
    const other = await insertUser(t.db, { username: `pedro-${randomUUID().slice(0, 6)}` });
    const today = await insertOrder({ userId: other.id });
    const foreignBusiness = (await insertBusiness(t.db, { ownerId: owner.id, cityId, name: 'Otra' })).id;
    await insertOrder({ business: foreignBusiness });
    const ids = async (query: string) =>
      (await list(query)).json().orders.map((order: { id: string }) => order.id) as string[];
    expect(await ids('')).toEqual([today, recent, old]);
    expect(await ids('?status=delivered')).toEqual([recent]);
    expect(await ids('?period=week')).toEqual([today, recent]);
    expect(await ids('?period=month')).toEqual([today, recent, old]);
    expect(await ids('?period=today')).toEqual([today]);
    expect(await ids(`?q=${old.slice(0, 8).toUpperCase()}`)).toEqual([old]);
    expect(await ids(`?q=${other.username.toUpperCase()}`)).toEqual([today]);
    expect(await ids('?q=hidalgo')).toEqual([old]);
    expect(await ids('?q=%25')).toEqual([]);
    const first = (await list('?limit=2')).json();
    expect(first.orders.map((order: { id: string }) => order.id)).toEqual([today, recent]);
    const second = (await list(`?limit=2&cursor=${first.next_cursor}`)).json();
    expect(second).toMatchObject({ next_cursor: null });
    expect(second.orders.map((order: { id: string }) => order.id)).toEqual([old]);
    expect((await list('?cursor=garbage!')).json()).toMatchObject({
      statusCode: 400,
      code: 'invalid_cursor',
    });
    const detail = (await list(`?q=${today}`)).json().orders[0];
    expect(detail).toMatchObject({
      customer: { username: other.username, phone: null },
      subtotal_amount: '100.00',
      shipping_amount: '20.00',
      total_amount: '120.00',
      delivery_notes: 'Tocar el timbre',
      // The line's total comes with it: (40.00 + 10.00) × 2, priced by the server, not the panel.
      items: [
        {
          item_name: 'Torta ahogada',
          variant_name: 'Doble carne',
          quantity: 2,
          unit_price: '40.00',
          variant_price_extra: '10.00',
          line_total: '100.00',
        },
      ],
      driver: null,
    });
  });

  it('computes the cards and the sales summary from the orders', async () => {
    await insertOrder({ subtotal: '100.00', shipping: '20.00' });
    await insertOrder({ status: 'preparing', subtotal: '50.50', shipping: '0.00' });
    await insertOrder({ status: 'delivered', subtotal: '200.00', shipping: '30.00' });
    await insertOrder({ status: 'cancelled', subtotal: '999.00', shipping: '0.00' });
    await insertOrder({ status: 'delivered', createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) });
    const summary = (
      await call('GET', `/api/ordering/businesses/${businessId}/orders/summary?period=month`, owner)
    ).json();
    expect(summary).toMatchObject({
      business: { id: businessId, name: 'Fonda Doña Lupe', city_id: cityId },
      total_orders: 4,
      pending_orders: 2,
      completed_orders: 1,
      cancelled_orders: 1,
      revenue: '400.50',
      average_ticket: '133.50',
      shipping_revenue: '50.00',
    });
    expect(summary.assignable_orders).toHaveLength(1);
    const all = (await call('GET', `/api/ordering/businesses/${businessId}/orders/summary`, owner)).json();
    expect(all).toMatchObject({
      total_orders: 5,
      completed_orders: 2,
      revenue: '520.50',
      average_ticket: '130.13',
    });
  });
});

describe('orders panel: realtime', () => {
  it("tells the business room and the customer's room about a status change", async () => {
    const orderId = await insertOrder();
    const subscriber = t.redis.duplicate({ keyPrefix: '' });
    const published: Buffer[] = [];
    subscriber.on('pmessageBuffer', (_pattern: Buffer, _channel: Buffer, message: Buffer) =>
      published.push(message),
    );
    await subscriber.psubscribe(`${t.config.redisPrefix}socket.io#*`);
    try {
      expect((await advance(orderId, 'preparing')).statusCode).toBe(200);
      await expect
        .poll(() =>
          published.some(
            (message) =>
              message.includes('order:status') &&
              message.includes(orderId) &&
              message.includes(`business:${businessId}`) &&
              message.includes(`user:${customer.id}`),
          ),
        )
        .toBe(true);
    } finally {
      await subscriber.quit();
    }
  });
});

describe('orders panel: crafted input', () => {
  it('answers crafted queries, cursors and ids with 4xx, never 5xx', async () => {
    await insertOrder();
    const cursor = (keys: unknown) => Buffer.from(JSON.stringify(keys)).toString('base64url');
    const queries = [
      '?q=a%00b',
      '?q=%25_%5C',
      `?q=${'x'.repeat(201)}`,
      '?status=bogus',
      '?period=year',
      '?limit=0',
      '?limit=1000',
      `?cursor=${cursor(['2026-02-30T00:00:00.000000Z', randomUUID()])}`,
      `?cursor=${cursor(['2026-01-01T00:00:00.000000Z', 'nope'])}`,
      `?cursor=${cursor([1, 2, 3])}`,
      '?cursor=%00',
    ];
    for (const query of queries) {
      const response = await list(query);
      expect(response.statusCode, query).toBeLessThan(500);
    }
    expect((await list('?q=a%00b')).statusCode).toBe(200);
    expect(
      (await list(`?cursor=${cursor(['2026-02-30T00:00:00.000000Z', randomUUID()])}`)).json(),
    ).toMatchObject({
      statusCode: 400,
      code: 'invalid_cursor',
    });
    const drivers = await call(
      'GET',
      `/api/ordering/businesses/${businessId}/drivers?q=a%00b&vehicle=moto`,
      owner,
    );
    expect(drivers.statusCode).toBe(200);
    expect(
      (await call('GET', `/api/ordering/businesses/${businessId}/drivers?vehicle=cohete`, owner)).statusCode,
    ).toBe(400);
    const orderId = await insertOrder({ status: 'preparing' });
    for (const driverId of ['', 'a\u0000b', '9'.repeat(100)]) {
      expect((await assign(orderId, driverId)).statusCode).toBe(400);
    }
    expect((await advance('a%00b', 'preparing')).statusCode).toBe(404);
    expect((await advance(orderId, 'flying')).statusCode).toBe(400);
  });
});

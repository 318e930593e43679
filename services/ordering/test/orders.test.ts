import { randomUUID } from 'node:crypto';
import { type BusinessSchedule, sql, WEEKDAYS } from '@cerca/db';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { relayOutboxForTest } from '@cerca/queues/testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { orderingService } from '../src/plugin';

const t = useServiceTest([orderingService]);

const schedule = (start: string, end: string) =>
  Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [`${day}_start`, start],
      [`${day}_end`, end],
    ]),
  ) as BusinessSchedule;
const ALWAYS_OPEN = schedule('00:00', '24:00');
/** Equal times are no window: closed every day. */
const ALWAYS_CLOSED = schedule('00:00', '00:00');

let customer: TestUser;
let other: TestUser;
let businessId: string;
let ownerId: string;
let tortaId: string;
let aguaId: string;
let enteraId: string;
let chicaId: string;
let inactiveId: string;
let foreignItemId: string;
let closedBusinessId: string;
let closedItemId: string;

async function menuItem(business: string, name: string, price: string, active = true) {
  const category = await t.db
    .insertInto('menu_categories')
    .values({ business_id: business, name: `Cat ${name}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('menu_items')
    .values({ business_id: business, category_id: category.id, name, price, active })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function variant(itemId: string, name: string, extra: string) {
  const row = await t.db
    .insertInto('menu_item_variants')
    .values({ menu_item_id: itemId, name, price_extra: extra })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  const city = await insertCity(t.db, { name: 'Guadalajara', state: 'Jalisco' });
  const owner = await insertUser(t.db, { userType: 'business' });
  ownerId = owner.id;
  customer = await insertUser(t.db);
  other = await insertUser(t.db);
  businessId = (
    await insertBusiness(t.db, {
      ownerId,
      cityId: city.id,
      name: 'Tortas Ahogadas El Güero',
      schedule: ALWAYS_OPEN,
      delivery_fee: '25.00',
    })
  ).id;
  tortaId = await menuItem(businessId, 'Torta ahogada', '85.50');
  await variant(tortaId, 'Media', '0');
  enteraId = await variant(tortaId, 'Entera', '20.25');
  aguaId = await menuItem(businessId, 'Agua de jamaica', '30.00');
  inactiveId = await menuItem(businessId, 'Agotado', '10.00', false);
  const neighbour = await insertBusiness(t.db, {
    ownerId,
    cityId: city.id,
    name: 'Otro',
    schedule: ALWAYS_OPEN,
  });
  foreignItemId = await menuItem(neighbour.id, 'Pozole', '99.00');
  chicaId = await variant(foreignItemId, 'Chica', '1.00');
  closedBusinessId = (
    await insertBusiness(t.db, { ownerId, cityId: city.id, name: 'Cerrado', schedule: ALWAYS_CLOSED })
  ).id;
  closedItemId = await menuItem(closedBusinessId, 'Taco', '20.00');
});

const checkout = (overrides: Record<string, unknown> = {}) => ({
  idempotency_key: randomUUID(),
  business_id: businessId,
  items: [
    { menu_item_id: tortaId, variant_id: enteraId, quantity: 2, notes: 'Bien ahogada' },
    { menu_item_id: aguaId, quantity: 1 },
  ],
  address: { street: 'Av. Juárez', number: '123', neighborhood: 'Centro', postal_code: '44100' },
  delivery_notes: 'Tocar el timbre',
  contact_phone: '33 1234 5678',
  ...overrides,
});
const createOrder = (body: unknown, as: TestUser | null = customer) =>
  t.inject({ method: 'POST', url: '/api/ordering/orders', payload: body as object }, as ?? undefined);
const quote = (body: unknown, as: TestUser | null = customer) =>
  t.inject({ method: 'POST', url: '/api/ordering/orders/quote', payload: body as object }, as ?? undefined);
const myOrders = (query = '', as: TestUser | null = customer) =>
  t.inject({ method: 'GET', url: `/api/ordering/me/orders${query}` }, as ?? undefined);
const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/ordering/orders/quote', () => {
  it('prices the cart from the database: (price + extra) × quantity, plus the delivery fee', async () => {
    const response = await quote({ business_id: businessId, items: checkout().items });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // (85.50 + 20.25) × 2 = 211.50; + 30.00 = 241.50; + 25.00 delivery.
    expect(body).toMatchObject({
      subtotal_amount: '241.50',
      shipping_amount: '25.00',
      total_amount: '266.50',
    });
    expect(body.items[0]).toMatchObject({
      item_name: 'Torta ahogada',
      variant_name: 'Entera',
      unit_price: '85.50',
      variant_price_extra: '20.25',
      line_total: '211.50',
      notes: 'Bien ahogada',
    });
  });

  it('refuses a business closed now, so the checkout says so before confirming', async () => {
    const response = await quote({
      business_id: closedBusinessId,
      items: [{ menu_item_id: closedItemId, quantity: 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'business_closed', message: messages.businessClosed });
  });

  it('refuses a visitor with the spec-style message', async () => {
    const response = await quote({ business_id: businessId, items: checkout().items }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized', message: messages.signInToOrder });
  });
});

describe('POST /api/ordering/orders', () => {
  it('creates a pending order priced by the server and lists it in /my-orders', async () => {
    const response = await createOrder(checkout());
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'pending',
      user_id: customer.id,
      subtotal_amount: '241.50',
      shipping_amount: '25.00',
      total_amount: '266.50',
      delivery_address: 'Av. Juárez 123, Col. Centro, C.P. 44100, Guadalajara',
      delivery_notes: 'Tocar el timbre',
      contact_phone: '33 1234 5678',
      business: { id: businessId, name: 'Tortas Ahogadas El Güero', owner_id: ownerId },
    });
    expect(order.items).toHaveLength(2);
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.total_amount).toBe('266.50');
    // Its history starts with the checkout (issue 25).
    const history = await t.db
      .selectFrom('order_status_changes')
      .select(['from_status', 'to_status', 'actor', 'actor_id'])
      .where('order_id', '=', order.id)
      .execute();
    expect(history).toEqual([
      { from_status: null, to_status: 'pending', actor: 'customer', actor_id: customer.id },
    ]);
    const listed = await myOrders();
    const again = listed.json().items.find((o: { id: string }) => o.id === order.id);
    // Read back exactly as answered, lines in the cart's order; My orders adds what its
    // "Ayuda con mi pedido" needs (issue 25): not delivered, nothing reported.
    expect(again).toEqual({ ...order, delivered_at: null, help_reports: [], late_tip: null });
    expect(again.items.map((line: { item_name: string }) => line.item_name)).toEqual([
      'Torta ahogada',
      'Agua de jamaica',
    ]);
  });

  it('refuses prices or totals sent by the browser (400) and stores nothing', async () => {
    const before = await orderCount();
    const withTotal = await createOrder(checkout({ total_amount: '1.00' }));
    expect(withTotal.statusCode).toBe(400);
    expect(withTotal.json()).toMatchObject({ code: 'validation_error' });
    const withPrice = await createOrder(
      checkout({ items: [{ menu_item_id: aguaId, quantity: 1, unit_price: '0.01' }] }),
    );
    expect(withPrice.statusCode).toBe(400);
    const quoteWithPrice = await quote({
      business_id: businessId,
      items: [{ menu_item_id: aguaId, quantity: 1, line_total: '0.01' }],
    });
    expect(quoteWithPrice.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    [
      'an inactive item',
      () => [{ menu_item_id: inactiveId, quantity: 1 }],
      409,
      'item_unavailable',
      'itemUnavailable',
    ],
    [
      'an unknown item',
      () => [{ menu_item_id: randomUUID(), quantity: 1 }],
      409,
      'item_unavailable',
      'itemUnavailable',
    ],
    [
      "another business's item",
      () => [{ menu_item_id: foreignItemId, variant_id: chicaId, quantity: 1 }],
      400,
      'item_of_another_business',
      'itemOfAnotherBusiness',
    ],
    [
      'a variant of another item',
      () => [{ menu_item_id: tortaId, variant_id: chicaId, quantity: 1 }],
      400,
      'variant_not_found',
      'variantNotFound',
    ],
    [
      'an item with variants but none chosen',
      () => [{ menu_item_id: tortaId, quantity: 1 }],
      400,
      'variant_required',
      'variantRequired',
    ],
  ] as const)('refuses %s and stores nothing', async (_name, items, status, code, message) => {
    const before = await orderCount();
    const response = await createOrder(checkout({ items: items() }));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message: messages[message] });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a business that is closed now in its time zone', async () => {
    const response = await createOrder(
      checkout({ business_id: closedBusinessId, items: [{ menu_item_id: closedItemId, quantity: 1 }] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'business_closed', message: messages.businessClosed });
  });

  it('refuses an unknown business with 404', async () => {
    const response = await createOrder(checkout({ business_id: randomUUID() }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'business_not_found', message: messages.businessNotFound });
  });

  it.each([0, 21, 1.5])('refuses quantity %s', async (quantity) => {
    const response = await createOrder(checkout({ items: [{ menu_item_id: aguaId, quantity }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
  });

  it('refuses a bad phone, a short street, a short postal code and an empty cart', async () => {
    for (const body of [
      checkout({ contact_phone: '123' }),
      checkout({ address: { street: ' a ', number: '1', neighborhood: 'Centro', postal_code: '44100' } }),
      checkout({
        address: { street: 'Av. Juárez', number: '1', neighborhood: 'Centro', postal_code: '4410' },
      }),
      checkout({ items: [] }),
    ]) {
      const response = await createOrder(body);
      expect(response.statusCode).toBe(400);
    }
  });

  it("keeps '¿Con cuánto pagas?' and answers the change; less than the total, or not money, is refused", async () => {
    // The checkout's total is 266.50 (2 × 105.75 + 30.00 + 25.00 delivery).
    const paid = await createOrder(checkout({ cash_tendered: '500' }));
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ cash_tendered: '500.00', cash_change: '233.50' });
    const listed = (await myOrders()).json().items.find((o: { id: string }) => o.id === paid.json().id);
    expect(listed).toMatchObject({ cash_tendered: '500.00', cash_change: '233.50' });
    const exact = await createOrder(checkout({ cash_tendered: '266.50' }));
    expect(exact.json()).toMatchObject({ cash_tendered: '266.50', cash_change: '0.00' });
    expect((await createOrder(checkout())).json()).toMatchObject({ cash_tendered: null, cash_change: null });

    const short = await createOrder(checkout({ cash_tendered: '200' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'cash_below_total',
      message: 'Con $200.00 no alcanza: el total es $266.50.',
    });
    const words = await createOrder(checkout({ cash_tendered: 'quinientos' }));
    expect(words.json()).toMatchObject({
      code: 'invalid_cash_tendered',
      message: messages.invalidCashTendered,
    });
  });

  it('refuses a visitor with 401', async () => {
    const response = await createOrder(checkout(), null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized', message: messages.signInToOrder });
  });

  it('is idempotent: the same key answers the same order; another body with it is 409', async () => {
    const body = checkout();
    const first = await createOrder(body);
    const second = await createOrder(body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const count = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('idempotency_key', '=', body.idempotency_key)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const changed = await createOrder({
      ...body,
      address: { street: 'Otra calle', number: '456', neighborhood: 'Centro', postal_code: '45000' },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'idempotency_key_reused',
      message: messages.idempotencyKeyReused,
    });
    // The key belongs to the customer: another person's order with the same key is their own.
    const theirs = await createOrder(body, other);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
  });

  it('makes 20 orders from 20 parallel checkouts with correct totals', async () => {
    const buyer = await insertUser(t.db);
    const bodies = Array.from({ length: 20 }, (_, i) =>
      checkout({ items: [{ menu_item_id: aguaId, quantity: (i % 5) + 1 }] }),
    );
    const responses = await Promise.all(bodies.map((body) => createOrder(body, buyer)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const rows = await t.db
      .selectFrom('orders')
      .select(['subtotal_amount', 'total_amount', 'idempotency_key'])
      .where('user_id', '=', buyer.id)
      .execute();
    expect(rows).toHaveLength(20);
    for (const body of bodies) {
      const row = rows.find((r) => r.idempotency_key === body.idempotency_key)!;
      const quantity = (body.items as { quantity: number }[])[0]!.quantity;
      expect(row.subtotal_amount).toBe(`${quantity * 30}.00`);
      expect(row.total_amount).toBe(`${quantity * 30 + 25}.00`);
    }
  });

  it('makes one order when the same key arrives 10 times in parallel', async () => {
    const buyer = await insertUser(t.db);
    const body = checkout();
    const responses = await Promise.all(Array.from({ length: 10 }, () => createOrder(body, buyer)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.db.selectFrom('orders').select('id').where('user_id', '=', buyer.id).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('totals past what the numeric(12,2) columns hold (9,999,999,999.99)', () => {
  const tooHigh = {
    statusCode: 400,
    code: 'order_total_too_high',
    error: 'Bad Request',
    message: 'El total del pedido es demasiado alto. Quita productos o reduce las cantidades.',
  };
  let buyer: TestUser;
  let dearBusinessId: string;
  let legacyId: string;
  let cappedId: string;
  let cappedExtraId: string;
  let edgeId: string;

  beforeAll(async () => {
    buyer = await insertUser(t.db);
    const city = await insertCity(t.db, { name: 'Ciudad Cara', state: 'Jalisco' });
    dearBusinessId = (
      await insertBusiness(t.db, { ownerId, cityId: city.id, schedule: ALWAYS_OPEN, delivery_fee: '0.01' })
    ).id;
    // Written before prices were capped at 99,999,999.99: the column itself holds it.
    legacyId = await menuItem(dearBusinessId, 'Heredado', '9999999999.99');
    cappedId = await menuItem(dearBusinessId, 'Tope', '99999999.99');
    cappedExtraId = await variant(cappedId, 'Doble', '99999999.99');
    edgeId = await menuItem(dearBusinessId, 'Justo', '9999999999.98');
  });

  const cart = (items: { menu_item_id: string; variant_id?: string; quantity: number }[]) =>
    checkout({ business_id: dearBusinessId, items });
  const ordersOfBuyer = async () =>
    (await t.db.selectFrom('orders').select('id').where('user_id', '=', buyer.id).execute()).length;

  it('refuses a legacy oversized price times 20 with 400 at quote and order, storing nothing', async () => {
    const body = cart([{ menu_item_id: legacyId, quantity: 20 }]);
    const quoted = await quote({ business_id: dearBusinessId, items: body.items }, buyer);
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json()).toEqual(tooHigh);
    const ordered = await createOrder(body, buyer);
    expect(ordered.statusCode).toBe(400);
    expect(ordered.json()).toEqual(tooHigh);
    expect(await ordersOfBuyer()).toBe(0);
  });

  it('refuses many lines of capped prices whose sum is too high', async () => {
    const line = { menu_item_id: cappedId, variant_id: cappedExtraId, quantity: 20 };
    // One line: (99,999,999.99 + 99,999,999.99) × 20 = 3,999,999,999.60 fits.
    expect((await quote({ business_id: dearBusinessId, items: [line] }, buyer)).statusCode).toBe(200);
    const lines = Array.from({ length: 3 }, () => line);
    expect((await quote({ business_id: dearBusinessId, items: lines }, buyer)).json()).toEqual(tooHigh);
    expect((await createOrder(cart(lines), buyer)).json()).toEqual(tooHigh);
    expect(await ordersOfBuyer()).toBe(0);
  });

  it('counts the delivery fee: the largest total that fits is stored, one cent more is refused', async () => {
    const edge = cart([{ menu_item_id: edgeId, quantity: 1 }]);
    const stored = await createOrder(edge, buyer);
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({
      subtotal_amount: '9999999999.98',
      shipping_amount: '0.01',
      total_amount: '9999999999.99',
    });
    await t.db
      .updateTable('businesses')
      .set({ delivery_fee: '0.02' })
      .where('id', '=', dearBusinessId)
      .execute();
    expect((await createOrder(cart([{ menu_item_id: edgeId, quantity: 1 }]), buyer)).json()).toEqual(tooHigh);
    expect(await ordersOfBuyer()).toBe(1);
  });
});

describe('GET /api/ordering/me/orders', () => {
  it("answers only the caller's orders, with search by id or business name and a status filter", async () => {
    const buyer = await insertUser(t.db);
    const mine = (await createOrder(checkout(), buyer)).json();
    await createOrder(checkout(), other);
    const all = (await myOrders('', buyer)).json();
    expect(all.items.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect((await myOrders(`?q=${mine.id.slice(0, 8).toUpperCase()}`, buyer)).json().items).toHaveLength(1);
    expect((await myOrders('?q=g%C3%BCero', buyer)).json().items).toHaveLength(1);
    expect((await myOrders('?q=pizza', buyer)).json().items).toHaveLength(0);
    expect((await myOrders('?status=pending', buyer)).json().items).toHaveLength(1);
    expect((await myOrders('?status=delivered', buyer)).json().items).toHaveLength(0);
  });

  it('pages with a cursor and refuses a forged one', async () => {
    const buyer = await insertUser(t.db);
    for (let i = 0; i < 22; i += 1)
      await createOrder(checkout({ items: [{ menu_item_id: aguaId, quantity: 1 }] }), buyer);
    const first = (await myOrders('', buyer)).json();
    expect(first.items).toHaveLength(20);
    const second = (await myOrders(`?cursor=${first.next_cursor}`, buyer)).json();
    expect(second.items).toHaveLength(2);
    expect(second.next_cursor).toBeNull();
    const ids = new Set([...first.items, ...second.items].map((o: { id: string }) => o.id));
    expect(ids.size).toBe(22);
    const forged = await myOrders('?cursor=bm9wZQ', buyer);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'invalid_cursor', message: messages.invalidMyOrdersCursor });
  });

  it('refuses a visitor', async () => {
    expect((await myOrders('', null)).statusCode).toBe(401);
  });
});

describe('a new order, live', () => {
  const relay = () => relayOutboxForTest(t.db, t.config.redisQueueUrl, t.config.redisPrefix);

  it("tells the owner's room and the business room, and only once for a replayed key", async () => {
    const subscriber = t.redis.duplicate({ keyPrefix: '' });
    const published: Buffer[] = [];
    subscriber.on('pmessageBuffer', (_pattern: Buffer, _channel: Buffer, message: Buffer) =>
      published.push(message),
    );
    await subscriber.psubscribe(`${t.config.redisPrefix}socket.io#*`);
    try {
      const body = checkout();
      const created = await createOrder(body);
      expect(created.statusCode).toBe(201);
      const orderId: string = created.json().id;
      const announced = () =>
        published.filter(
          (message) =>
            message.includes('order:created') &&
            message.includes(orderId) &&
            message.includes(`business:${businessId}`) &&
            message.includes(`user:${ownerId}`),
        ).length;
      // The order's announcement is an outbox event, stored with it: publish it (and the earlier
      // tests' events) as the jobs service's relay would.
      await relay();
      await expect.poll(announced).toBe(1);
      // A double tap answers the same order and records nothing new to announce.
      expect((await createOrder(body)).json().id).toBe(orderId);
      expect(await relay()).toBe(0);
      const events = await t.db
        .selectFrom('event_outbox')
        .select('id')
        .where('topic', '=', 'order.created')
        .where(sql<boolean>`payload->>'orderId' = ${orderId}`)
        .execute();
      expect(events).toHaveLength(1);
    } finally {
      await subscriber.quit();
    }
  });
});

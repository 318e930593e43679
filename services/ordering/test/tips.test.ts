import { randomUUID } from 'node:crypto';
import { insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { orderingService } from '../src/plugin';
import { insertMenuBusiness } from './support/menu-business';

// Issue 25, "Propina para tu repartidor": the server computes the tip (an amount, or a percentage of
// the subtotal in cents), keeps it on the order and adds it to the total; a replay is the same order.

const t = useServiceTest([orderingService]);

let customer: TestUser;
let owner: TestUser;
let businessId: string;
let tortaId: string;

beforeAll(async () => {
  const city = await insertCity(t.db, { name: 'Guadalajara', state: 'Jalisco' });
  owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db);
  ({ businessId, itemId: tortaId } = await insertMenuBusiness(t.db, {
    ownerId: owner.id,
    cityId: city.id,
    name: 'Tortas Ahogadas El Güero',
    deliveryFee: '25.00',
    item: { name: 'Torta ahogada', price: '80.50' },
  }));
});

// Subtotal 3 × 80.50 = 241.50; delivery 25.00; 266.50 before the tip.
const withCart = (extra: Record<string, unknown>) => ({
  business_id: businessId,
  items: [{ menu_item_id: tortaId, quantity: 3 }],
  ...extra,
});
const checkout = (extra: Record<string, unknown> = {}) =>
  withCart({
    idempotency_key: randomUUID(),
    address: { street: 'Av. Juárez', number: '123', neighborhood: 'Centro', postal_code: '44100' },
    contact_phone: '33 1234 5678',
    ...extra,
  });
const quote = (tip?: unknown) =>
  t.inject(
    { method: 'POST', url: '/api/ordering/orders/quote', payload: withCart(tip ? { tip } : {}) },
    customer,
  );
const createOrder = (body: object) =>
  t.inject({ method: 'POST', url: '/api/ordering/orders', payload: body }, customer);
const storedMoney = (id: string) =>
  t.db
    .selectFrom('orders')
    .select(['subtotal_amount', 'shipping_amount', 'tip_amount', 'total_amount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('tips', () => {
  it('adds a fixed amount, a percentage of the subtotal (rounded to the cent) or nothing to the quote', async () => {
    expect((await quote()).json()).toMatchObject({ tip_amount: '0.00', total_amount: '266.50' });
    expect((await quote({ kind: 'amount', amount: '15' })).json()).toMatchObject({
      subtotal_amount: '241.50',
      tip_amount: '15.00',
      total_amount: '281.50',
    });
    // 15 % of 241.50 is 36.225: 36.23, computed in cents on the server.
    expect((await quote({ kind: 'percent', percent: 15 })).json()).toMatchObject({
      tip_amount: '36.23',
      total_amount: '302.73',
    });
    expect((await quote({ kind: 'amount', amount: '0' })).json()).toMatchObject({ tip_amount: '0.00' });
  });

  it('refuses a tip that is not money, above the maximum, or another percentage', async () => {
    const words = await quote({ kind: 'amount', amount: 'quince' });
    expect(words.statusCode).toBe(400);
    expect(words.json()).toMatchObject({ code: 'invalid_tip', message: messages.invalidTip });
    const negative = await quote({ kind: 'amount', amount: '-5' });
    expect(negative.json()).toMatchObject({ code: 'invalid_tip' });
    const huge = await quote({ kind: 'amount', amount: '5000.01' });
    expect(huge.json()).toMatchObject({
      code: 'tip_too_high',
      message: 'La propina puede ser de hasta $5000.00.',
    });
    expect((await quote({ kind: 'amount', amount: '5000' })).statusCode).toBe(200);
    expect((await quote({ kind: 'percent', percent: 50 })).statusCode).toBe(400);
    const order = await createOrder(checkout({ tip: { kind: 'amount', amount: '9999' } }));
    expect(order.json()).toMatchObject({ code: 'tip_too_high' });
  });

  it('stores the tip in the order and its total; a replay answers the same order, another tip is refused', async () => {
    const body = checkout({ tip: { kind: 'percent', percent: 10 } });
    const first = await createOrder(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ tip_amount: '24.15', total_amount: '290.65' });
    expect(await storedMoney(first.json().id)).toEqual({
      subtotal_amount: '241.50',
      shipping_amount: '25.00',
      tip_amount: '24.15',
      total_amount: '290.65',
    });
    const again = await createOrder(body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const otherTip = await createOrder({ ...body, tip: { kind: 'amount', amount: '20' } });
    expect(otherTip.statusCode).toBe(409);
    expect(otherTip.json()).toMatchObject({ code: 'idempotency_key_reused' });
    const listed = await t.inject({ method: 'GET', url: '/api/ordering/me/orders' }, customer);
    expect(listed.json().items.find((o: { id: string }) => o.id === first.json().id)).toMatchObject({
      tip_amount: '24.15',
    });
  });

  it("leaves the driver's tips out of the business's sales in the orders panel", async () => {
    const summary = async () =>
      (
        await t.inject({ method: 'GET', url: `/api/ordering/businesses/${businessId}/orders/summary` }, owner)
      ).json();
    const before = await summary();
    expect((await createOrder(checkout({ tip: { kind: 'amount', amount: '20' } }))).statusCode).toBe(201);
    const after = await summary();
    // 241.50 + 25.00 delivery: the $20 tip is not the kitchen's.
    expect(Number(after.revenue) - Number(before.revenue)).toBeCloseTo(266.5, 2);
  });

  it('keeps the database honest: the total includes the tip (and any discount), and the tip has bounds', async () => {
    const order = (await createOrder(checkout({ tip: { kind: 'amount', amount: '15' } }))).json();
    await expect(
      t.db.updateTable('orders').set({ tip_amount: '16.00' }).where('id', '=', order.id).execute(),
    ).rejects.toThrow(/orders_total_with_discount/);
    await expect(
      t.db
        .updateTable('orders')
        .set({ tip_amount: '6000.00', total_amount: '6266.50' })
        .where('id', '=', order.id)
        .execute(),
    ).rejects.toThrow(/orders_tip_bounds/);
  });
});

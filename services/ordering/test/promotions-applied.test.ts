import { randomUUID } from 'node:crypto';
import { sql } from '@cerca/db';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';
import { ALWAYS_OPEN, insertMenuItem } from './support/menu-business';

// Promotions that apply themselves (issue 25): the quote and the order price through the same
// rule, each on the promotions as they are at its own moment.

const t = useServiceTest([orderingService]);

let customer: TestUser;
let businessId: string;
let tortaId: string;
let aguaId: string;

const menuItem = (name: string, price: string) => insertMenuItem(t.db, { businessId, name, price });

/** A live promotion of the business with a rule valid every day, all day. */
async function promotion(
  title: string,
  rule: { kind: 'two_for_one' | 'percent_off'; menu_item_id?: string; percent?: number },
  options: { daysLeft?: number; premium?: boolean } = {},
) {
  const row = await t.db
    .insertInto('business_global_messages')
    .values({
      business_id: businessId,
      title,
      message: title,
      type: 'promotion',
      is_premium_only: options.premium ?? false,
      expires_at: sql<Date>`now() + make_interval(days => ${options.daysLeft ?? 7})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('promotion_rules')
    .values({
      promotion_id: row.id,
      business_id: businessId,
      kind: rule.kind,
      menu_item_id: rule.menu_item_id ?? null,
      percent: rule.percent ?? null,
      amount: null,
    })
    .execute();
  return row.id;
}

beforeAll(async () => {
  const city = await insertCity(t.db, { name: 'Guadalajara', state: 'Jalisco' });
  const owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db);
  businessId = (
    await insertBusiness(t.db, {
      ownerId: owner.id,
      cityId: city.id,
      name: 'Tortas Ahogadas El Güero',
      schedule: ALWAYS_OPEN,
      delivery_fee: '25.00',
    })
  ).id;
  tortaId = await menuItem('Torta ahogada', '85.00');
  aguaId = await menuItem('Agua de jamaica', '25.00');
});

const items = () => [
  { menu_item_id: tortaId, quantity: 2 },
  { menu_item_id: aguaId, quantity: 1 },
];
const quote = () =>
  t.inject(
    {
      method: 'POST',
      url: '/api/ordering/orders/quote',
      payload: { business_id: businessId, items: items() },
    },
    customer,
  );
const checkout = () => ({
  idempotency_key: randomUUID(),
  business_id: businessId,
  items: items(),
  address: { street: 'Av. Juárez', number: '123', neighborhood: 'Centro', postal_code: '44100' },
  contact_phone: '33 1234 5678',
});
const createOrder = (body: object) =>
  t.inject({ method: 'POST', url: '/api/ordering/orders', payload: body }, customer);

describe('promotions applied by the server', () => {
  it('quotes without a discount when no promotion has a rule', async () => {
    const response = await quote();
    expect(response.json()).toMatchObject({
      subtotal_amount: '195.00',
      discount_amount: '0.00',
      applied_promotion: null,
      total_amount: '220.00',
    });
  });

  it('applies the best rule in the quote and the same in the order, and stores what it applied', async () => {
    // A premium-only promotion is not the checkout's to apply, however large.
    await promotion('Solo Premium', { kind: 'percent_off', percent: 90 }, { premium: true });
    await promotion('10% en todo', { kind: 'percent_off', percent: 10 });
    const twoForOne = await promotion('2x1 en tortas', { kind: 'two_for_one', menu_item_id: tortaId });

    const quoted = (await quote()).json();
    // Subtotal 195.00; the second torta (85.00) free beats 10% (19.50); + 25.00 shipping.
    expect(quoted).toMatchObject({
      subtotal_amount: '195.00',
      shipping_amount: '25.00',
      discount_amount: '85.00',
      total_amount: '135.00',
      applied_promotion: { promotion_id: twoForOne, title: '2x1 en tortas', rule: { kind: 'two_for_one' } },
    });

    const body = checkout();
    const created = await createOrder(body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      discount_amount: quoted.discount_amount,
      total_amount: quoted.total_amount,
      applied_promotion: quoted.applied_promotion,
    });
    const stored = await t.db
      .selectFrom('orders')
      .select(['discount_amount', 'total_amount', 'applied_promotion'])
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ discount_amount: '85.00', total_amount: '135.00' });
    expect(stored.applied_promotion).toEqual(quoted.applied_promotion);

    // A replay answers the stored order, discount included, and makes no second one.
    const replay = await createOrder(body);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toMatchObject({ id: created.json().id, discount_amount: '85.00' });

    // My orders shows it too.
    const mine = await t.inject({ method: 'GET', url: '/api/ordering/me/orders' }, customer);
    expect(mine.json().items.find((o: { id: string }) => o.id === created.json().id)).toMatchObject({
      discount_amount: '85.00',
      applied_promotion: { title: '2x1 en tortas' },
    });

    // It ends between the quote and the order: the order re-checks and applies the next best.
    await t.db
      .updateTable('business_global_messages')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', twoForOne)
      .execute();
    const later = await createOrder(checkout());
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({
      discount_amount: '19.50',
      total_amount: '200.50',
      applied_promotion: { title: '10% en todo' },
    });
  });
});

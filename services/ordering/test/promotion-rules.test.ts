import { sql } from '@cerca/db';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { orderingService } from '../src/plugin';
import { ALWAYS_OPEN, insertMenuItem } from './support/menu-business';

// Issue 25: the owner's editor of automatic discounts. Its menu managers list the business's live
// promotions with their rules, set one and remove it; what they save is what the quote applies.

const t = useServiceTest([orderingService]);

let owner: TestUser;
let admin: TestUser;
let customer: TestUser;
let otherOwner: TestUser;
let businessId: string;
let otherBusinessId: string;
let tortaId: string;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const twoForOne = (menuItemId: string) => ({
  kind: 'two_for_one',
  percent: null,
  amount: null,
  menu_item_id: menuItemId,
  min_subtotal: '0',
  weekdays: EVERY_DAY,
  start_minute: 0,
  end_minute: 0,
});

/** A promotion of `business` published through discovery (its row, as Crear writes it). */
async function promotion(
  business: string,
  title: string,
  options: { premium?: boolean; type?: 'promotion' | 'announcement'; expired?: boolean } = {},
) {
  const row = await t.db
    .insertInto('business_global_messages')
    .values({
      business_id: business,
      title,
      message: `${title}, solo esta semana`,
      type: options.type ?? 'promotion',
      is_premium_only: options.premium ?? false,
      expires_at: options.expired
        ? sql<Date>`now() - interval '1 minute'`
        : sql<Date>`now() + interval '7 days'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const list = (as: TestUser | undefined, business = businessId) =>
  t.inject({ method: 'GET', url: `/api/ordering/businesses/${business}/promotions` }, as);
const putRule = (as: TestUser | undefined, promotionId: string, rule: object, business = businessId) =>
  t.inject(
    {
      method: 'PUT',
      url: `/api/ordering/businesses/${business}/promotions/${promotionId}/rule`,
      payload: rule,
    },
    as,
  );
const deleteRule = (as: TestUser | undefined, promotionId: string, business = businessId) =>
  t.inject(
    { method: 'DELETE', url: `/api/ordering/businesses/${business}/promotions/${promotionId}/rule` },
    as,
  );
const quote = (quantity: number) =>
  t.inject(
    {
      method: 'POST',
      url: '/api/ordering/orders/quote',
      payload: { business_id: businessId, items: [{ menu_item_id: tortaId, quantity }] },
    },
    customer,
  );

beforeAll(async () => {
  const city = await insertCity(t.db, { name: 'Guadalajara', state: 'Jalisco' });
  owner = await insertUser(t.db, { userType: 'business' });
  otherOwner = await insertUser(t.db, { userType: 'business' });
  admin = await insertUser(t.db, { role: 'admin' });
  customer = await insertUser(t.db);
  businessId = (
    await insertBusiness(t.db, {
      ownerId: owner.id,
      cityId: city.id,
      schedule: ALWAYS_OPEN,
      delivery_fee: '25.00',
    })
  ).id;
  otherBusinessId = (await insertBusiness(t.db, { ownerId: otherOwner.id, cityId: city.id })).id;
  tortaId = await insertMenuItem(t.db, { businessId, name: 'Torta ahogada', price: '85.00' });
});

describe('automatic discounts: who may', () => {
  it('lets the owner and admins in, and nobody else', async () => {
    const promotionId = await promotion(businessId, 'Quién puede');
    expect((await list(undefined)).statusCode).toBe(401);
    for (const stranger of [customer, otherOwner]) {
      expect((await list(stranger)).statusCode).toBe(403);
      const refused = await putRule(stranger, promotionId, twoForOne(tortaId));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.notMenuManager);
      expect((await deleteRule(stranger, promotionId)).statusCode).toBe(403);
    }
    expect((await list(owner)).statusCode).toBe(200);
    expect((await list(admin)).statusCode).toBe(200);
    expect((await putRule(admin, promotionId, twoForOne(tortaId))).statusCode).toBe(200);
    expect((await deleteRule(owner, promotionId)).statusCode).toBe(204);
  });

  it("answers 404 for another business's promotion, an expired one, a message and a malformed id", async () => {
    const theirs = await promotion(otherBusinessId, 'De otro negocio');
    const expired = await promotion(businessId, 'Ya terminó', { expired: true });
    const announcement = await promotion(businessId, 'Aviso', { type: 'announcement' });
    for (const id of [theirs, expired, announcement, 'no-es-un-id']) {
      const refused = await putRule(owner, id, twoForOne(tortaId));
      expect(refused.statusCode, id).toBe(404);
      expect(refused.json()).toMatchObject({
        code: 'promotion_not_found',
        message: messages.promotionNotFound,
      });
    }
    expect((await deleteRule(owner, theirs)).statusCode).toBe(404);
    const theirRules = await t.db
      .selectFrom('promotion_rules')
      .select('promotion_id')
      .where('business_id', '=', otherBusinessId)
      .execute();
    expect(theirRules).toEqual([]);
  });
});

describe('automatic discounts: the rule', () => {
  it('refuses each wrong field with its Spanish message, and a Premium-only promotion', async () => {
    const promotionId = await promotion(businessId, 'Validaciones');
    const otherItem = await insertMenuItem(t.db, {
      businessId: otherBusinessId,
      name: 'Ajena',
      price: '50.00',
    });
    const hidden = await insertMenuItem(t.db, { businessId, name: 'Oculta', price: '40.00' });
    await t.db.updateTable('menu_items').set({ active: false }).where('id', '=', hidden).execute();
    const base = twoForOne(tortaId);
    const cases: [object, string, string][] = [
      [{ ...base, kind: 'three_for_one' }, 'invalid_promotion_kind', messages.promotionRuleKind],
      [{ ...base, kind: 'percent_off', percent: 0 }, 'invalid_percent', messages.promotionRulePercent],
      [{ ...base, kind: 'percent_off', percent: 101 }, 'invalid_percent', messages.promotionRulePercent],
      [{ ...base, kind: 'percent_off', percent: 12.5 }, 'invalid_percent', messages.promotionRulePercent],
      [{ ...base, kind: 'amount_off', amount: '0' }, 'invalid_amount', messages.promotionRuleAmount],
      [{ ...base, kind: 'amount_off', amount: '10.555' }, 'invalid_amount', messages.promotionRuleAmount],
      [{ ...base, kind: 'amount_off', amount: '-5' }, 'invalid_amount', messages.promotionRuleAmount],
      [{ ...base, menu_item_id: null }, 'invalid_menu_item', messages.promotionRuleItem],
      [{ ...base, menu_item_id: otherItem }, 'invalid_menu_item', messages.promotionRuleItem],
      [{ ...base, menu_item_id: hidden }, 'invalid_menu_item', messages.promotionRuleItem],
      [
        { ...base, kind: 'free_delivery', min_subtotal: '-1' },
        'invalid_min_subtotal',
        messages.promotionRuleMinSubtotal,
      ],
      [{ ...base, weekdays: [] }, 'weekdays_required', messages.promotionRuleWeekdays],
      [{ ...base, weekdays: [7] }, 'weekdays_required', messages.promotionRuleWeekdays],
      [{ ...base, start_minute: 1440 }, 'invalid_hours', messages.promotionRuleHours],
    ];
    for (const [body, code, message] of cases) {
      const refused = await putRule(owner, promotionId, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json(), JSON.stringify(body)).toMatchObject({ code, message });
    }
    const listed = (await list(owner)).json().promotions;
    expect(listed.find((row: { id: string }) => row.id === promotionId).rule).toBeNull();

    const premium = await promotion(businessId, 'Solo Premium', { premium: true });
    const conflict = await putRule(owner, premium, base);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      code: 'promotion_premium_only',
      message: messages.promotionPremiumOnly,
    });
  });

  it('stores the rule normalized, lists it with the item, replaces and removes it', async () => {
    const promotionId = await promotion(businessId, 'Normalizada');
    const saved = await putRule(owner, promotionId, {
      kind: 'amount_off',
      percent: 30,
      amount: '40,5',
      menu_item_id: tortaId,
      min_subtotal: 150,
      weekdays: [5, 2, 2],
      start_minute: 1200,
      end_minute: 120,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().promotion).toMatchObject({
      id: promotionId,
      title: 'Normalizada',
      is_premium_only: false,
      // The other kinds' fields are dropped; money as stored; each day once, in order.
      rule: {
        kind: 'amount_off',
        percent: null,
        amount: '40.50',
        menu_item_id: null,
        min_subtotal: '150.00',
        weekdays: [2, 5],
        start_minute: 1200,
        end_minute: 120,
      },
      item_name: null,
    });

    expect((await putRule(owner, promotionId, twoForOne(tortaId))).statusCode).toBe(200);
    const listed = (await list(owner)).json().promotions;
    expect(listed.find((row: { id: string }) => row.id === promotionId)).toMatchObject({
      rule: { kind: 'two_for_one', menu_item_id: tortaId, min_subtotal: '0.00', weekdays: EVERY_DAY },
      item_name: 'Torta ahogada',
    });
    // Expired and other businesses' promotions are not listed.
    const theirs = await promotion(otherBusinessId, 'No listada');
    const expired = await promotion(businessId, 'Vencida', { expired: true });
    const ids = listed.map((row: { id: string }) => row.id);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(expired);

    expect((await deleteRule(owner, promotionId)).statusCode).toBe(204);
    expect((await deleteRule(owner, promotionId)).statusCode).toBe(204);
    const after = (await list(owner)).json().promotions;
    expect(after.find((row: { id: string }) => row.id === promotionId)).toMatchObject({
      rule: null,
      item_name: null,
    });
  });

  it('is applied by the quote once saved, and no longer once removed', async () => {
    // Without the rules of the tests above, so only this one can take anything off.
    await t.db.deleteFrom('promotion_rules').where('business_id', '=', businessId).execute();
    const promotionId = await promotion(businessId, '2x1 en tortas');
    expect((await quote(2)).json()).toMatchObject({ discount_amount: '0.00', applied_promotion: null });

    expect((await putRule(owner, promotionId, twoForOne(tortaId))).statusCode).toBe(200);
    expect((await quote(2)).json()).toMatchObject({
      subtotal_amount: '170.00',
      discount_amount: '85.00',
      total_amount: '110.00',
      applied_promotion: { promotion_id: promotionId, title: '2x1 en tortas', rule: { kind: 'two_for_one' } },
    });

    // Replaced: envío gratis from $200, which this cart (170.00) does not reach, then does.
    const freeDelivery = {
      ...twoForOne(tortaId),
      kind: 'free_delivery',
      menu_item_id: null,
      min_subtotal: '200',
    };
    expect((await putRule(owner, promotionId, freeDelivery)).statusCode).toBe(200);
    expect((await quote(2)).json()).toMatchObject({ discount_amount: '0.00', applied_promotion: null });
    expect((await quote(3)).json()).toMatchObject({
      subtotal_amount: '255.00',
      discount_amount: '25.00',
      total_amount: '255.00',
    });

    expect((await deleteRule(owner, promotionId)).statusCode).toBe(204);
    expect((await quote(3)).json()).toMatchObject({ discount_amount: '0.00', applied_promotion: null });
  });
});

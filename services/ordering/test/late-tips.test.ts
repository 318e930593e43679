import { randomUUID } from 'node:crypto';
import { sql } from '@cerca/db';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { orderingService } from '../src/plugin';
import { insertCustomerOrder } from './support/customer-order';

// Issue 25: a tip added after delivery, while the order is open for rating, charged to the saved
// card on its own (local provider: its signed events go through the webhook path, as Stripe's).

const t = useServiceTest([orderingService]);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The local provider's test cards, as saved: the id says how the card behaves when charged. */
const CARDS = {
  ok: 'pm_local_ok_4242_visa',
  declined: 'pm_local_declined_0002_visa',
  '3ds': 'pm_local_3ds_3184_visa',
};

let customer: TestUser;
let driver: TestUser;
let businessId: string;

beforeEach(async () => {
  const city = await insertCity(t.db, { name: `Ciudad ${randomUUID()}` });
  const owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db);
  driver = await insertUser(t.db);
  await t.db.insertInto('drivers').values({ id: driver.id, zone_id: city.id, phone: '3312345678' }).execute();
  businessId = (await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id })).id;
});

const saveCard = (card: keyof typeof CARDS) =>
  t.db
    .insertInto('payment_customers')
    .values({
      user_id: customer.id,
      provider: 'local',
      customer_id: `cus_local_${customer.id}`,
      payment_method_id: CARDS[card],
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'provider']).doUpdateSet({ payment_method_id: CARDS[card] }),
    )
    .execute();
const delivered = (deliveredAgo = HOUR, driverId: string | null = driver.id) =>
  insertCustomerOrder(t.db, {
    businessId,
    customerId: customer.id,
    driverId,
    status: 'delivered',
    deliveredAgo,
  });
const tip = (orderId: string, choice: object, as: TestCaller = customer) =>
  t.inject(
    { method: 'POST', url: `/api/ordering/me/orders/${orderId}/late-tip`, payload: { tip: choice } },
    as,
  );
const stored = (orderId: string) =>
  t.db
    .selectFrom('order_late_tips')
    .select(['amount', 'status', 'failure_code', 'attempts', 'payment_intent_id'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
const myOrder = async (orderId: string) =>
  (await t.inject({ method: 'GET', url: '/api/ordering/me/orders' }, customer))
    .json()
    .items.find((item: { id: string }) => item.id === orderId);

function expectRefusal(
  response: { statusCode: number; json(): unknown },
  statusCode: number,
  code: string,
  message: string,
) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(statusCode);
  expect(response.json()).toMatchObject({ code, message });
}

describe('POST /api/ordering/me/orders/:id/late-tip', () => {
  it('charges the saved card, shows it in My orders, and takes it once', async () => {
    await saveCard('ok');
    const orderId = await delivered();
    const response = await tip(orderId, { kind: 'amount', amount: '20' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      late_tip: { amount: '20.00', status: 'succeeded', failure_code: null },
    });
    expect(await stored(orderId)).toMatchObject({ amount: '20.00', status: 'succeeded', attempts: 1 });
    expect((await stored(orderId))?.payment_intent_id).toMatch(/^pi_local_tip_/);
    expect((await myOrder(orderId)).late_tip).toEqual({
      amount: '20.00',
      status: 'succeeded',
      failure_code: null,
    });
    // The order's own money is what was agreed at checkout.
    expect((await myOrder(orderId)).total_amount).toBe('120.00');
    expectRefusal(
      await tip(orderId, { kind: 'amount', amount: '10' }),
      409,
      'late_tip_already_given',
      messages.lateTipAlreadyGiven,
    );
  });

  it('computes a percentage of the subtotal on the server', async () => {
    await saveCard('ok');
    const orderId = await delivered();
    expect((await tip(orderId, { kind: 'percent', percent: 15 })).json().late_tip.amount).toBe('15.00');
  });

  it('a declined card, or one that asks for 3-D Secure off session, fails and may be tried again', async () => {
    await saveCard('declined');
    const orderId = await delivered();
    expect((await tip(orderId, { kind: 'amount', amount: '25' })).json().late_tip).toEqual({
      amount: '25.00',
      status: 'failed',
      failure_code: 'generic_decline',
    });
    await saveCard('3ds');
    expect((await tip(orderId, { kind: 'amount', amount: '25' })).json().late_tip).toMatchObject({
      status: 'failed',
      failure_code: 'authentication_required',
    });
    await saveCard('ok');
    expect((await tip(orderId, { kind: 'amount', amount: '30' })).json().late_tip).toMatchObject({
      amount: '30.00',
      status: 'succeeded',
    });
    expect(await stored(orderId)).toMatchObject({
      amount: '30.00',
      status: 'succeeded',
      attempts: 3,
      failure_code: null,
    });
  });

  it('refuses without a saved card, an order a driver did not deliver, after 7 days, a zero tip and another person', async () => {
    const orderId = await delivered();
    expectRefusal(
      await tip(orderId, { kind: 'amount', amount: '20' }),
      400,
      'card_required',
      messages.lateTipNeedsCard,
    );
    await saveCard('ok');
    expectRefusal(
      await tip(orderId, { kind: 'amount', amount: '0' }),
      400,
      'invalid_tip',
      messages.lateTipZero,
    );
    expectRefusal(
      await tip(await delivered(HOUR, null), { kind: 'amount', amount: '20' }),
      409,
      'late_tip_not_open',
      messages.lateTipNotOpen,
    );
    const onTheWay = await insertCustomerOrder(t.db, {
      businessId,
      customerId: customer.id,
      driverId: driver.id,
      status: 'on_the_way',
      deliveredAgo: 0,
    });
    expectRefusal(
      await tip(onTheWay, { kind: 'amount', amount: '20' }),
      409,
      'late_tip_not_open',
      messages.lateTipNotOpen,
    );
    expectRefusal(
      await tip(await delivered(8 * DAY), { kind: 'amount', amount: '20' }),
      409,
      'late_tip_window_closed',
      messages.lateTipWindowClosed,
    );
    const stranger = await insertUser(t.db);
    expectRefusal(
      await tip(orderId, { kind: 'amount', amount: '20' }, stranger),
      404,
      'order_not_found',
      messages.orderNotFound,
    );
    expect(await stored(orderId)).toBeUndefined();
  });

  it('two taps at once charge once', async () => {
    await saveCard('ok');
    const orderId = await delivered();
    const responses = await Promise.all([1, 2].map(() => tip(orderId, { kind: 'amount', amount: '20' })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await stored(orderId)).toMatchObject({ status: 'succeeded', attempts: 1 });
    const charges = await t.db
      .selectFrom('payment_events')
      .select('id')
      .where('type', '=', 'payment_intent.succeeded')
      .where(sql<string>`payload #>> '{data,object,metadata,order_id}'`, '=', orderId)
      .execute();
    expect(charges).toHaveLength(1);
  });
});

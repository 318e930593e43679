import { randomUUID } from 'node:crypto';
import { insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_PAYMENT_MINUTES, sweepOrderPayments } from '../src/order-payment-sweep';
import { createPayments } from '../src/payments';
import { LOCAL_SIGNATURE_HEADER, signLocalPayload } from '../src/payments/local-signature';
import { orderingService } from '../src/plugin';
import { expireOverdueVouchers } from '../src/voucher-expiry';
import { checkoutBody, insertMenuBusiness } from './support/menu-business';

// Issue 25: card and OXXO orders under the local provider: the order waits in 'awaiting_payment'
// (unseen by the business, unannounced) until a signed payment_intent.succeeded comes through
// POST /payments/webhook; declines, 3-D Secure, vouchers that expire, refunds on cancel, and
// events that come twice or out of order.

const t = useServiceTest([orderingService]);
const secret = () => t.config.payments.localWebhookSecret!;

let owner: TestUser;
let businessId: string;
let tortaId: string;

beforeAll(async () => {
  const city = await insertCity(t.db, { name: `Guadalajara ${randomUUID()}`, state: 'Jalisco' });
  owner = await insertUser(t.db, { userType: 'business' });
  ({ businessId, itemId: tortaId } = await insertMenuBusiness(t.db, {
    ownerId: owner.id,
    cityId: city.id,
    name: 'Tortas El Güero',
    deliveryFee: '25.00',
    item: { name: 'Torta ahogada', price: '85.50' },
  }));
});

const placeOrder = async (customer: TestUser, method: 'card' | 'oxxo' | 'cash') => {
  const response = await t.inject(
    {
      method: 'POST',
      url: '/api/ordering/orders',
      payload: checkoutBody({ businessId, itemId: tortaId, quantity: 2 }, method),
    },
    customer,
  );
  expect(response.statusCode).toBe(201);
  return response.json();
};
const payByCard = (orderId: string, customer: TestUser, card?: string) =>
  t.inject(
    {
      method: 'POST',
      url: `/api/ordering/me/orders/${orderId}/payment/card`,
      payload: card ? { card_number: card } : {},
    },
    customer,
  );
const local = (orderId: string, customer: TestUser, action: string) =>
  t.inject({ method: 'POST', url: `/api/ordering/me/orders/${orderId}/payment/local/${action}` }, customer);
const page = async (orderId: string, customer: TestUser) =>
  (await t.inject({ method: 'GET', url: `/api/ordering/me/orders/${orderId}/payment` }, customer)).json();
const orderRow = (id: string) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'placed_at', 'cancelled_by', 'cancel_reason', 'payment_method'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const paymentRow = (id: string) =>
  t.db.selectFrom('order_payments').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
const announcements = async (orderId: string) =>
  (
    await t.db.selectFrom('event_outbox').select('payload').where('topic', '=', 'order.created').execute()
  ).filter((row) => (row.payload as { orderId?: string }).orderId === orderId).length;
const panelIds = async () =>
  (await t.inject({ method: 'GET', url: `/api/ordering/businesses/${businessId}/orders` }, owner))
    .json()
    .orders.map((order: { id: string }) => order.id);
const cancelMine = (orderId: string, customer: TestUser) =>
  t.inject(
    {
      method: 'POST',
      url: `/api/ordering/me/orders/${orderId}/cancel`,
      payload: { reason: 'changed_mind' },
    },
    customer,
  );

/** A Stripe-shaped event for an order's intent, signed by the local secret, as sent to the webhook. */
const intentEvent = (
  type: string,
  order: { id: string; user_id: string },
  intentId: string,
  created: number,
  extra: Record<string, unknown> = {},
) => ({
  id: `evt_test_${randomUUID()}`,
  type,
  created,
  data: {
    object: {
      id: intentId,
      object: 'payment_intent',
      amount: 19600,
      payment_method_types: ['card'],
      metadata: { order_id: order.id, user_id: order.user_id, method: 'card' },
      ...extra,
    },
  },
});
const webhook = (event: object) => {
  const body = JSON.stringify(event);
  return t.inject({
    method: 'POST',
    url: '/api/ordering/payments/webhook',
    headers: {
      'content-type': 'application/json',
      [LOCAL_SIGNATURE_HEADER]: signLocalPayload(secret(), body),
    },
    payload: body,
  });
};

describe('paying an order by card (local provider)', () => {
  it('waits unseen and unannounced, then reaches the business once the card pays; the card is saved', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'card');
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      payment_method: 'card',
      total_amount: '196.00',
      payment: {
        status: 'requires_payment_method',
        amount: '196.00',
        next_action_url: `/my-orders?pay=${order.id}`,
      },
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'awaiting_payment', placed_at: null });
    expect(await announcements(order.id)).toBe(0);
    expect(await panelIds()).not.toContain(order.id);

    const paid = await payByCard(order.id, customer, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'pending',
      payment: { status: 'succeeded', card_brand: 'visa', card_last4: '4242' },
      saved_card: { brand: 'visa', last4: '4242' },
    });
    expect(await announcements(order.id)).toBe(1);
    expect(await panelIds()).toContain(order.id);

    // The next card order is charged with the saved card at once.
    const next = await placeOrder(customer, 'card');
    expect(next).toMatchObject({ status: 'pending', payment: { status: 'succeeded' } });
    expect(await page(next.id, customer)).toMatchObject({
      saved_card: { brand: 'visa', last4: '4242' },
      local: true,
      payment: { status: 'succeeded', card_last4: '4242' },
    });
  });

  it('asks for 3-D Secure ("Autenticar") and goes on only once authenticated', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'card');
    const asked = (await payByCard(order.id, customer, '4000 0027 6000 3184')).json();
    expect(asked).toMatchObject({
      status: 'awaiting_payment',
      payment: { status: 'requires_action', next_action_url: `/my-orders?pay=${order.id}&step=authenticate` },
    });
    expect(await announcements(order.id)).toBe(0);
    const done = (await local(order.id, customer, 'authenticate')).json();
    expect(done).toMatchObject({
      status: 'pending',
      payment: { status: 'succeeded', next_action_url: null },
    });
    expect(await announcements(order.id)).toBe(1);
  });

  it('a declined card leaves the order waiting ("Pago rechazado"): retry, or pay in cash', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'card');
    const declined = (await payByCard(order.id, customer, '4000 0000 0000 0002')).json();
    expect(declined).toMatchObject({
      status: 'awaiting_payment',
      payment: { status: 'failed', failure_code: 'generic_decline' },
      saved_card: null,
    });
    const cash = await t.inject(
      { method: 'POST', url: `/api/ordering/me/orders/${order.id}/payment/cash` },
      customer,
    );
    expect(cash.json()).toMatchObject({
      status: 'pending',
      payment_method: 'cash',
      payment: { status: 'canceled' },
    });
    expect(await announcements(order.id)).toBe(1);
    // The given-up card's page can charge it no more (its intent was cancelled at the provider)…
    const row = await paymentRow(order.id);
    expect((await payByCard(order.id, customer, '4242 4242 4242 4242')).statusCode).toBe(409);
    // …and should a success come anyway, the money goes back: the order stays a cash order.
    await webhook(
      intentEvent('payment_intent.succeeded', order, row.payment_intent_id!, Math.floor(Date.now() / 1000)),
    );
    expect(await paymentRow(order.id)).toMatchObject({ status: 'refunded', refund_amount: '196.00' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', payment_method: 'cash' });
    expect(await announcements(order.id)).toBe(1);
  });

  it('processes a doubled event once, and a late failure never undoes a payment', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'card');
    const intentId = (await paymentRow(order.id)).payment_intent_id!;
    const now = Math.floor(Date.now() / 1000);
    const succeeded = intentEvent('payment_intent.succeeded', order, intentId, now);
    expect((await webhook(succeeded)).statusCode).toBe(200);
    expect((await webhook(succeeded)).statusCode).toBe(200);
    expect(await announcements(order.id)).toBe(1);
    // Sent before the success, arriving after it.
    await webhook(
      intentEvent('payment_intent.payment_failed', order, intentId, now - 60, {
        last_payment_error: { code: 'card_declined' },
      }),
    );
    expect((await paymentRow(order.id)).status).toBe('succeeded');
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('an older requires_action never overwrites a newer failure', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'card');
    const intentId = (await paymentRow(order.id)).payment_intent_id!;
    const now = Math.floor(Date.now() / 1000);
    await webhook(
      intentEvent('payment_intent.payment_failed', order, intentId, now, {
        last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
      }),
    );
    await webhook(intentEvent('payment_intent.requires_action', order, intentId, now - 30));
    expect(await paymentRow(order.id)).toMatchObject({
      status: 'failed',
      failure_code: 'insufficient_funds',
    });
  });
});

describe('refunds', () => {
  it('a paid order cancelled by its customer is refunded, and a late refund event keeps it refunded', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'card');
    await payByCard(order.id, customer, '4242 4242 4242 4242');
    expect((await cancelMine(order.id, customer)).statusCode).toBe(200);
    expect(await paymentRow(order.id)).toMatchObject({ status: 'refunded', refund_amount: '196.00' });
    const row = await paymentRow(order.id);
    await webhook(
      intentEvent('payment_intent.succeeded', order, row.payment_intent_id!, Math.floor(Date.now() / 1000)),
    );
    expect((await paymentRow(order.id)).status).toBe('refunded');
    const mine = (await t.inject({ method: 'GET', url: '/api/ordering/me/orders' }, customer)).json();
    expect(mine.items.find((item: { id: string }) => item.id === order.id)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded', refund_amount: '196.00' },
    });
  });

  it('a paid order the business cancels is refunded', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'card');
    await payByCard(order.id, customer, '4242 4242 4242 4242');
    const cancelled = await t.inject(
      { method: 'POST', url: `/api/ordering/orders/${order.id}/cancel`, payload: { reason: 'sold_out' } },
      owner,
    );
    expect(cancelled.statusCode).toBe(200);
    expect((await paymentRow(order.id)).status).toBe('refunded');
  });

  it('a payment and a cancellation at the same moment: one wins, and a paid-and-cancelled order is refunded', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'card');
    const intentId = (await paymentRow(order.id)).payment_intent_id!;
    const [paid, cancelled] = await Promise.all([
      webhook(intentEvent('payment_intent.succeeded', order, intentId, Math.floor(Date.now() / 1000))),
      cancelMine(order.id, customer),
    ]);
    expect(paid.statusCode).toBe(200);
    expect(cancelled.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    // Whichever came first, the money went back.
    expect((await paymentRow(order.id)).status).toBe('refunded');
    // Paid first: the business had it (announced once, now cancelled); cancelled first: never.
    const { placed_at } = await orderRow(order.id);
    expect(await announcements(order.id)).toBe(placed_at ? 1 : 0);
  });
});

describe('OXXO', () => {
  it('shows the voucher; paying it moves the order on', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'oxxo');
    expect(order).toMatchObject({ status: 'awaiting_payment', payment: { status: 'requires_action' } });
    expect(order.payment.oxxo_reference).toMatch(/^\d{14}$/);
    expect(new Date(order.payment.oxxo_expires_at).getTime()).toBeGreaterThan(Date.now());
    const paid = (await local(order.id, customer, 'pay_voucher')).json();
    expect(paid).toMatchObject({ status: 'pending', payment: { status: 'succeeded' } });
  });

  it('cancels the order when the voucher expires, unseen by the business', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'oxxo');
    const expired = (await local(order.id, customer, 'expire_voucher')).json();
    expect(expired).toMatchObject({ status: 'cancelled', payment: { status: 'canceled' } });
    expect(await orderRow(order.id)).toMatchObject({
      cancelled_by: 'system',
      cancel_reason: 'payment_expired',
    });
    expect(await panelIds()).not.toContain(order.id);
    expect(await announcements(order.id)).toBe(0);
  });
});

describe('cash', () => {
  it('stays as it was: pending at once, announced, no payment', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'cash');
    expect(order).toMatchObject({ status: 'pending', payment_method: 'cash', payment: null });
    expect(await announcements(order.id)).toBe(1);
  });
});

describe('the OXXO safety sweep', () => {
  it('cancels a voucher left open past its expiry when the webhook never came, and nothing else', async () => {
    const customer = await insertUser(t.db);
    const overdue = await placeOrder(customer, 'oxxo');
    const open = await placeOrder(customer, 'oxxo');
    await t.db
      .updateTable('order_payments')
      .set({ oxxo_expires_at: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where('order_id', '=', overdue.id)
      .execute();
    await expireOverdueVouchers(t.db, 'local');
    expect(await orderRow(overdue.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'payment_expired',
    });
    expect((await paymentRow(overdue.id)).status).toBe('canceled');
    expect((await orderRow(open.id)).status).toBe('awaiting_payment');
  });
});

describe('the payments sweep (POST /payments/orders/sweep, called by the jobs service)', () => {
  const sweep = (signature?: string) =>
    t.inject({
      method: 'POST',
      url: '/api/ordering/payments/orders/sweep',
      headers: signature === undefined ? {} : { [LOCAL_SIGNATURE_HEADER]: signature },
    });
  const ageOrder = (id: string, minutes: number) =>
    t.db
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - minutes * 60 * 1000) })
      .where('id', '=', id)
      .execute();

  it('refuses a call without the payments signature', async () => {
    expect((await sweep()).statusCode).toBe(400);
    expect((await sweep(signLocalPayload('another-secret-of-32-characters!!', ''))).statusCode).toBe(400);
  });

  it(`cancels a card order nobody paid within ${CARD_PAYMENT_MINUTES} minutes and gives its intent up; a younger one waits`, async () => {
    const customer = await insertUser(t.db);
    const stale = await placeOrder(customer, 'card');
    const declined = await placeOrder(customer, 'card');
    const young = await placeOrder(customer, 'card');
    await payByCard(declined.id, customer, '4000 0000 0000 0002');
    await ageOrder(stale.id, CARD_PAYMENT_MINUTES + 1);
    await ageOrder(declined.id, CARD_PAYMENT_MINUTES + 1);
    await ageOrder(young.id, CARD_PAYMENT_MINUTES - 5);

    const swept = await sweep(signLocalPayload(secret(), ''));
    expect(swept.statusCode, swept.body).toBe(200);
    expect(swept.json()).toMatchObject({ expired_card_orders: 2, more: false });
    for (const id of [stale.id, declined.id]) {
      expect(await orderRow(id)).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'system',
        cancel_reason: 'payment_expired',
      });
      expect((await paymentRow(id)).status).toBe('canceled');
      expect(await announcements(id)).toBe(0);
    }
    expect((await orderRow(young.id)).status).toBe('awaiting_payment');
    // Once more: nothing left to do.
    expect((await sweep(signLocalPayload(secret(), ''))).json()).toMatchObject({ expired_card_orders: 0 });
    // The cancelled order's page takes no card any more.
    expect((await payByCard(stale.id, customer, '4242 4242 4242 4242')).statusCode).toBe(409);
  });

  it('asks again for a refund whose ask was lost', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'card');
    await payByCard(order.id, customer, '4242 4242 4242 4242');
    // As if the cancellation committed and the ask to the provider then failed.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({ status: 'cancelled', cancelled_by: 'business', cancel_reason: 'sold_out' })
        .where('id', '=', order.id)
        .execute();
      await trx
        .updateTable('order_payments')
        .set({ status: 'refund_pending', refund_amount: '196.00' })
        .where('order_id', '=', order.id)
        .execute();
    });
    // Ten minutes on, the sweep asks again (the trigger keeps updated_at, so the clock moves).
    const payments = createPayments(t, { warn() {} });
    const silent = { warn() {}, info() {} };
    const swept = await sweepOrderPayments(t.db, payments, silent, new Date(Date.now() + 11 * 60 * 1000));
    expect(swept.refunds_asked).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(order.id)).toMatchObject({ status: 'refunded', refund_amount: '196.00' });
  });

  it('a customer who cancels an unpaid card order gives its intent up at once', async () => {
    const customer = await insertUser(t.db);
    const order = await placeOrder(customer, 'card');
    expect((await cancelMine(order.id, customer)).statusCode).toBe(200);
    expect((await paymentRow(order.id)).status).toBe('canceled');
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'customer' });
  });
});

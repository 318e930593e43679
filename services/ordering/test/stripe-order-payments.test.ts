import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { loadConfig } from '@cerca/service-kit';
import { useServiceTest } from '@cerca/service-kit/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';
import { insertCustomerOrder } from './support/customer-order';
import { checkoutBody, insertMenuBusiness } from './support/menu-business';

// Issue 25: orders paid with the Stripe provider. The real SDK builds the requests against a
// stand-in for Stripe's API (STRIPE_API_BASE) that records them and answers like Stripe; the
// webhooks are signed with the SDK's own test helper and checked by the provider's verification.

const WEBHOOK_SECRET = 'whsec_cerca_orders_test';
const payments = {
  ...loadConfig({ NODE_ENV: 'test' }).payments,
  provider: 'stripe' as const,
  stripeSecretKey: 'sk_test_cerca',
  stripeWebhookSecret: WEBHOOK_SECRET,
  stripeApiBase: 'http://127.0.0.1:1',
  stripePriceIds: {
    business_standard: 'price_std',
    business_premium: 'price_prem',
    personal_premium: 'price_pers',
  },
};

interface Recorded {
  method: string;
  path: string;
  body: Record<string, string>;
  headers: IncomingHttpHeaders;
}
const requests: Recorded[] = [];
const VOUCHER_EXPIRES = 1_900_000_000;
let cardIntents = 0;

function answer(path: string, body: Record<string, string>): object | null {
  if (path === '/v1/customers') return { id: 'cus_stripe_orders', object: 'customer' };
  if (path === '/v1/checkout/sessions')
    return {
      id: 'cs_order_1',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_order_1',
    };
  if (path === '/v1/payment_intents' && body['allowed_payment_method_types[0]'] === 'oxxo')
    return {
      id: 'pi_oxxo_1',
      object: 'payment_intent',
      status: 'requires_action',
      next_action: {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          number: '12345678901234',
          expires_after: VOUCHER_EXPIRES,
          hosted_voucher_url: 'https://payments.stripe.com/oxxo/voucher/test',
        },
      },
    };
  if (path === '/v1/payment_intents' && body['metadata[purpose]'] === 'late_tip')
    return { id: 'pi_tip_1', object: 'payment_intent', status: 'succeeded' };
  // Card intents are numbered from 2 (pi_card_1 is the Checkout Session's), one per order.
  if (path === '/v1/payment_intents') {
    cardIntents += 1;
    return { id: `pi_card_${cardIntents + 1}`, object: 'payment_intent', status: 'requires_payment_method' };
  }
  const confirmed = /^\/v1\/payment_intents\/(pi_card_\d+)\/confirm$/.exec(path);
  if (confirmed)
    return {
      id: confirmed[1],
      object: 'payment_intent',
      status: 'requires_action',
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { url: 'https://hooks.stripe.com/3d_secure/test' },
      },
    };
  if (path === '/v1/payment_methods/pm_card_visa')
    return { id: 'pm_card_visa', object: 'payment_method', card: { brand: 'visa', last4: '4242' } };
  if (path === '/v1/refunds') return { id: 're_1', object: 'refund', status: 'pending' };
  const cancelled = /^\/v1\/payment_intents\/(pi_card_\d+)\/cancel$/.exec(path);
  if (cancelled) return { id: cancelled[1], object: 'payment_intent', status: 'canceled' };
  return null;
}

let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const body = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : text));
      requests.push({ method: request.method ?? '', path: url.pathname, body, headers: request.headers });
      response.setHeader('content-type', 'application/json');
      const answered = answer(url.pathname, body);
      if (!answered) response.statusCode = 404;
      response.end(
        JSON.stringify(answered ?? { error: { type: 'invalid_request_error', message: 'No such resource' } }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  payments.stripeApiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const t = useServiceTest([orderingService], { config: { payments } });
const stripe = new Stripe('sk_test_unused');

let owner: TestUser;
let customer: TestUser;
let businessId: string;
let itemId: string;
beforeAll(async () => {
  const city = await insertCity(t.db, { name: `Guadalajara ${randomUUID()}`, state: 'Jalisco' });
  owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db);
  ({ businessId, itemId } = await insertMenuBusiness(t.db, {
    ownerId: owner.id,
    cityId: city.id,
    deliveryFee: '25.00',
    item: { name: 'Torta', price: '100.00' },
  }));
});

const placeOrder = async (method: 'card' | 'oxxo') => {
  const response = await t.inject(
    {
      method: 'POST',
      url: '/api/ordering/orders',
      payload: checkoutBody({ businessId, itemId, quantity: 1 }, method),
    },
    customer,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const webhook = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  return t.inject({
    method: 'POST',
    url: '/api/ordering/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
};
const event = (type: string, object: Record<string, unknown>) => ({
  id: `evt_${randomUUID()}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});
const orderRow = (id: string) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'cancel_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const paymentRow = (id: string) =>
  t.db.selectFrom('order_payments').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
const last = (path: string) => requests.filter((request) => request.path === path).at(-1)!;

describe('orders paid with Stripe', () => {
  let firstOrder: { id: string; total_amount: string };

  it('sends a first card payment to a Checkout Session that saves the card, and goes on at payment_intent.succeeded', async () => {
    const order = await placeOrder('card');
    firstOrder = order;
    expect(last('/v1/customers').body).toMatchObject({ 'metadata[user_id]': customer.id });
    expect(last('/v1/checkout/sessions').body).toMatchObject({
      mode: 'payment',
      customer: 'cus_stripe_orders',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][price_data][currency]': 'mxn',
      'line_items[0][price_data][unit_amount]': '12500',
      'payment_intent_data[setup_future_usage]': 'on_session',
      'payment_intent_data[metadata][order_id]': order.id,
      success_url: `${t.config.publicUrl}/my-orders?pay=${order.id}`,
    });
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      payment: {
        status: 'requires_payment_method',
        next_action_url: 'https://checkout.stripe.com/c/pay/cs_order_1',
      },
    });

    // Signed by another secret: refused, nothing changes.
    const intent = {
      id: 'pi_card_1',
      object: 'payment_intent',
      amount: 12500,
      customer: 'cus_stripe_orders',
      payment_method: 'pm_card_visa',
      payment_method_types: ['card'],
      setup_future_usage: 'on_session',
      metadata: { order_id: order.id, user_id: customer.id, method: 'card' },
    };
    expect((await webhook(event('payment_intent.succeeded', intent), 'whsec_other')).statusCode).toBe(400);
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');

    expect((await webhook(event('payment_intent.succeeded', intent))).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await paymentRow(order.id)).toMatchObject({
      status: 'succeeded',
      payment_intent_id: 'pi_card_1',
      card_brand: 'visa',
      card_last4: '4242',
    });
    const saved = await t.db
      .selectFrom('payment_customers')
      .selectAll()
      .where('user_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      provider: 'stripe',
      customer_id: 'cus_stripe_orders',
      payment_method_id: 'pm_card_visa',
    });
  });

  it('charges the saved card with a PaymentIntent and sends the browser to 3-D Secure when it requires_action', async () => {
    const order = await placeOrder('card');
    expect(last('/v1/payment_intents').body).toMatchObject({
      amount: '12500',
      currency: 'mxn',
      customer: 'cus_stripe_orders',
      'allowed_payment_method_types[0]': 'card',
      'metadata[order_id]': order.id,
    });
    expect(last('/v1/payment_intents').headers['idempotency-key']).toBe(`order-payment-${order.id}`);
    expect(last('/v1/payment_intents/pi_card_2/confirm').body).toMatchObject({
      payment_method: 'pm_card_visa',
      return_url: `${t.config.publicUrl}/my-orders?pay=${order.id}`,
    });
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      payment: { status: 'requires_action', next_action_url: 'https://hooks.stripe.com/3d_secure/test' },
    });
  });

  it('shows the OXXO voucher and cancels the order when Stripe reports it expired', async () => {
    const order = await placeOrder('oxxo');
    expect(last('/v1/payment_intents').body).toMatchObject({
      'allowed_payment_method_types[0]': 'oxxo',
      'payment_method_data[type]': 'oxxo',
      'payment_method_options[oxxo][expires_after_days]': '3',
      confirm: 'true',
    });
    expect(order.payment).toMatchObject({
      status: 'requires_action',
      oxxo_reference: '12345678901234',
      oxxo_expires_at: new Date(VOUCHER_EXPIRES * 1000).toISOString(),
      oxxo_voucher_url: 'https://payments.stripe.com/oxxo/voucher/test',
    });
    const expired = event('payment_intent.payment_failed', {
      id: 'pi_oxxo_1',
      object: 'payment_intent',
      payment_method_types: ['oxxo'],
      metadata: { order_id: order.id, user_id: customer.id, method: 'oxxo' },
    });
    expect((await webhook(expired)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', cancel_reason: 'payment_expired' });
    expect((await paymentRow(order.id)).status).toBe('canceled');
  });

  it('refunds a paid order the business cancels, once, and charge.refunded marks it refunded', async () => {
    const cancelled = await t.inject(
      {
        method: 'POST',
        url: `/api/ordering/orders/${firstOrder.id}/cancel`,
        payload: { reason: 'sold_out' },
      },
      owner,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refund = last('/v1/refunds');
    expect(refund.body).toMatchObject({ payment_intent: 'pi_card_1', amount: '12500' });
    expect(refund.headers['idempotency-key']).toBe(`order-refund-${firstOrder.id}`);
    expect(await paymentRow(firstOrder.id)).toMatchObject({
      status: 'refund_pending',
      refund_amount: '125.00',
    });
    const refunded = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_card_1',
      amount_refunded: 12500,
      metadata: { order_id: firstOrder.id },
    });
    expect((await webhook(refunded)).statusCode).toBe(200);
    expect((await paymentRow(firstOrder.id)).status).toBe('refunded');
  });

  it('gives up the intent of an unpaid card order its customer cancels, so its 3-D Secure page cannot charge it', async () => {
    const order = await placeOrder('card');
    expect(order.payment).toMatchObject({ status: 'requires_action' });
    const cancelled = await t.inject(
      {
        method: 'POST',
        url: `/api/ordering/me/orders/${order.id}/cancel`,
        payload: { reason: 'changed_mind' },
      },
      customer,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = last('/v1/payment_intents/pi_card_3/cancel');
    expect(cancel.body).toMatchObject({ cancellation_reason: 'abandoned' });
    expect(cancel.headers['idempotency-key']).toBe(`order-payment-cancel-${order.id}`);
    // Paid anyway (the page was already submitting): the order stays cancelled and the money goes back.
    const paid = event('payment_intent.succeeded', {
      id: 'pi_card_3',
      object: 'payment_intent',
      amount: 12500,
      payment_method_types: ['card'],
      metadata: { order_id: order.id, user_id: customer.id, method: 'card' },
    });
    expect((await webhook(paid)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect((await paymentRow(order.id)).status).toBe('refund_pending');
    expect(last('/v1/refunds').body).toMatchObject({ payment_intent: 'pi_card_3', amount: '12500' });
  });

  it('charges a tip after delivery to the saved card off session, on an intent of its own', async () => {
    const driver = await insertUser(t.db);
    const city = await t.db
      .selectFrom('businesses')
      .select('city_id')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('drivers')
      .values({ id: driver.id, zone_id: city.city_id!, phone: '3312345678' })
      .execute();
    const orderId = await insertCustomerOrder(t.db, {
      businessId,
      customerId: customer.id,
      driverId: driver.id,
      status: 'delivered',
      deliveredAgo: 60 * 60 * 1000,
    });
    const tipped = await t.inject(
      {
        method: 'POST',
        url: `/api/ordering/me/orders/${orderId}/late-tip`,
        payload: { tip: { kind: 'percent', percent: 10 } },
      },
      customer,
    );
    expect(tipped.statusCode, tipped.body).toBe(200);
    expect(tipped.json().late_tip).toEqual({ amount: '10.00', status: 'succeeded', failure_code: null });
    const charge = last('/v1/payment_intents');
    expect(charge.body).toMatchObject({
      amount: '1000',
      currency: 'mxn',
      customer: 'cus_stripe_orders',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      'metadata[order_id]': orderId,
      'metadata[purpose]': 'late_tip',
    });
    expect(charge.headers['idempotency-key']).toBe(`order-late-tip-${orderId}-1`);
    // Its event is the tip's, never the order's payment (the order has none: it was paid in cash).
    const paid = event('payment_intent.succeeded', {
      id: 'pi_tip_1',
      object: 'payment_intent',
      amount: 1000,
      payment_method_types: ['card'],
      metadata: { order_id: orderId, user_id: customer.id, purpose: 'late_tip' },
    });
    expect((await webhook(paid)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('order_payments').select('status').where('order_id', '=', orderId).execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom('order_late_tips')
        .select(['status', 'payment_intent_id'])
        .where('order_id', '=', orderId)
        .executeTakeFirst(),
    ).toEqual({ status: 'succeeded', payment_intent_id: 'pi_tip_1' });
  });
});

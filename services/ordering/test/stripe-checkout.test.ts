import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { insertBusiness, insertUser } from '@cerca/db-testing';
import { loadConfig } from '@cerca/service-kit';
import { useServiceTest } from '@cerca/service-kit/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';

/**
 * The Stripe provider against a stand-in for Stripe's API (STRIPE_API_BASE, as stripe-mock would
 * be used): the real SDK builds the requests; this server records them and answers like Stripe.
 */
const WEBHOOK_SECRET = 'whsec_cerca_checkout_test';
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
  body: URLSearchParams;
}
const requests: Recorded[] = [];
let metadata: Record<string, string> = {};
let server: Server;

function subscription(cancelAtPeriodEnd: boolean) {
  return {
    id: 'sub_stripe_1',
    object: 'subscription',
    customer: 'cus_stripe_1',
    status: 'active',
    cancel_at_period_end: cancelAtPeriodEnd,
    default_payment_method: { id: 'pm_1', object: 'payment_method', card: { brand: 'amex', last4: '8431' } },
    items: {
      object: 'list',
      data: [{ id: 'si_1', price: { id: 'price_std' }, current_period_end: 1_900_000_000 }],
    },
    metadata,
  };
}

// Registered before useServiceTest so the double listens before the app reads its address.
beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const body = new URLSearchParams(request.method === 'GET' ? url.search : text);
      requests.push({ method: request.method ?? '', path: url.pathname, body });
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/v1/checkout/sessions') {
        response.end(
          JSON.stringify({
            id: 'cs_test_1',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_1',
          }),
        );
      } else if (url.pathname === '/v1/subscriptions/sub_stripe_1') {
        response.end(JSON.stringify(subscription(request.method === 'POST')));
      } else {
        response.statusCode = 404;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such resource' } }),
        );
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  payments.stripeApiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const t = useServiceTest([orderingService], { config: { payments } });
const stripe = new Stripe('sk_test_unused');

const signed = (event: object) => {
  const payload = JSON.stringify(event);
  return {
    payload,
    signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  };
};

describe('Stripe checkout, completion and cancel', () => {
  it('opens a Checkout Session for the configured price, writes the subscription on completion, cancels at period end', async () => {
    const owner = await insertUser(t.db, { userType: 'business' });
    const business = await insertBusiness(t.db, { ownerId: owner.id });

    const checkout = await t.inject(
      {
        method: 'POST',
        url: '/api/ordering/subscriptions/checkout',
        payload: { plan_key: 'business_standard', business_id: business.id },
      },
      owner,
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const created = requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(created.method).toBe('POST');
    expect(Object.fromEntries(created.body)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_std',
      'line_items[0][quantity]': '1',
      success_url: `${t.config.publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.publicUrl}/subscription/canceled`,
      client_reference_id: owner.id,
      'subscription_data[metadata][user_id]': owner.id,
      'subscription_data[metadata][business_id]': business.id,
      'subscription_data[metadata][plan_key]': 'business_standard',
    });
    metadata = {
      user_id: owner.id,
      subject: 'business',
      business_id: business.id,
      plan_key: 'business_standard',
    };

    // checkout.session.completed: the subscription is read back from Stripe, with its card.
    const completed = signed({
      id: 'evt_checkout_1',
      object: 'event',
      type: 'checkout.session.completed',
      // A minute ago: the cancel below answers a newer state, which wins.
      created: Math.floor(Date.now() / 1000) - 60,
      data: { object: { id: 'cs_test_1', object: 'checkout.session', subscription: 'sub_stripe_1' } },
    });
    // Stripe returns the person to /subscription/success?session_id=cs_test_1, maybe before its webhook.
    const sessionSubscription = (as: typeof owner) =>
      t.inject({ method: 'GET', url: '/api/ordering/subscriptions/checkout/cs_test_1' }, as);
    expect((await sessionSubscription(owner)).json()).toEqual({ state: 'pending' });
    const webhook = await t.inject({
      method: 'POST',
      url: '/api/ordering/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': completed.signature },
      payload: completed.payload,
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    const retrieve = requests.find((r) => r.method === 'GET' && r.path === '/v1/subscriptions/sub_stripe_1')!;
    expect([...retrieve.body.values()]).toEqual(['default_payment_method']);
    // The completion recorded the session: the success page finds what it bought, only its buyer.
    const confirmed = await sessionSubscription(owner);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      state: 'confirmed',
      subscription: { business_id: business.id, plan_key: 'business_standard', payment_method_last4: '8431' },
    });
    expect((await sessionSubscription(await insertUser(t.db))).statusCode).toBe(404);

    const [mine] = (await t.inject({ method: 'GET', url: '/api/ordering/subscriptions' }, owner)).json()
      .subscriptions;
    expect(mine).toMatchObject({
      business_id: business.id,
      plan_key: 'business_standard',
      active: true,
      cancel_at_period_end: false,
      current_period_end: new Date(1_900_000_000_000).toISOString(),
      payment_method_brand: 'amex',
      payment_method_last4: '8431',
    });

    const cancel = await t.inject(
      { method: 'POST', url: `/api/ordering/subscriptions/${mine.id}/cancel` },
      owner,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().subscription).toMatchObject({ active: true, cancel_at_period_end: true });
    const update = requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_stripe_1')!;
    expect(update.body.get('cancel_at_period_end')).toBe('true');
  });
});

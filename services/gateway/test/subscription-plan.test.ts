import { insertBusiness, insertCity } from '@cerca/db-testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * The subscriptions table is the only truth for the plan: a subscription bought through the
 * ordering service (local provider, signed events through the webhook) changes the limits the
 * discovery service applies, and a cancellation at the period end keeps them until it is over.
 */
let test: TestGateway;
let gateway: FastifyInstance;
let token: string;
let businessId: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  gateway.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const plan = async () => (await call('GET', `/api/discovery/businesses/${businessId}/plan`)).json();

beforeAll(async () => {
  test = await startTestGateway({ name: 'subscription-plan' });
  gateway = test.app;
  const email = `plan-${Date.now()}@suscripcion.test`;
  const password = 'suscripcion-segura-2026';
  const signup = await gateway.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password },
  });
  expect(signup.statusCode, signup.body).toBe(200);
  const city = await insertCity(test.database.db, { name: 'Ciudad Plan' });
  // Past its 5-day trial, so the Basic limits apply.
  const business = await insertBusiness(test.database.db, {
    ownerId: signup.json().user.id,
    cityId: city.id,
    created_at: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000),
  });
  businessId = business.id;
  const signIn = await gateway.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password },
  });
  token = signIn.json().access_token;
});

afterAll(async () => {
  await test?.close();
});

describe('a subscription sets the plan limits of the business', () => {
  it('goes from Basic to Standard when paid, and stays Standard when cancelled at the period end', async () => {
    expect(await plan()).toMatchObject({
      plan: 'basic',
      trial_days_left: 0,
      posts_limit: 3,
      messaging: false,
    });

    const checkout = await call('POST', '/api/ordering/subscriptions/checkout', {
      plan_key: 'business_standard',
      business_id: businessId,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const session = new URL(checkout.json().url, 'http://x').searchParams.get('session');
    // Not paid yet: still Basic.
    expect((await plan()).plan).toBe('basic');
    const paid = await call('POST', `/api/ordering/payments/local/checkouts/${session}/pay`, {
      card_number: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await plan()).toMatchObject({
      plan: 'standard',
      posts_limit: null,
      highlights_limit: null,
      messaging: true,
    });

    const [subscription] = (await call('GET', '/api/ordering/subscriptions')).json().subscriptions;
    const cancel = await call('POST', `/api/ordering/subscriptions/${subscription.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await plan()).plan).toBe('standard');
  });
});

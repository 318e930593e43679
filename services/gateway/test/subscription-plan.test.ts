import { insertCity } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessOwner, pastTrialOwner, planOf } from './business-owners';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * The subscriptions table is the only truth for the plan: a subscription bought through the
 * ordering service (local provider, signed events through the webhook) changes the limits the
 * discovery service applies, and a cancellation at the period end keeps them until it is over.
 */
let test: TestGateway;
let owner: BusinessOwner;

beforeAll(async () => {
  test = await startTestGateway({ name: 'subscription-plan' });
  const city = await insertCity(test.database.db, { name: 'Ciudad Plan' });
  // Past its 5-day trial, so the Basic limits apply.
  owner = await pastTrialOwner(test, city.id, 'plan');
});

afterAll(async () => {
  await test?.close();
});

describe('a subscription sets the plan limits of the business', () => {
  it('goes from Basic to Standard when paid, and stays Standard when cancelled at the period end', async () => {
    expect(await planOf(owner)).toMatchObject({
      plan: 'basic',
      trial_days_left: 0,
      posts_limit: 3,
      messaging: false,
    });

    const checkout = await owner.call('POST', '/api/ordering/subscriptions/checkout', {
      plan_key: 'business_standard',
      business_id: owner.businessId,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const session = new URL(checkout.json().url, 'http://x').searchParams.get('session');
    // Not paid yet: still Basic.
    expect((await planOf(owner)).plan).toBe('basic');
    const paid = await owner.call('POST', `/api/ordering/payments/local/checkouts/${session}/pay`, {
      card_number: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await planOf(owner)).toMatchObject({
      plan: 'standard',
      posts_limit: null,
      highlights_limit: null,
      messaging: true,
    });

    const [subscription] = (await owner.call('GET', '/api/ordering/subscriptions')).json().subscriptions;
    const cancel = await owner.call('POST', `/api/ordering/subscriptions/${subscription.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await planOf(owner)).plan).toBe('standard');
  });
});

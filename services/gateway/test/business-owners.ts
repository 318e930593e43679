import { insertBusiness } from '@cerca/db-testing';
import { expect } from 'vitest';
import { signedIn } from './accounts';
import type { TestGateway } from './test-gateway';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A signed-in owner of a business in the city that is past its 5-day trial, so only a
 * subscription lifts the Basic limits; and a way to call as them.
 */
export async function pastTrialOwner(test: TestGateway, cityId: string, label = 'duenio') {
  const account = await signedIn(test.app, label);
  const business = await insertBusiness(test.database.db, {
    ownerId: account.id,
    cityId,
    created_at: new Date(Date.now() - 10 * DAY),
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    test.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${account.token}` },
      ...(payload ? { payload } : {}),
    });
  return { userId: account.id, businessId: business.id, call };
}

export type BusinessOwner = Awaited<ReturnType<typeof pastTrialOwner>>;

/** The business's plan and its limits, as the owner reads them. */
export const planOf = async (owner: BusinessOwner) =>
  (await owner.call('GET', `/api/discovery/businesses/${owner.businessId}/plan`)).json();

/** Buys Standard for the business through the local checkout page, as its owner. */
export async function buyStandard(owner: BusinessOwner): Promise<void> {
  const checkout = await owner.call('POST', '/api/ordering/subscriptions/checkout', {
    plan_key: 'business_standard',
    business_id: owner.businessId,
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const session = new URL(checkout.json().url, 'http://x').searchParams.get('session');
  const paid = await owner.call('POST', `/api/ordering/payments/local/checkouts/${session}/pay`, {
    card_number: '4242424242424242',
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

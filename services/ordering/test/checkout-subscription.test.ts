import { insertBusiness, insertUser, type TestUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { type LocalSubscriptionObject, localEvent } from '../src/payments/local';
import { LOCAL_SIGNATURE_HEADER, signLocalPayload } from '../src/payments/local-signature';
import { orderingService } from '../src/plugin';

/**
 * /subscription/success?session_id=… asks GET /api/ordering/subscriptions/checkout/:session_id for
 * the subscription that checkout bought, recorded when checkout.session.completed is processed
 * (the Stripe provider's side is in stripe-checkout.test.ts).
 */
const t = useServiceTest([orderingService]);
/** The app's local payments secret (the test config sets one; the code has no default). */
const secret = () => t.config.payments.localWebhookSecret!;

const checkout = async (payload: object, as: TestCaller) => {
  const response = await t.inject(
    { method: 'POST', url: '/api/ordering/subscriptions/checkout', payload },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().url, 'http://x').searchParams.get('session')!;
};
const pay = (session: string, as: TestCaller, card = '4242 4242 4242 4242') =>
  t.inject(
    {
      method: 'POST',
      url: `/api/ordering/payments/local/checkouts/${session}/pay`,
      payload: { card_number: card },
    },
    as,
  );
const bought = (session: string, as?: TestCaller) =>
  t.inject({ method: 'GET', url: `/api/ordering/subscriptions/checkout/${session}` }, as);
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

async function ownerWithBusiness() {
  const owner = await insertUser(t.db, { userType: 'business' });
  const business = await insertBusiness(t.db, { ownerId: owner.id, name: 'Tortas de Prueba' });
  return { owner, business };
}

function subscriptionObject(
  owner: TestUser,
  businessId: string,
  overrides: Partial<LocalSubscriptionObject> = {},
) {
  return {
    id: `sub_local_${businessId}`,
    customer: `cus_local_${owner.id}`,
    status: 'active',
    price_id: 'price_local_business_premium',
    current_period_end: 1_900_000_000,
    cancel_at_period_end: false,
    payment_method: { brand: 'visa', last4: '4242' },
    metadata: {
      user_id: owner.id,
      subject: 'business',
      business_id: businessId,
      plan_key: 'business_premium',
    },
    ...overrides,
  } satisfies LocalSubscriptionObject;
}

describe('GET /api/ordering/subscriptions/checkout/:session_id (local provider)', () => {
  it('answers pending before the payment, then the subscription that session bought, with its card', async () => {
    const { owner, business } = await ownerWithBusiness();
    const session = await checkout({ plan_key: 'business_standard', business_id: business.id }, owner);
    const pending = await bought(session, owner);
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toEqual({ state: 'pending' });

    const paid = await pay(session, owner, '5555 5555 5555 4444');
    expect(paid.json()).toEqual({ url: `/subscription/success?session_id=${session}` });
    const response = await bought(session, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      state: 'confirmed',
      subscription: expect.objectContaining({
        business_id: business.id,
        business_name: 'Tortas de Prueba',
        plan_key: 'business_standard',
        active: true,
        cancel_at_period_end: false,
        current_period_end: expect.any(String),
        payment_method_brand: 'mastercard',
        payment_method_last4: '4444',
      }),
    });
    // The session's completion went through the webhook path like Stripe's.
    const events = await t.db
      .selectFrom('payment_events')
      .select(['type', 'processed_at'])
      .where('type', '=', 'checkout.session.completed')
      .where('payload', '@>', { data: { object: { id: session } } })
      .execute();
    expect(events).toEqual([{ type: 'checkout.session.completed', processed_at: expect.any(Date) }]);
  });

  it('names the plan of that session, not the subscription changed last', async () => {
    const { owner, business } = await ownerWithBusiness();
    const personal = await checkout({ plan_key: 'personal_premium' }, owner);
    expect((await pay(personal, owner)).statusCode).toBe(200);
    const standard = await checkout({ plan_key: 'business_standard', business_id: business.id }, owner);
    expect((await pay(standard, owner)).statusCode).toBe(200);

    expect((await bought(personal, owner)).json().subscription).toMatchObject({
      subject: 'personal',
      plan_key: 'personal_premium',
    });
    expect((await bought(standard, owner)).json().subscription).toMatchObject({
      subject: 'business',
      plan_key: 'business_standard',
    });
  });

  it("refuses another person's session, visitors and ids that are not a session's", async () => {
    const { owner, business } = await ownerWithBusiness();
    const session = await checkout({ plan_key: 'business_standard', business_id: business.id }, owner);
    await pay(session, owner);
    const stranger = await insertUser(t.db);
    const refused = await bought(session, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      code: 'subscription_not_found',
      message: 'Suscripción no encontrada',
    });
    expect((await bought(session)).statusCode).toBe(401);
    expect((await bought('sub_local_1', owner)).statusCode).toBe(400);
    expect((await bought(`${session}%27`, owner)).statusCode).toBe(400);
  });

  it('records the session even when its completion arrives after newer events, keeping the newer state', async () => {
    const { owner, business } = await ownerWithBusiness();
    const at = (seconds: number) => new Date(seconds * 1000);
    const cancelling = subscriptionObject(owner, business.id, {
      cancel_at_period_end: true,
      payment_method: null,
    });
    await webhook(localEvent('customer.subscription.updated', cancelling, at(1_800_000_060)));
    const completed = {
      id: 'cs_local_late_completion',
      object: 'checkout.session' as const,
      subscription: subscriptionObject(owner, business.id),
    };
    const late = localEvent('checkout.session.completed', completed, at(1_800_000_000));
    expect((await webhook(late)).statusCode).toBe(200);

    const response = await bought(completed.id, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({
      plan_key: 'business_premium',
      cancel_at_period_end: true,
      payment_method_brand: null,
    });
    // A replay of another session's completion does not move the recorded one.
    const other = localEvent(
      'checkout.session.completed',
      { ...completed, id: 'cs_local_other' },
      at(1_800_000_100),
    );
    expect((await webhook(other)).statusCode).toBe(200);
    expect((await bought(completed.id, owner)).statusCode).toBe(200);
    expect((await bought('cs_local_other', owner)).statusCode).toBe(202);
  });
});

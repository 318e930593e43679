import { randomBytes } from 'node:crypto';
import { insertBusiness, insertUser } from '@cerca/db-testing';
import { loadConfig } from '@cerca/service-kit';
import { useServiceTest } from '@cerca/service-kit/testing';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signLocalPayload } from '../src/payments/local-signature';
import { orderingService } from '../src/plugin';

const WEBHOOK_SECRET = 'whsec_cerca_test_secret';
const PRICES = {
  business_standard: 'price_std',
  business_premium: 'price_prem',
  personal_premium: 'price_pers',
};
const payments = {
  ...loadConfig({ NODE_ENV: 'test' }).payments,
  provider: 'stripe' as const,
  stripeWebhookSecret: WEBHOOK_SECRET,
  stripePriceIds: PRICES,
};
const t = useServiceTest([orderingService], { config: { payments } });
const stripe = new Stripe('sk_test_unused');

const webhook = (body: string, signature?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/ordering/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: body,
  });
/** A webhook request signed as Stripe signs it (the SDK's own test helper). */
const signed = (event: object) => {
  const payload = JSON.stringify(event);
  return [payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })] as const;
};

let counter = 0;
function subscriptionEvent(
  type: string,
  created: number,
  ids: { userId: string; businessId: string },
  overrides: Record<string, unknown> = {},
) {
  counter += 1;
  return {
    id: `evt_test_${counter}_${Date.now()}`,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: `sub_test_${ids.businessId}`,
        object: 'subscription',
        customer: 'cus_test_1',
        status: 'active',
        cancel_at_period_end: false,
        default_payment_method: {
          id: 'pm_1',
          object: 'payment_method',
          card: { brand: 'visa', last4: '1881' },
        },
        items: {
          object: 'list',
          data: [{ id: 'si_1', price: { id: 'price_prem' }, current_period_end: 1_900_000_000 }],
        },
        metadata: {
          user_id: ids.userId,
          subject: 'business',
          business_id: ids.businessId,
          plan_key: 'business_premium',
        },
        ...overrides,
      },
    },
  };
}

async function ownerWithBusiness() {
  const owner = await insertUser(t.db, { userType: 'business' });
  const business = await insertBusiness(t.db, { ownerId: owner.id });
  return { owner, business, ids: { userId: owner.id, businessId: business.id } };
}

const stored = async (businessId: string) =>
  t.db
    .selectFrom('subscriptions')
    .select([
      'provider',
      'plan_key',
      'price_id',
      'status',
      'cancel_at_period_end',
      'current_period_end',
      'payment_method_brand',
      'payment_method_last4',
    ])
    .where('business_id', '=', businessId)
    .execute();

describe('POST /api/ordering/payments/webhook (Stripe)', () => {
  it('writes the subscription of a validly signed Stripe event, plan from the configured price id', async () => {
    const { business, ids } = await ownerWithBusiness();
    const response = await webhook(
      ...signed(subscriptionEvent('customer.subscription.created', 1_800_000_000, ids)),
    );
    expect(response.statusCode).toBe(200);
    expect(await stored(business.id)).toEqual([
      {
        provider: 'stripe',
        plan_key: 'business_premium',
        price_id: 'price_prem',
        status: 'active',
        cancel_at_period_end: false,
        current_period_end: new Date(1_900_000_000_000),
        payment_method_brand: 'visa',
        payment_method_last4: '1881',
      },
    ]);
  });

  it('refuses a tampered or missing signature, or a local one, and writes nothing', async () => {
    const { business, ids } = await ownerWithBusiness();
    const [body, signature] = signed(subscriptionEvent('customer.subscription.created', 1_800_000_000, ids));
    for (const response of [
      await webhook(body.replace('"active"', '"trialing"'), signature),
      await webhook(body),
      await webhook(body, stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' })),
      await t.inject({
        method: 'POST',
        url: '/api/ordering/payments/webhook',
        headers: { 'content-type': 'application/json', 'cerca-signature': signature },
        payload: body,
      }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_signature',
        message: 'La firma del evento de pago no es válida.',
      });
    }
    expect(await stored(business.id)).toEqual([]);
  });

  it('refuses an authentic event for a business its user does not own, or for an unknown plan (200, recorded)', async () => {
    const { owner, business, ids } = await ownerWithBusiness();
    const stranger = await insertUser(t.db, { userType: 'business' });
    const notOwned = subscriptionEvent('customer.subscription.created', 1_800_000_000, {
      userId: stranger.id,
      businessId: business.id,
    });
    // A price we do not sell and a plan key that is not ours: no plan to give.
    const unknownPlan = subscriptionEvent('customer.subscription.created', 1_800_000_000, ids, {
      id: `sub_test_unknown_${business.id}`,
      items: {
        object: 'list',
        data: [{ id: 'si_2', price: { id: 'price_other' }, current_period_end: 1_900_000_000 }],
      },
      metadata: {
        user_id: owner.id,
        subject: 'business',
        business_id: business.id,
        plan_key: 'business_unlimited',
      },
    });
    for (const event of [notOwned, unknownPlan]) {
      const response = await webhook(...signed(event));
      // Acknowledged, so Stripe does not retry for days what would be refused again.
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await stored(business.id)).toEqual([]);
    const refusals = await t.db
      .selectFrom('payment_events')
      .select(['event_id', 'refusal'])
      .where('event_id', 'in', [notOwned.id, unknownPlan.id])
      .orderBy('refusal')
      .execute();
    expect(refusals).toEqual([
      { event_id: notOwned.id, refusal: 'business_not_owned' },
      { event_id: unknownPlan.id, refusal: 'unknown_plan' },
    ]);
  });

  it('ignores a replayed event and an older one arriving late', async () => {
    const { business, ids } = await ownerWithBusiness();
    const created = subscriptionEvent('customer.subscription.created', 1_800_000_000, ids);
    const updated = subscriptionEvent('customer.subscription.updated', 1_800_000_060, ids, {
      cancel_at_period_end: true,
      default_payment_method: 'pm_1',
    });
    const deleted = subscriptionEvent('customer.subscription.deleted', 1_800_000_120, ids, {
      status: 'canceled',
    });
    await webhook(...signed(updated));
    await webhook(...signed(created));
    expect(await stored(business.id)).toEqual([
      expect.objectContaining({ status: 'active', cancel_at_period_end: true, payment_method_brand: null }),
    ]);
    await webhook(...signed(deleted));
    expect((await webhook(...signed(updated))).statusCode).toBe(200);
    expect((await webhook(...signed(created))).statusCode).toBe(200);
    expect(await stored(business.id)).toEqual([expect.objectContaining({ status: 'canceled' })]);
    const events = await t.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', 'in', [created.id, updated.id, deleted.id])
      .execute();
    expect(events).toHaveLength(3);
  });

  it('answers the spec text when Stripe is not configured for checkout', async () => {
    const { owner, business } = await ownerWithBusiness();
    const response = await t.inject(
      {
        method: 'POST',
        url: '/api/ordering/subscriptions/checkout',
        payload: { plan_key: 'business_standard', business_id: business.id },
      },
      owner,
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'checkout_failed',
      message: 'No se pudo crear la sesión de checkout',
    });
    // The local checkout does not exist under Stripe.
    const local = await t.inject(
      { method: 'GET', url: '/api/ordering/payments/local/checkouts/cs_local_x' },
      owner,
    );
    expect(local.statusCode).toBe(404);
  });

  it('has no local billing clock: stripe.com ends and renews Stripe subscriptions', async () => {
    const tick = await t.inject({
      method: 'POST',
      url: '/api/ordering/payments/local/period-ends',
      // Whatever secret signs it: under Stripe there is no clock to call.
      headers: { 'cerca-signature': signLocalPayload(randomBytes(32).toString('hex'), '') },
    });
    expect(tick.statusCode).toBe(404);
  });
});

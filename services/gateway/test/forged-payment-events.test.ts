import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { insertCity } from '@cerca/db-testing';
import { LOCAL_PAYMENTS_SECRET_FILE } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessOwner, buyStandard, pastTrialOwner, planOf } from './business-owners';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * Issue 21, forged payment events, as an attacker calls the app started like `npm start` (local
 * payments): the local payments secret used to fall back to a constant written in the code, so
 * anyone could sign subscription events and billing clock ticks with it; and an event signed with
 * the real secret was believed whatever business and plan it named.
 */
const FORMER_DEFAULT = 'cerca-local-payments-development-secret';
const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;

let test: TestGateway;
let gateway: FastifyInstance;
let cityId: string;

/** What an attacker writes to sign a body as the local provider does (`t=…,v1=HMAC("t.body")`). */
function signature(secret: string, body: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The secret the running app generated on first start and keeps in its storage folder. */
const keptSecret = () =>
  readFileSync(path.join(test.webRoot, '.storage', LOCAL_PAYMENTS_SECRET_FILE), 'utf8').trim();

const postWebhook = (body: string, secret: string) =>
  gateway.inject({
    method: 'POST',
    url: '/api/ordering/payments/webhook',
    headers: { 'content-type': 'application/json', 'cerca-signature': signature(secret, body) },
    payload: body,
  });

const subscriptionsOf = (businessId: string) =>
  test.database.db
    .selectFrom('subscriptions')
    .select(['provider_subscription_id', 'plan_key', 'status', 'current_period_end'])
    .where('business_id', '=', businessId)
    .execute();

/** A Stripe-shaped local subscription event, as the local checkout sends them. */
function subscriptionEvent(
  type: 'customer.subscription.created' | 'customer.subscription.deleted',
  metadata: { user_id: string; business_id: string; plan_key: string },
  subscriptionId = `sub_local_forged_${crypto.randomUUID()}`,
) {
  return JSON.stringify({
    id: `evt_local_${crypto.randomUUID()}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: subscriptionId,
        customer: `cus_local_${metadata.user_id}`,
        status: type === 'customer.subscription.deleted' ? 'canceled' : 'active',
        price_id: `price_local_${metadata.plan_key}`,
        current_period_end: Math.floor(Date.now() / 1000) + TEN_YEARS_S,
        cancel_at_period_end: false,
        payment_method: { brand: 'visa', last4: '4242' },
        metadata: { ...metadata, subject: 'business' },
      },
    },
  });
}

/** Buys Standard through the local checkout page, as its owner; the subscription's row. */
async function subscribe(someone: BusinessOwner) {
  await buyStandard(someone);
  const [row] = await subscriptionsOf(someone.businessId);
  return row!;
}

const refusalOf = async (body: string) =>
  (
    await test.database.db
      .selectFrom('payment_events')
      .select('refusal')
      .where('event_id', '=', JSON.parse(body).id)
      .executeTakeFirst()
  )?.refusal;

beforeAll(async () => {
  test = await startTestGateway({ name: 'forged-payment-events' });
  gateway = test.app;
  cityId = (await insertCity(test.database.db, { name: 'Ciudad Pagos' })).id;
});

afterAll(async () => {
  await test?.close();
});

describe('payment events signed with the former default secret', () => {
  it('cannot give a business a plan for ten years (400, nothing written)', async () => {
    const victim = await pastTrialOwner(test, cityId);
    const body = subscriptionEvent('customer.subscription.created', {
      user_id: victim.userId,
      business_id: victim.businessId,
      plan_key: 'business_premium',
    });
    const response = await postWebhook(body, FORMER_DEFAULT);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_signature',
      message: 'La firma del evento de pago no es válida.',
    });
    expect(await subscriptionsOf(victim.businessId)).toEqual([]);
    expect((await planOf(victim)).plan).toBe('basic');
  });

  it("cannot end someone's subscription (400, still active)", async () => {
    const victim = await pastTrialOwner(test, cityId);
    const paid = await subscribe(victim);
    expect((await planOf(victim)).plan).toBe('standard');
    const body = subscriptionEvent(
      'customer.subscription.deleted',
      { user_id: victim.userId, business_id: victim.businessId, plan_key: 'business_standard' },
      paid.provider_subscription_id!,
    );
    const response = await postWebhook(body, FORMER_DEFAULT);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('invalid_signature');
    expect(await subscriptionsOf(victim.businessId)).toEqual([paid]);
    expect((await planOf(victim)).plan).toBe('standard');
  });

  it('cannot tick the billing clock (400, a due subscription stays as it is)', async () => {
    const victim = await pastTrialOwner(test, cityId);
    const paid = await subscribe(victim);
    const cancel = await victim.call(
      'POST',
      `/api/ordering/subscriptions/${(await victim.call('GET', '/api/ordering/subscriptions')).json().subscriptions[0].id}/cancel`,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await test.database.db
      .updateTable('subscriptions')
      .set({ current_period_end: new Date(Date.now() - 60_000) })
      .where('provider_subscription_id', '=', paid.provider_subscription_id)
      .execute();
    const before = await subscriptionsOf(victim.businessId);
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/ordering/payments/local/period-ends',
      headers: { 'cerca-signature': signature(FORMER_DEFAULT, '') },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('invalid_signature');
    expect(await subscriptionsOf(victim.businessId)).toEqual(before);
    expect(before[0]!.status).toBe('active');
  });
});

describe('payment events signed with the real secret', () => {
  it('the secret is generated for this machine, not the former default', () => {
    expect(keptSecret()).not.toBe(FORMER_DEFAULT);
    expect(keptSecret().length).toBeGreaterThanOrEqual(32);
  });

  it("cannot give a plan to a business of someone else's: recorded as refused, nothing written", async () => {
    const victim = await pastTrialOwner(test, cityId);
    const attacker = await pastTrialOwner(test, cityId);
    const body = subscriptionEvent('customer.subscription.created', {
      user_id: attacker.userId,
      business_id: victim.businessId,
      plan_key: 'business_premium',
    });
    const response = await postWebhook(body, keptSecret());
    // Authentic but refused: acknowledged (no provider retries), recorded for the operator.
    expect(response.statusCode, response.body).toBe(200);
    expect(await subscriptionsOf(victim.businessId)).toEqual([]);
    expect((await planOf(victim)).plan).toBe('basic');
    expect(await refusalOf(body)).toBe('business_not_owned');
  });

  it('cannot give a plan that does not exist: recorded as refused, nothing written', async () => {
    const someone = await pastTrialOwner(test, cityId);
    const body = subscriptionEvent('customer.subscription.created', {
      user_id: someone.userId,
      business_id: someone.businessId,
      plan_key: 'business_unlimited',
    });
    const response = await postWebhook(body, keptSecret());
    expect(response.statusCode, response.body).toBe(200);
    expect(await subscriptionsOf(someone.businessId)).toEqual([]);
    expect((await planOf(someone)).plan).toBe('basic');
    expect(await refusalOf(body)).toBe('unknown_plan');
  });
});

import { insertBusiness, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createPayments } from '../src/payments';
import { type LocalSubscriptionObject, localEvent } from '../src/payments/local';
import { signLocalPayload } from '../src/payments/local-signature';
import { orderingService } from '../src/plugin';

/**
 * The one processing path of both providers' events refuses, records and logs an authentic event
 * whose metadata is not true: a business of someone else, or a plan that is not ours. (Stripe's
 * side is in stripe-webhook.test.ts; the attacker's view through the gateway in
 * services/gateway/test/forged-payment-events.test.ts.)
 */
const t = useServiceTest([orderingService]);

function paymentsWithLog() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const log = {
    warn(details: Record<string, unknown>, message: string) {
      warnings.push({ details, message });
    },
  };
  const payments = createPayments({ config: t.config, db: t.db, redis: t.redis }, log);
  return { payments, warnings };
}

async function people() {
  const owner = await insertUser(t.db, { userType: 'business' });
  const business = await insertBusiness(t.db, { ownerId: owner.id });
  const stranger = await insertUser(t.db, { userType: 'business' });
  return { owner, business, stranger };
}

function created(metadata: LocalSubscriptionObject['metadata'], id = `sub_local_${crypto.randomUUID()}`) {
  const object: LocalSubscriptionObject = {
    id,
    customer: `cus_local_${metadata.user_id}`,
    status: 'active',
    price_id: `price_local_${metadata.plan_key}`,
    current_period_end: Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 3600,
    cancel_at_period_end: false,
    payment_method: { brand: 'visa', last4: '4242' },
    metadata,
  };
  const body = JSON.stringify(localEvent('customer.subscription.created', object));
  return {
    id: JSON.parse(body).id as string,
    body: Buffer.from(body),
    signature: signLocalPayload(t.config.payments.localWebhookSecret!, body),
  };
}

const eventRow = (eventId: string) =>
  t.db
    .selectFrom('payment_events')
    .select(['refusal', 'processed_at'])
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
const subscriptionsOf = (column: 'business_id' | 'user_id', id: string) =>
  t.db.selectFrom('subscriptions').select('id').where(column, '=', id).execute();

describe('authentic payment events with untrue metadata', () => {
  it('refuses a business plan for a business the user does not own: recorded, logged, nothing written', async () => {
    const { business, stranger } = await people();
    const { payments, warnings } = paymentsWithLog();
    const event = created({
      user_id: stranger.id,
      subject: 'business',
      business_id: business.id,
      plan_key: 'business_premium',
    });
    expect(await payments.receive(event.body, event.signature)).toBe('refused');
    expect(await subscriptionsOf('business_id', business.id)).toEqual([]);
    expect(await eventRow(event.id)).toMatchObject({
      refusal: 'business_not_owned',
      processed_at: expect.any(Date),
    });
    expect(warnings).toEqual([
      {
        details: expect.objectContaining({
          eventId: event.id,
          refusal: 'business_not_owned',
          userId: stranger.id,
          businessId: business.id,
        }),
        message: expect.stringContaining('payment event refused'),
      },
    ]);
    // A replay stays refused: it is a duplicate of a recorded event.
    expect(await payments.receive(event.body, event.signature)).toBe('duplicate');
    expect(await subscriptionsOf('business_id', business.id)).toEqual([]);
  });

  it('refuses a plan that is not ours, or not one for the subject', async () => {
    const { owner, business } = await people();
    const { payments, warnings } = paymentsWithLog();
    for (const metadata of [
      { user_id: owner.id, subject: 'business', business_id: business.id, plan_key: 'business_unlimited' },
      { user_id: owner.id, subject: 'personal', business_id: '', plan_key: 'business_premium' },
      { user_id: owner.id, subject: 'business', business_id: business.id, plan_key: 'personal_premium' },
    ] as const) {
      const event = created(metadata);
      expect(await payments.receive(event.body, event.signature)).toBe('refused');
      expect((await eventRow(event.id)).refusal).toBe('unknown_plan');
    }
    expect(warnings.map(({ details }) => details.refusal)).toEqual([
      'unknown_plan',
      'unknown_plan',
      'unknown_plan',
    ]);
    expect(await subscriptionsOf('user_id', owner.id)).toEqual([]);
  });

  it('still writes the owner’s own plan', async () => {
    const { owner, business } = await people();
    const { payments, warnings } = paymentsWithLog();
    const event = created({
      user_id: owner.id,
      subject: 'business',
      business_id: business.id,
      plan_key: 'business_standard',
    });
    expect(await payments.receive(event.body, event.signature)).toBe('processed');
    expect(await subscriptionsOf('business_id', business.id)).toHaveLength(1);
    expect(await eventRow(event.id)).toMatchObject({ refusal: null, processed_at: expect.any(Date) });
    expect(warnings).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from '@cerca/db';
import { insertBusiness, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createPayments } from '../src/payments';
import { oneMonthAfter } from '../src/payments/local';
import { LOCAL_SIGNATURE_HEADER, signLocalPayload } from '../src/payments/local-signature';
import { orderingService } from '../src/plugin';

const t = useServiceTest([orderingService]);
/** The app's local payments secret (the test config sets one; the code has no default). */
const secret = () => t.config.payments.localWebhookSecret!;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const silent = { warn() {} };

/** A tick signed as the jobs service signs it; null sends none. */
const tick = (signature: string | null = signLocalPayload(secret(), '')) =>
  t.inject({
    method: 'POST',
    url: '/api/ordering/payments/local/period-ends',
    headers: signature ? { [LOCAL_SIGNATURE_HEADER]: signature } : {},
  });
/** Events carry times in unix seconds. */
const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A business subscription as earlier events left it (provider, period end, cancellation). */
async function subscription(options: { provider?: string; periodEnd: Date; cancelAtPeriodEnd?: boolean }) {
  const owner = await insertUser(t.db, { userType: 'business' });
  const business = await insertBusiness(t.db, { ownerId: owner.id });
  const provider = options.provider ?? 'local';
  return t.db
    .insertInto('subscriptions')
    .values({
      user_id: owner.id,
      subject: 'business',
      business_id: business.id,
      provider,
      provider_customer_id: `cus_${provider}_${owner.id}`,
      provider_subscription_id: `sub_${provider}_${randomUUID()}`,
      price_id: `price_${provider}_business_standard`,
      plan_key: 'business_standard',
      status: 'active',
      current_period_end: options.periodEnd,
      cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
      provider_event_at: new Date(Date.now() - 20 * DAY),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const stored = (id: string) =>
  t.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The events recorded for one subscription, by type. */
async function eventsOf(providerSubscriptionId: string) {
  const rows = await t.db
    .selectFrom('payment_events')
    .select(['event_id', 'type', 'processed_at'])
    .where('provider', '=', 'local')
    .where(sql<string>`payload->'data'->'object'->>'id'`, '=', providerSubscriptionId)
    .execute();
  return rows;
}

describe('POST /api/ordering/payments/local/period-ends', () => {
  it('refuses a tick without the local signature, and changes nothing', async () => {
    const due = await subscription({ periodEnd: new Date(Date.now() - HOUR), cancelAtPeriodEnd: true });
    for (const signature of [null, signLocalPayload('another-secret', ''), 't=1,v1=00']) {
      const response = await tick(signature);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('invalid_signature');
    }
    expect((await stored(due.id)).status).toBe('active');
    expect(await eventsOf(due.provider_subscription_id!)).toEqual([]);
    // The next tests count what one tick does.
    await t.db.deleteFrom('subscriptions').where('id', '=', due.id).execute();
  });

  it('ends cancelled subscriptions and renews the others once, leaving Stripe and current ones alone', async () => {
    const periodEnd = new Date(Date.now() - HOUR);
    const cancelled = await subscription({ periodEnd, cancelAtPeriodEnd: true });
    const renewing = await subscription({ periodEnd });
    const stripe = await subscription({ provider: 'stripe', periodEnd, cancelAtPeriodEnd: true });
    const current = await subscription({
      periodEnd: new Date(Date.now() + 5 * DAY),
      cancelAtPeriodEnd: true,
    });

    const first = await tick();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ ended: 1, renewed: 1, more: false });

    const ended = await stored(cancelled.id);
    expect(ended).toMatchObject({
      status: 'canceled',
      cancel_at_period_end: true,
      payment_method_last4: '4242',
    });
    expect(toSeconds(ended.current_period_end!)).toBe(toSeconds(periodEnd));
    const renewed = await stored(renewing.id);
    expect(renewed).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      payment_method_brand: 'visa',
    });
    expect(toSeconds(renewed.current_period_end!)).toBe(toSeconds(oneMonthAfter(periodEnd)));
    expect(await stored(stripe.id)).toEqual(stripe);
    expect(await stored(current.id)).toEqual(current);

    // Another tick finds nothing due, and nothing was sent twice.
    expect((await tick()).json()).toMatchObject({ ended: 0, renewed: 0, more: false });
    const endEvents = await eventsOf(cancelled.provider_subscription_id!);
    expect(endEvents).toHaveLength(1);
    expect(endEvents[0]).toMatchObject({
      type: 'customer.subscription.deleted',
      event_id: `evt_local_end_${cancelled.provider_subscription_id}_${(periodEnd.getTime() / 1000) | 0}`,
    });
    expect(endEvents[0]!.processed_at).not.toBeNull();
    const renewEvents = await eventsOf(renewing.provider_subscription_id!);
    expect(renewEvents.map((event) => event.type)).toEqual(['customer.subscription.updated']);
    expect(await eventsOf(stripe.provider_subscription_id!)).toEqual([]);
  });

  it('yields one event per subscription when two ticks run at once', async () => {
    const periodEnd = new Date(Date.now() - 2 * HOUR);
    const cancelled = await subscription({ periodEnd, cancelAtPeriodEnd: true });
    const renewing = await subscription({ periodEnd });
    const responses = await Promise.all([tick(), tick()]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect((await stored(cancelled.id)).status).toBe('canceled');
    expect((await stored(renewing.id)).current_period_end!.getTime()).toBeGreaterThan(Date.now());
    expect(await eventsOf(cancelled.provider_subscription_id!)).toHaveLength(1);
    expect(await eventsOf(renewing.provider_subscription_id!)).toHaveLength(1);
  });

  it('renews a subscription whose clock stood still for months to its next period end after now', async () => {
    const periodEnd = new Date(Date.now() - 70 * DAY);
    const late = await subscription({ periodEnd });
    expect((await tick()).json()).toMatchObject({ renewed: 1 });
    let next = oneMonthAfter(periodEnd);
    while (next.getTime() <= Date.now()) next = oneMonthAfter(next);
    expect((await stored(late.id)).current_period_end!.getTime()).toBe(
      Math.floor(next.getTime() / 1000) * 1000,
    );
    expect(await eventsOf(late.provider_subscription_id!)).toHaveLength(1);
  });

  it('handles one batch per call and says when more are due', async () => {
    const periodEnd = new Date(Date.now() - 3 * HOUR);
    const first = await subscription({ periodEnd, cancelAtPeriodEnd: true });
    const second = await subscription({ periodEnd, cancelAtPeriodEnd: true });
    const local = createPayments({ config: t.config, db: t.db, redis: t.redis }, silent).local!;
    expect(await local.endDuePeriods(1)).toEqual({ ended: 1, renewed: 0, more: true });
    expect(await local.endDuePeriods(1)).toEqual({ ended: 1, renewed: 0, more: true });
    expect(await local.endDuePeriods(1)).toEqual({ ended: 0, renewed: 0, more: false });
    expect((await stored(first.id)).status).toBe('canceled');
    expect((await stored(second.id)).status).toBe('canceled');
  });
});

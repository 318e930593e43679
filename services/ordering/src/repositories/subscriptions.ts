import type { Subscription } from '@cerca/contracts/subscriptions';
import { type Db, type JsonObject, type PaymentEventRefusal, sql } from '@cerca/db';
import { subscriptionApplies, subscriptionAppliesSql } from '@cerca/plans';
import type { SubscriptionState } from '../payments/provider';
import { LOCAL_SUBSCRIPTION_COLUMNS } from './local-period-ends';

function subscriptionQuery(db: Db) {
  return db
    .selectFrom('subscriptions')
    .leftJoin('businesses', 'businesses.id', 'subscriptions.business_id')
    .select([
      'subscriptions.id',
      'subscriptions.subject',
      'subscriptions.business_id',
      'businesses.name as business_name',
      'subscriptions.plan_key',
      'subscriptions.status',
      'subscriptions.current_period_end',
      'subscriptions.cancel_at_period_end',
      'subscriptions.payment_method_brand',
      'subscriptions.payment_method_last4',
      'subscriptions.updated_at',
      'subscriptions.provider',
      'subscriptions.provider_subscription_id',
    ]);
}

type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof subscriptionQuery>['executeTakeFirstOrThrow']>>;

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    subject: row.subject,
    business_id: row.business_id,
    business_name: row.business_name,
    plan_key: row.plan_key,
    status: row.status,
    active: subscriptionApplies(row),
    current_period_end: row.current_period_end?.toISOString() ?? null,
    cancel_at_period_end: row.cancel_at_period_end,
    payment_method_brand: row.payment_method_brand,
    payment_method_last4: row.payment_method_last4,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The person's subscriptions, last changed first. */
export async function listUserSubscriptions(db: Db, userId: string): Promise<Subscription[]> {
  const rows = await subscriptionQuery(db)
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.updated_at', 'desc')
    .orderBy('subscriptions.id')
    .execute();
  return rows.map(toSubscription);
}

/** One subscription of the person (another person's is not found), with the provider's ids. */
export async function findUserSubscription(db: Db, userId: string, id: string) {
  const row = await subscriptionQuery(db)
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.id', '=', id)
    .executeTakeFirst();
  return row
    ? { subscription: toSubscription(row), provider: row.provider, providerId: row.provider_subscription_id }
    : null;
}

/**
 * The subscription a checkout session bought: `mine` when it is the person's, `other` when it is
 * someone else's (answered as not found), null while its completion has not been processed.
 */
export async function findCheckoutSubscription(
  db: Db,
  userId: string,
  checkoutSessionId: string,
): Promise<{ mine: Subscription } | 'other' | null> {
  const row = await subscriptionQuery(db)
    .select('subscriptions.user_id')
    .where('subscriptions.checkout_session_id', '=', checkoutSessionId)
    .executeTakeFirst();
  if (!row) return null;
  return row.user_id === userId ? { mine: toSubscription(row) } : 'other';
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .select(LOCAL_SUBSCRIPTION_COLUMNS)
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
}

/** Whether the person (or the business) already has this plan active. */
export async function hasActivePlan(
  db: Db,
  userId: string,
  planKey: string,
  businessId: string | null,
): Promise<boolean> {
  let query = db
    .selectFrom('subscriptions')
    .select('id')
    .where('plan_key', '=', planKey)
    .where(subscriptionAppliesSql);
  query = businessId ? query.where('business_id', '=', businessId) : query.where('user_id', '=', userId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The business when the person owns it. */
export async function findOwnedBusiness(db: Db, ownerId: string, businessId: string) {
  return db
    .selectFrom('businesses')
    .select(['id', 'name'])
    .where('id', '=', businessId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export async function findProfileEmail(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('profiles').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

/** Records a webhook event; null when it was already recorded (a replay: do nothing). */
export async function insertPaymentEvent(
  db: Db,
  event: { provider: string; eventId: string; type: string; payload: JsonObject },
): Promise<string | null> {
  const row = await db
    .insertInto('payment_events')
    .values({ provider: event.provider, event_id: event.eventId, type: event.type, payload: event.payload })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function markPaymentEventProcessed(db: Db, id: string): Promise<void> {
  await db.updateTable('payment_events').set({ processed_at: new Date() }).where('id', '=', id).execute();
}

/** Keeps a refused event with its reason: handled (a replay is a duplicate), nothing written. */
export async function markPaymentEventRefused(
  db: Db,
  id: string,
  refusal: PaymentEventRefusal,
): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ processed_at: new Date(), refusal })
    .where('id', '=', id)
    .execute();
}

/** The owner of a business; undefined when there is no such business. */
export async function findBusinessOwner(db: Db, businessId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select('owner_id')
    .where('id', '=', businessId)
    .executeTakeFirst();
  return row?.owner_id;
}

/**
 * Writes a subscription as the provider reported it at `eventAt`. Never goes back in time: a
 * state older than the stored one is ignored, and a canceled subscription stays canceled (it is
 * final at every provider), so events may arrive in any order. Unknown people or businesses
 * (deleted since) are skipped. Answers whether the row changed.
 */
export async function applySubscriptionState(
  db: Db,
  provider: string,
  state: SubscriptionState,
  eventAt: Date,
): Promise<boolean> {
  const owner = await db
    .selectFrom('profiles')
    .select('id')
    .where('id', '=', state.userId)
    .executeTakeFirst();
  if (!owner) return false;
  if (state.subject === 'business') {
    if (!state.businessId) return false;
    const business = await db
      .selectFrom('businesses')
      .select('id')
      .where('id', '=', state.businessId)
      .executeTakeFirst();
    if (!business) return false;
  }
  const result = await db
    .insertInto('subscriptions')
    .values({
      user_id: state.userId,
      subject: state.subject,
      business_id: state.subject === 'business' ? state.businessId : null,
      provider,
      provider_customer_id: state.providerCustomerId,
      provider_subscription_id: state.providerSubscriptionId,
      price_id: state.priceId,
      plan_key: state.planKey,
      status: state.status,
      current_period_end: state.currentPeriodEnd,
      cancel_at_period_end: state.cancelAtPeriodEnd,
      payment_method_brand: state.paymentMethodBrand,
      payment_method_last4: state.paymentMethodLast4,
      provider_event_at: eventAt,
    })
    .onConflict((conflict) =>
      conflict
        .column('provider_subscription_id')
        .doUpdateSet((eb) => ({
          provider_customer_id: sql`coalesce(${eb.ref('excluded.provider_customer_id')}, subscriptions.provider_customer_id)`,
          price_id: sql`coalesce(${eb.ref('excluded.price_id')}, subscriptions.price_id)`,
          plan_key: sql`coalesce(${eb.ref('excluded.plan_key')}, subscriptions.plan_key)`,
          status: eb.ref('excluded.status'),
          current_period_end: sql`coalesce(${eb.ref('excluded.current_period_end')}, subscriptions.current_period_end)`,
          cancel_at_period_end: eb.ref('excluded.cancel_at_period_end'),
          payment_method_brand: sql`coalesce(${eb.ref('excluded.payment_method_brand')}, subscriptions.payment_method_brand)`,
          payment_method_last4: sql`coalesce(${eb.ref('excluded.payment_method_last4')}, subscriptions.payment_method_last4)`,
          provider_event_at: eb.ref('excluded.provider_event_at'),
        }))
        .where((eb) =>
          eb.and([
            eb('subscriptions.status', '<>', 'canceled'),
            eb.or([
              eb('subscriptions.provider_event_at', 'is', null),
              eb('subscriptions.provider_event_at', '<=', eb.ref('excluded.provider_event_at')),
            ]),
          ]),
        ),
    )
    .executeTakeFirst();
  // Apart from the state, which an older event must not overwrite: the session that bought the
  // subscription is a fact whatever arrived first (a newer update or even its cancellation).
  const recorded = state.checkoutSessionId
    ? await db
        .updateTable('subscriptions')
        .set({ checkout_session_id: state.checkoutSessionId })
        .where('provider_subscription_id', '=', state.providerSubscriptionId)
        .where('checkout_session_id', 'is', null)
        .executeTakeFirst()
    : null;
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 || Number(recorded?.numUpdatedRows ?? 0) > 0;
}

import { PLAN_ACTIVE_STATUSES } from '@cerca/contracts/subscriptions';
import type { Db, Subscription } from '@cerca/db';

/** The columns a local subscription's provider events are made from (payments/local.ts), named. */
export const LOCAL_SUBSCRIPTION_COLUMNS = [
  'id',
  'user_id',
  'subject',
  'business_id',
  'provider_customer_id',
  'provider_subscription_id',
  'price_id',
  'plan_key',
  'status',
  'current_period_end',
  'cancel_at_period_end',
] as const;

export type LocalSubscriptionRow = Pick<Subscription, (typeof LOCAL_SUBSCRIPTION_COLUMNS)[number]>;

/**
 * Local-provider subscriptions whose paid period is over at `now` and that still apply (active or
 * trialing), oldest period end first. Stripe rows are never read: stripe.com runs their clock.
 */
export async function findDueLocalSubscriptions(
  db: Db,
  now: Date,
  limit: number,
): Promise<(LocalSubscriptionRow & { current_period_end: Date })[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select(LOCAL_SUBSCRIPTION_COLUMNS)
    .where('provider', '=', 'local')
    .where('provider_subscription_id', 'is not', null)
    .where('status', 'in', [...PLAN_ACTIVE_STATUSES])
    .where('current_period_end', '<=', now)
    .orderBy('current_period_end')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.filter(
    (row): row is LocalSubscriptionRow & { current_period_end: Date } => row.current_period_end !== null,
  );
}

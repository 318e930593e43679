import { type Db, PLAN_ACTIVE_STATUSES, type Subscription } from '@cerca/db';

/**
 * Local-provider subscriptions whose paid period is over at `now` and that still apply (active or
 * trialing), oldest period end first. Stripe rows are never read: stripe.com runs their clock.
 */
export async function findDueLocalSubscriptions(
  db: Db,
  now: Date,
  limit: number,
): Promise<(Subscription & { current_period_end: Date })[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider', '=', 'local')
    .where('provider_subscription_id', 'is not', null)
    .where('status', 'in', [...PLAN_ACTIVE_STATUSES])
    .where('current_period_end', '<=', now)
    .orderBy('current_period_end')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.filter(
    (row): row is Subscription & { current_period_end: Date } => row.current_period_end !== null,
  );
}

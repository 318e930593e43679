import { PLAN_ACTIVE_STATUSES } from '@cerca/contracts/subscriptions';
import { sql } from '@cerca/db';

// When a subscription's plan applies, the one definition every service reads (plan limits,
// premium promotions, the plan panels). Statuses come only from verified payment webhooks; the
// date guard covers the minutes between a cancelled period's end and the event that ends it
// (Stripe's customer.subscription.deleted, or the local provider's period-end sweep).

/** Whether a subscription row's plan applies at `now` (the same rule as subscriptionAppliesSql). */
export function subscriptionApplies(
  row: { status: string; cancel_at_period_end: boolean; current_period_end: Date | null },
  now: Date = new Date(),
): boolean {
  if (!(PLAN_ACTIVE_STATUSES as readonly string[]).includes(row.status)) return false;
  return !(row.cancel_at_period_end && row.current_period_end !== null && row.current_period_end <= now);
}

/** SQL condition on the `subscriptions` table: its plan applies now. The statuses are literals, so the text never changes. */
export const subscriptionAppliesSql = sql<boolean>`(subscriptions.status in (${sql.join(PLAN_ACTIVE_STATUSES.map((status) => sql.lit(status)))})
  and not (subscriptions.cancel_at_period_end and subscriptions.current_period_end is not null
           and subscriptions.current_period_end <= now()))`;

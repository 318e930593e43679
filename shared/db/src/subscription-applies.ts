import { sql } from 'kysely';

// When a subscription's plan applies, the one definition every service reads (plan limits,
// premium promotions, the plan panels). Statuses come only from verified payment webhooks; the
// date guard covers the minutes between a cancelled period's end and the event that ends it
// (Stripe's customer.subscription.deleted, or the local provider's period-end sweep).

/** Statuses under which a plan applies. */
export const PLAN_ACTIVE_STATUSES = ['active', 'trialing'] as const;

/** Whether a subscription row's plan applies at `now` (the same rule as subscriptionAppliesSql). */
export function subscriptionApplies(
  row: { status: string; cancel_at_period_end: boolean; current_period_end: Date | null },
  now: Date = new Date(),
): boolean {
  if (!(PLAN_ACTIVE_STATUSES as readonly string[]).includes(row.status)) return false;
  return !(row.cancel_at_period_end && row.current_period_end !== null && row.current_period_end <= now);
}

/** SQL condition on the `subscriptions` table: its plan applies now. */
export const subscriptionAppliesSql = sql<boolean>`(subscriptions.status in ('active', 'trialing')
  and not (subscriptions.cancel_at_period_end and subscriptions.current_period_end is not null
           and subscriptions.current_period_end <= now()))`;

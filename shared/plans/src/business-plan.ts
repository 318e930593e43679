import { BUSINESS_PLAN_KEYS, TRIAL_DAYS } from '@cerca/contracts/subscriptions';
import { sql } from '@cerca/db';
import { subscriptionAppliesSql } from './subscription-applies';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SQL condition on the `businesses` row in scope: no Basic limit applies to it now. It is in its
 * first TRIAL_DAYS days, or a paid business plan of its own applies (subscriptionAppliesSql). The
 * one definition the plan limits (discovery) and customer messaging (ordering) read; the
 * constants are literals, so the text never changes.
 */
export const businessUnlimitedSql = sql<boolean>`(businesses.created_at > now() - make_interval(days => ${sql.lit(TRIAL_DAYS)})
  or exists (select 1 from subscriptions
             where subscriptions.business_id = businesses.id and subscriptions.subject = 'business'
               and subscriptions.plan_key in (${sql.join(BUSINESS_PLAN_KEYS.map((key) => sql.lit(key)))})
               and ${subscriptionAppliesSql}))`;

/** Whole days of trial left, rounded up (0 once over): the panel shows them while positive. */
export function trialDaysLeft(createdAt: Date, now = Date.now()): number {
  return Math.max(0, Math.ceil((createdAt.getTime() + TRIAL_DAYS * DAY_MS - now) / DAY_MS));
}

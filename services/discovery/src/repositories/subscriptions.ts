import { type Db, subscriptionAppliesSql } from '@cerca/db';

/**
 * The paid business plans of spec 02 (Standard $15, Premium $10 a month) by subscription
 * plan_key, the keys SubscriptionsTable documents. Nothing else defines them yet, so this is the
 * definition: a row with subject 'business' for the business, one of these keys and status
 * 'active' or 'trialing' (statuses come only from verified payment webhooks) and not past the end
 * of a cancelled period (subscriptionAppliesSql). Anything else — no row, another key, a cancelled,
 * unpaid, past-due or paused subscription — is Basic.
 */
export const BUSINESS_PLAN_KEYS = { business_standard: 'standard', business_premium: 'premium' } as const;

export type PaidBusinessPlan = (typeof BUSINESS_PLAN_KEYS)[keyof typeof BUSINESS_PLAN_KEYS];

/** The business's paid plan (premium wins over standard), or null for Basic. */
export async function findPaidBusinessPlan(db: Db, businessId: string): Promise<PaidBusinessPlan | null> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('plan_key')
    .where('business_id', '=', businessId)
    .where('subject', '=', 'business')
    .where('plan_key', 'in', Object.keys(BUSINESS_PLAN_KEYS))
    .where(subscriptionAppliesSql)
    .execute();
  const plans = rows.map((row) => BUSINESS_PLAN_KEYS[row.plan_key as keyof typeof BUSINESS_PLAN_KEYS]);
  if (plans.includes('premium')) return 'premium';
  return plans.includes('standard') ? 'standard' : null;
}

import { BUSINESS_PLAN_KEYS, BUSINESS_PLAN_TIERS, businessPlanOf } from '@cerca/contracts/subscriptions';
import type { Db } from '@cerca/db';
import { businessUnlimitedSql, subscriptionAppliesSql } from '@cerca/plans';

export type PaidBusinessPlan = (typeof BUSINESS_PLAN_TIERS)[keyof typeof BUSINESS_PLAN_TIERS];

/**
 * The business's paid plan tier, or null for Basic: of its 'business' subscriptions with a paid
 * business plan key that apply now (subscriptionAppliesSql), the better plan (businessPlanOf).
 */
export async function findPaidBusinessPlan(db: Db, businessId: string): Promise<PaidBusinessPlan | null> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('plan_key')
    .where('business_id', '=', businessId)
    .where('subject', '=', 'business')
    .where('plan_key', 'in', BUSINESS_PLAN_KEYS)
    .where(subscriptionAppliesSql)
    .execute();
  const key = businessPlanOf(rows.map((row) => row.plan_key));
  return key === null ? null : BUSINESS_PLAN_TIERS[key];
}

/** Whether the Basic limits spare the business now: its trial or a paid plan (@cerca/plans). */
export async function isUnlimitedBusiness(db: Db, businessId: string): Promise<boolean> {
  const row = await db
    .selectFrom('businesses')
    .select(businessUnlimitedSql.as('unlimited'))
    .where('id', '=', businessId)
    .executeTakeFirst();
  return row?.unlimited ?? false;
}

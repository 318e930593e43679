import type { Promotion } from '@cerca/contracts/business-page';
import { PROMOTION_DEFAULT_DAYS } from '@cerca/contracts/publishing';
import { type Db, sql } from '@cerca/db';
import { subscriptionAppliesSql } from '@cerca/plans';

/** A business page lists at most this many live promotions (more than any business keeps live). */
const PROMOTIONS_LIMIT = 50;

/** Unexpired business_global_messages of a business, newest first; premium-only ones included. */
export async function listLivePromotions(db: Db, businessId: string): Promise<Promotion[]> {
  const rows = await db
    .selectFrom('business_global_messages')
    .select(['id', 'title', 'message', 'type', 'expires_at', 'is_premium_only', 'created_at'])
    .where('business_id', '=', businessId)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PROMOTIONS_LIMIT)
    .execute();
  return rows.map((row) => ({
    ...row,
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  }));
}

/**
 * The personal premium plan of spec 02 §9 ("Personal: Basic $0, Premium $1/month": exclusive
 * promotions). Nothing else defines it yet, so this is the definition: a subscription row with
 * subject 'personal' and plan_key 'personal_premium' (the key SubscriptionsTable documents),
 * in status 'active' or 'trialing'. Statuses come only from verified payment webhooks; a
 * cancelled, unpaid, past-due or paused subscription is not premium.
 */
const PERSONAL_PREMIUM_PLAN_KEY = 'personal_premium';

export async function hasPersonalPremium(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('subject', '=', 'personal')
    .where('plan_key', '=', PERSONAL_PREMIUM_PLAN_KEY)
    .where(subscriptionAppliesSql)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewPromotion {
  businessId: string;
  title: string;
  message: string;
  /** Null: PROMOTION_DEFAULT_DAYS from now. */
  expiresAt: Date | null;
  isPremiumOnly: boolean;
}

/** A business_global_messages row of type 'promotion', shaped for the API. */
export async function insertPromotion(db: Db, promotion: NewPromotion): Promise<Promotion> {
  const row = await db
    .insertInto('business_global_messages')
    .values({
      business_id: promotion.businessId,
      title: promotion.title,
      message: promotion.message,
      type: 'promotion',
      expires_at: promotion.expiresAt ?? sql<Date>`now() + make_interval(days => ${PROMOTION_DEFAULT_DAYS})`,
      is_premium_only: promotion.isPremiumOnly,
    })
    .returning(['id', 'title', 'message', 'type', 'expires_at', 'is_premium_only', 'created_at'])
    .executeTakeFirstOrThrow();
  return { ...row, expires_at: row.expires_at.toISOString(), created_at: row.created_at.toISOString() };
}

import type { OwnerPromotion } from '@cerca/contracts/promotion-rule-editor';
import type { PromotionRule } from '@cerca/contracts/promotion-rules';
import { type Db, sql } from '@cerca/db';

// The owner's promotion rules (issue 25). The promotions (business_global_messages) are
// discovery's: ordering only reads them, as promotion-candidates.ts does, and writes its own
// promotion_rules beside them.

/** More live promotions than any business keeps (discovery's page lists at most 50 too). */
const PROMOTIONS_LIMIT = 50;

/**
 * The business's live promotions (or the one `promotionId`), newest first, each with its rule (or
 * null) and the 2x1's item name.
 */
export async function listOwnerPromotions(
  db: Db,
  businessId: string,
  promotionId?: string,
): Promise<OwnerPromotion[]> {
  let query = db
    .selectFrom('business_global_messages as promotion')
    .leftJoin('promotion_rules as rule', (join) =>
      join
        .onRef('rule.promotion_id', '=', 'promotion.id')
        .onRef('rule.business_id', '=', 'promotion.business_id'),
    )
    .leftJoin('menu_items as item', 'item.id', 'rule.menu_item_id')
    .select([
      'promotion.id',
      'promotion.title',
      'promotion.message',
      'promotion.expires_at',
      'promotion.is_premium_only',
      'rule.kind',
      'rule.percent',
      'rule.amount',
      'rule.menu_item_id',
      'rule.min_subtotal',
      'rule.weekdays',
      'rule.start_minute',
      'rule.end_minute',
      'item.name as item_name',
    ])
    .where('promotion.business_id', '=', businessId)
    .where('promotion.type', '=', 'promotion')
    .where('promotion.expires_at', '>', sql<Date>`now()`)
    .orderBy('promotion.created_at', 'desc')
    .orderBy('promotion.id', 'desc')
    .limit(PROMOTIONS_LIMIT);
  if (promotionId) query = query.where('promotion.id', '=', promotionId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    message: row.message,
    expires_at: row.expires_at.toISOString(),
    is_premium_only: row.is_premium_only,
    rule: row.kind
      ? {
          kind: row.kind,
          percent: row.percent,
          amount: row.amount,
          menu_item_id: row.menu_item_id,
          min_subtotal: row.min_subtotal ?? '0.00',
          weekdays: row.weekdays ?? [],
          start_minute: row.start_minute ?? 0,
          end_minute: row.end_minute ?? 0,
        }
      : null,
    item_name: row.item_name,
  }));
}

/** One promotion of the business, live or not, any type; undefined for another business's. */
export async function findPromotionOf(
  db: Db,
  businessId: string,
  promotionId: string,
): Promise<{ type: string; is_premium_only: boolean; live: boolean } | undefined> {
  return db
    .selectFrom('business_global_messages')
    .select(['type', 'is_premium_only', sql<boolean>`expires_at > now()`.as('live')])
    .where('id', '=', promotionId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
}

/**
 * Sets the promotion's rule when the promotion is a live one of the business and a 2x1's item an
 * active one of its menu; otherwise says which is missing and writes nothing. Both rows are locked
 * against deletion (key share) until the rule is written, so it never points at a row gone.
 */
export async function savePromotionRule(
  db: Db,
  businessId: string,
  promotionId: string,
  rule: PromotionRule,
): Promise<'saved' | 'promotion_not_found' | 'item_not_found'> {
  return db.transaction().execute(async (trx) => {
    const promotion = await trx
      .selectFrom('business_global_messages')
      .select('id')
      .where('id', '=', promotionId)
      .where('business_id', '=', businessId)
      .where('type', '=', 'promotion')
      .where('expires_at', '>', sql<Date>`now()`)
      .forKeyShare()
      .executeTakeFirst();
    if (!promotion) return 'promotion_not_found';
    if (rule.menu_item_id) {
      const item = await trx
        .selectFrom('menu_items')
        .select('id')
        .where('id', '=', rule.menu_item_id)
        .where('business_id', '=', businessId)
        .where('active', '=', true)
        .forKeyShare()
        .executeTakeFirst();
      if (!item) return 'item_not_found';
    }
    const values = {
      kind: rule.kind,
      percent: rule.percent,
      amount: rule.amount,
      menu_item_id: rule.menu_item_id,
      min_subtotal: rule.min_subtotal,
      weekdays: rule.weekdays,
      start_minute: rule.start_minute,
      end_minute: rule.end_minute,
    };
    await trx
      .insertInto('promotion_rules')
      .values({ promotion_id: promotionId, business_id: businessId, ...values })
      .onConflict((conflict) =>
        conflict.column('promotion_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }),
      )
      .execute();
    return 'saved';
  });
}

/** Removes the promotion's rule (nothing when it had none). */
export async function deletePromotionRule(db: Db, businessId: string, promotionId: string): Promise<void> {
  await db
    .deleteFrom('promotion_rules')
    .where('promotion_id', '=', promotionId)
    .where('business_id', '=', businessId)
    .execute();
}

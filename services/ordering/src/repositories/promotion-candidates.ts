import type { PromotionRule } from '@cerca/contracts/promotion-rules';
import { sql } from '@cerca/db';
import type { PromotionCandidate } from '../promotion-discount';

// The business's live promotions that carry a rule, read inside the cart's one statement
// (loadCartContext). The promotions (business_global_messages) are discovery's: ordering only
// reads them here, beside its own promotion_rules, as it reads the businesses row; the title and
// dates stay discovery's. Premium-only promotions are left out: they are for Premium members,
// which the checkout does not check.

interface CandidateRow {
  promotion_id: string;
  title: string;
  starts_at: string;
  expires_at: string;
  rule: PromotionRule;
}

/** A json array of the business's unexpired promotions with a rule (the dates are re-checked in bestPromotion). */
export function promotionCandidatesJson(businessId: string) {
  return sql<CandidateRow[]>`(select coalesce(json_agg(json_build_object(
      'promotion_id', promotion.id, 'title', promotion.title,
      'starts_at', promotion.created_at, 'expires_at', promotion.expires_at,
      'rule', json_build_object(
        'kind', rule.kind, 'percent', rule.percent, 'amount', rule.amount::text,
        'menu_item_id', rule.menu_item_id, 'min_subtotal', rule.min_subtotal::text,
        'weekdays', rule.weekdays, 'start_minute', rule.start_minute, 'end_minute', rule.end_minute))),
      '[]'::json)
    from promotion_rules rule
    join business_global_messages promotion on promotion.id = rule.promotion_id
    where rule.business_id = ${businessId} and promotion.business_id = ${businessId}
      and promotion.type = 'promotion' and not promotion.is_premium_only
      and promotion.expires_at > now())`;
}

/** The rows as bestPromotion reads them. */
export function toCandidates(rows: CandidateRow[] | null): PromotionCandidate[] {
  return (rows ?? []).map((row) => ({
    ...row,
    starts_at: new Date(row.starts_at),
    expires_at: new Date(row.expires_at),
  }));
}

import * as z from 'zod/mini';

// Promotions that apply themselves (issue 25): the rule an owner sets on one of the business's
// promotions, and what a quote or an order says was applied. Its own file so the orders contracts
// take only the fields, and no first-load page of another remote pulls these schemas in.

/** What a rule takes off: a percent of the subtotal, a fixed amount, every second unit of one item, the shipping. */
export const PROMOTION_RULE_KINDS = ['percent_off', 'amount_off', 'two_for_one', 'free_delivery'] as const;
export type PromotionRuleKind = (typeof PROMOTION_RULE_KINDS)[number];

const money = z.string().check(z.regex(/^\d{1,10}(\.\d{1,2})?$/));
const minuteOfDay = z.number().check(z.int(), z.minimum(0), z.maximum(1439));

/**
 * The rule as stored and as applied. weekdays: 0 = domingo … 6 = sábado in the city's time zone;
 * equal start and end minutes: all day; an end before the start runs past midnight.
 */
export const promotionRuleSchema = z
  .strictObject({
    kind: z.enum(PROMOTION_RULE_KINDS),
    percent: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(100))),
    amount: z.nullable(money),
    menu_item_id: z.nullable(z.uuid()),
    min_subtotal: money,
    weekdays: z
      .array(z.number().check(z.int(), z.minimum(0), z.maximum(6)))
      .check(z.minLength(1), z.maxLength(7)),
    start_minute: minuteOfDay,
    end_minute: minuteOfDay,
  })
  .check(
    z.refine((rule) => (rule.kind === 'percent_off') === (rule.percent !== null), { path: ['percent'] }),
    z.refine((rule) => (rule.kind === 'amount_off') === (rule.amount !== null), { path: ['amount'] }),
    z.refine((rule) => (rule.kind === 'two_for_one') === (rule.menu_item_id !== null), {
      path: ['menu_item_id'],
    }),
  );
export type PromotionRule = z.infer<typeof promotionRuleSchema>;

/** What a quote or an order says it applied: the promotion, its title and the rule as it was. */
export const appliedPromotionSchema = z.object({
  promotion_id: z.uuid(),
  title: z.string(),
  rule: promotionRuleSchema,
});
export type AppliedPromotion = z.infer<typeof appliedPromotionSchema>;

/** The discount fields of a quote and an order: total = subtotal + shipping − discount_amount. */
export const promotionDiscountFields = {
  discount_amount: z.string(),
  applied_promotion: z.nullable(appliedPromotionSchema),
};

import * as z from 'zod/mini';
import { parseMenuPrice, withinMenuPriceMax } from './menu-manager';
import { PROMOTION_RULE_KINDS, type PromotionRule, promotionRuleSchema } from './promotion-rules';

// The owner's editor of automatic promotion rules (issue 25): GET /api/ordering/businesses/:id/promotions
// and PUT/DELETE …/promotions/:promotionId/rule, used by the ordering service and mf-ordering's menu
// manager only. What a valid rule is lives here once (readPromotionRule): the server answers each
// problem with its own Spanish message, the form shows the same problem under its field.

/** One of the business's live promotions as the menu manager lists it, with its rule or null. */
export const ownerPromotionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  expires_at: z.string(),
  /** For Premium members: the checkout never applies a rule to it, so it takes none. */
  is_premium_only: z.boolean(),
  rule: z.nullable(promotionRuleSchema),
  /** The name of the 2x1's item (a rule on a deleted item is deleted with it). */
  item_name: z.nullable(z.string()),
});
export type OwnerPromotion = z.infer<typeof ownerPromotionSchema>;

export const ownerPromotionsResponseSchema = z.object({ promotions: z.array(ownerPromotionSchema) });
export type OwnerPromotions = z.infer<typeof ownerPromotionsResponseSchema>;

/** PUT …/rule answers the promotion as the list shows it; DELETE answers 204 with no body. */
export const promotionRuleResponseSchema = z.object({ promotion: ownerPromotionSchema });
export const promotionRuleDeletedSchema = z.null();

export const promotionRulePathSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  promotionId: z.string().check(z.minLength(1), z.maxLength(100)),
});

const moneyInput = z.union([z.string().check(z.maxLength(20)), z.number()]);

/**
 * PUT …/rule's body: the rule's fields with loose types, so that each wrong value gets its own
 * message from readPromotionRule rather than a generic validation error.
 */
export const promotionRuleBodySchema = z.object({
  kind: z.string().check(z.maxLength(40)),
  percent: z.optional(z.nullable(z.number())),
  amount: z.optional(z.nullable(moneyInput)),
  menu_item_id: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  min_subtotal: z.optional(z.nullable(moneyInput)),
  weekdays: z.array(z.number()).check(z.maxLength(14)),
  start_minute: z.number(),
  end_minute: z.number(),
});
export type PromotionRuleBody = z.infer<typeof promotionRuleBodySchema>;

/** What can be wrong with a rule, in the form's order: each has a message on both sides. */
export type PromotionRuleProblem =
  | 'kind'
  | 'percent'
  | 'amount'
  | 'menu_item_id'
  | 'min_subtotal'
  | 'weekdays'
  | 'hours';

const isMinute = (value: number) => Number.isInteger(value) && value >= 0 && value <= 1439;

/** A money input as stored ('200.00'), within the menu's cap; null when it is not one. */
function money(value: unknown, allowZero: boolean): string | null {
  const parsed = parseMenuPrice(value, { allowZero });
  return parsed !== null && withinMenuPriceMax(parsed) ? parsed : null;
}

/**
 * The rule a body describes, normalized (money '15.50', weekdays sorted once each, the fields of
 * other kinds null), or its first problem: percent 1–100, amount above 0 with at most 2 decimals,
 * an item for a 2x1, a minimum subtotal of 0 or more, at least one day, minutes of the day.
 * Whether the 2x1's item is an active one of the business is the server's to check.
 */
export function readPromotionRule(
  body: PromotionRuleBody,
): { rule: PromotionRule; problem?: never } | { rule?: never; problem: PromotionRuleProblem } {
  const kind = PROMOTION_RULE_KINDS.find((candidate) => candidate === body.kind);
  if (!kind) return { problem: 'kind' };
  const percent = kind === 'percent_off' ? (body.percent ?? null) : null;
  if (
    kind === 'percent_off' &&
    (percent === null || !Number.isInteger(percent) || percent < 1 || percent > 100)
  )
    return { problem: 'percent' };
  const amount = kind === 'amount_off' ? money(body.amount, false) : null;
  if (kind === 'amount_off' && amount === null) return { problem: 'amount' };
  const item = kind === 'two_for_one' ? (body.menu_item_id?.trim().toLowerCase() ?? '') : null;
  if (item !== null && !z.uuid().safeParse(item).success) return { problem: 'menu_item_id' };
  const minSubtotal = money(body.min_subtotal ?? '0', true);
  if (minSubtotal === null) return { problem: 'min_subtotal' };
  const weekdays = [...new Set(body.weekdays)].sort((a, b) => a - b);
  if (weekdays.length === 0 || weekdays.some((day) => !Number.isInteger(day) || day < 0 || day > 6))
    return { problem: 'weekdays' };
  if (!isMinute(body.start_minute) || !isMinute(body.end_minute)) return { problem: 'hours' };
  const parsed = promotionRuleSchema.safeParse({
    kind,
    percent,
    amount,
    menu_item_id: item,
    min_subtotal: minSubtotal,
    weekdays,
    start_minute: body.start_minute,
    end_minute: body.end_minute,
  });
  // Every field was checked above: only a change of the schema without this function lands here.
  return parsed.success ? { rule: parsed.data } : { problem: 'kind' };
}

const HOUR = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "13:30" (an <input type="time">) → 810, or NaN. */
export function minuteOfDay(time: string): number {
  const match = HOUR.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** 810 → "13:30". */
export function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/**
 * The editor's form: what the owner types. all_day or the from–to hours ("Todo el día" or Desde /
 * Hasta), the kind's field as typed. promotionRuleFromForm turns it into the PUT body.
 */
const formFieldsSchema = z.object({
  kind: z.enum(PROMOTION_RULE_KINDS),
  percent: z.string(),
  amount: z.string(),
  menu_item_id: z.string(),
  min_subtotal: z.string(),
  weekdays: z.array(z.number()),
  all_day: z.boolean(),
  start: z.string(),
  end: z.string(),
});
export type PromotionRuleForm = z.infer<typeof formFieldsSchema>;

/** The PUT body of a form (whatever it holds: the server reads it with readPromotionRule too). */
export function promotionRuleFromForm(form: PromotionRuleForm): PromotionRuleBody {
  const percent = form.percent.trim() === '' ? Number.NaN : Number(form.percent);
  return {
    kind: form.kind,
    percent: form.kind === 'percent_off' ? percent : null,
    amount: form.kind === 'amount_off' ? form.amount : null,
    menu_item_id: form.kind === 'two_for_one' ? form.menu_item_id : null,
    min_subtotal: form.min_subtotal.trim() === '' ? '0' : form.min_subtotal,
    weekdays: form.weekdays,
    start_minute: form.all_day ? 0 : minuteOfDay(form.start),
    end_minute: form.all_day ? 0 : minuteOfDay(form.end),
  };
}

/**
 * The form checks what the server checks, each problem under its field; and, with hours, that
 * they differ (equal hours mean all day, which is the "Todo el día" box's to say).
 */
export const promotionRuleFormSchema = formFieldsSchema.check(
  z.superRefine((form, context) => {
    const { problem } = readPromotionRule(promotionRuleFromForm(form));
    const hoursEqual = !form.all_day && form.start === form.end;
    const found = problem ?? (hoursEqual ? 'hours' : null);
    if (!found) return;
    const path = found === 'hours' ? (HOUR.test(form.start) ? 'end' : 'start') : found;
    context.addIssue({ code: 'custom', path: [path], message: found, input: form });
  }),
);

/** The form for a promotion's rule, or for a new one (2x1, every day, all day). */
export function promotionRuleFormValues(rule: PromotionRule | null): PromotionRuleForm {
  const allDay = !rule || rule.start_minute === rule.end_minute;
  return {
    kind: rule?.kind ?? 'two_for_one',
    percent: rule?.percent === null || rule?.percent === undefined ? '' : String(rule.percent),
    amount: rule?.amount ?? '',
    menu_item_id: rule?.menu_item_id ?? '',
    min_subtotal: rule && rule.min_subtotal !== '0.00' ? rule.min_subtotal : '',
    weekdays: rule?.weekdays ?? [0, 1, 2, 3, 4, 5, 6],
    all_day: allDay,
    start: allDay ? '' : timeOfMinute(rule.start_minute),
    end: allDay ? '' : timeOfMinute(rule.end_minute),
  };
}

import { localClock } from '@cerca/contracts/opening-hours';
import type { AppliedPromotion, PromotionRule } from '@cerca/contracts/promotion-rules';
import { toCents } from '@cerca/db';

// Promotions that apply themselves (issue 25): which of a business's promotion rules holds for a
// cart now, and how much it takes off, in integer cents. The quote and the order both call
// bestPromotion on rows read at their own moment, so an order re-checks what its quote showed.

/** A live promotion of the business with its rule, as read for the cart. */
export interface PromotionCandidate {
  promotion_id: string;
  title: string;
  /** The promotion's own dates: valid from its publication until it expires. */
  starts_at: Date;
  expires_at: Date;
  rule: PromotionRule;
}

/** One unit price (item + variant, in cents) and quantity of a cart line. */
export interface DiscountLine {
  /** Null on a stored line whose item was deleted since. */
  menu_item_id: string | null;
  unit_cents: number;
  quantity: number;
}

export interface DiscountCart {
  lines: DiscountLine[];
  subtotal_cents: number;
  shipping_cents: number;
}

/** Local weekday numbers, 0 = domingo … 6 = sábado, as rules store them. */
const WEEKDAY_NUMBER = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
} as const;

/**
 * Whether the rule's days and hours hold at `now` in the city's zone. Equal start and end: all of
 * each listed day. An end before the start runs past midnight and belongs to the day it started:
 * "martes 20:00–02:00" holds on Wednesday at 01:00, not on Tuesday at 01:00.
 */
export function ruleHoldsAt(rule: PromotionRule, now: Date, timeZone: string): boolean {
  const { weekday, minutes } = localClock(now, timeZone);
  const today = WEEKDAY_NUMBER[weekday];
  const yesterday = (today + 6) % 7;
  const { start_minute: start, end_minute: end, weekdays } = rule;
  if (start === end) return weekdays.includes(today);
  if (start < end) return weekdays.includes(today) && minutes >= start && minutes < end;
  if (minutes >= start) return weekdays.includes(today);
  return minutes < end && weekdays.includes(yesterday);
}

/** Every second unit of the item is free: of its units, sorted by price, the cheaper half. */
function twoForOneCents(lines: DiscountLine[], menuItemId: string): number {
  const units = lines
    .filter((line) => line.menu_item_id === menuItemId)
    .flatMap((line) => Array.from({ length: line.quantity }, () => line.unit_cents))
    .sort((a, b) => a - b);
  return units.slice(0, Math.floor(units.length / 2)).reduce((sum, unit) => sum + unit, 0);
}

/**
 * What the rule takes off this cart, in cents, never more than the subtotal (free delivery: never
 * more than the shipping); 0 when it does not apply (below its minimum subtotal, item not in the cart).
 */
export function discountCents(rule: PromotionRule, cart: DiscountCart): number {
  if (cart.subtotal_cents < toCents(rule.min_subtotal)) return 0;
  const cap = cart.subtotal_cents;
  switch (rule.kind) {
    case 'percent_off':
      return Math.min(cap, Math.round((cart.subtotal_cents * (rule.percent ?? 0)) / 100));
    case 'amount_off':
      return Math.min(cap, toCents(rule.amount ?? '0'));
    case 'two_for_one':
      return Math.min(cap, twoForOneCents(cart.lines, rule.menu_item_id ?? ''));
    case 'free_delivery':
      return cart.shipping_cents;
  }
}

/**
 * The best promotion for the cart at `now`: among those within their dates, days and hours, the
 * largest discount; on a tie the one that ends soonest (then the lowest id, so the quote and the
 * order choose alike). Null when none takes anything off.
 */
export function bestPromotion(
  candidates: readonly PromotionCandidate[],
  cart: DiscountCart,
  now: Date,
  timeZone: string,
): { applied: AppliedPromotion; discount_cents: number } | null {
  let best: { candidate: PromotionCandidate; cents: number } | null = null;
  for (const candidate of candidates) {
    if (now < candidate.starts_at || now >= candidate.expires_at) continue;
    if (!ruleHoldsAt(candidate.rule, now, timeZone)) continue;
    const cents = discountCents(candidate.rule, cart);
    if (cents <= 0) continue;
    if (!best || isBetter(candidate, cents, best)) best = { candidate, cents };
  }
  if (!best) return null;
  const { promotion_id, title, rule } = best.candidate;
  return { applied: { promotion_id, title, rule }, discount_cents: best.cents };
}

function isBetter(
  candidate: PromotionCandidate,
  cents: number,
  best: { candidate: PromotionCandidate; cents: number },
): boolean {
  if (cents !== best.cents) return cents > best.cents;
  const ends = candidate.expires_at.getTime() - best.candidate.expires_at.getTime();
  if (ends !== 0) return ends < 0;
  return candidate.promotion_id < best.candidate.promotion_id;
}

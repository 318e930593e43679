import type { PromotionRule } from '@cerca/contracts/promotion-rules';
import { describe, expect, it } from 'vitest';
import {
  bestPromotion,
  type DiscountCart,
  discountCents,
  type PromotionCandidate,
  ruleHoldsAt,
} from '../src/promotion-discount';

const ZONE = 'America/Mexico_City';
const TORTA = '00000000-0000-4000-8000-000000000001';
const AGUA = '00000000-0000-4000-8000-000000000002';

const rule = (overrides: Partial<PromotionRule>): PromotionRule => ({
  kind: 'percent_off',
  percent: null,
  amount: null,
  menu_item_id: null,
  min_subtotal: '0.00',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  start_minute: 0,
  end_minute: 0,
  ...overrides,
});

// Two tortas at $85.00 and one at $95.00 (a variant), one agua at $25.00; shipping $30.00.
const cart: DiscountCart = {
  lines: [
    { menu_item_id: TORTA, unit_cents: 8500, quantity: 2 },
    { menu_item_id: TORTA, unit_cents: 9500, quantity: 1 },
    { menu_item_id: AGUA, unit_cents: 2500, quantity: 1 },
  ],
  subtotal_cents: 8500 * 2 + 9500 + 2500,
  shipping_cents: 3000,
};

// Tuesday 2026-12-01 13:00 in Mexico City (UTC−6) is 19:00 UTC.
const TUESDAY_1PM = new Date('2026-12-01T19:00:00Z');

describe('discountCents', () => {
  it('takes a percent of the subtotal, rounded to the cent', () => {
    expect(discountCents(rule({ kind: 'percent_off', percent: 10 }), cart)).toBe(2900);
    expect(discountCents(rule({ kind: 'percent_off', percent: 15 }), cart)).toBe(4350);
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(discountCents(rule({ kind: 'amount_off', amount: '50.00' }), cart)).toBe(5000);
    expect(discountCents(rule({ kind: 'amount_off', amount: '5000.00' }), cart)).toBe(29000);
  });

  it('makes every second unit of the item free, the cheaper ones first', () => {
    // Three tortas: one free, the cheapest ($85.00); the agua is not part of it.
    expect(discountCents(rule({ kind: 'two_for_one', menu_item_id: TORTA }), cart)).toBe(8500);
    const four = { ...cart, lines: [{ menu_item_id: TORTA, unit_cents: 8500, quantity: 4 }] };
    expect(discountCents(rule({ kind: 'two_for_one', menu_item_id: TORTA }), four)).toBe(17000);
    // One unit alone earns nothing.
    expect(discountCents(rule({ kind: 'two_for_one', menu_item_id: AGUA }), cart)).toBe(0);
  });

  it('takes the shipping off from its minimum subtotal, and nothing below it', () => {
    expect(discountCents(rule({ kind: 'free_delivery', min_subtotal: '290.00' }), cart)).toBe(3000);
    expect(discountCents(rule({ kind: 'free_delivery', min_subtotal: '290.01' }), cart)).toBe(0);
  });

  it('holds every kind to its minimum subtotal', () => {
    expect(discountCents(rule({ kind: 'amount_off', amount: '20.00', min_subtotal: '300.00' }), cart)).toBe(
      0,
    );
  });
});

describe('ruleHoldsAt', () => {
  it('reads the day and hours in the city time zone', () => {
    const tuesdays = rule({ weekdays: [2] });
    expect(ruleHoldsAt(tuesdays, TUESDAY_1PM, ZONE)).toBe(true);
    // Tuesday 23:30 in Mexico City is already Wednesday in UTC: still Tuesday's promotion.
    expect(ruleHoldsAt(tuesdays, new Date('2026-12-02T05:30:00Z'), ZONE)).toBe(true);
    // Monday 23:30 there is Tuesday 05:30 UTC: not yet.
    expect(ruleHoldsAt(tuesdays, new Date('2026-12-01T05:30:00Z'), ZONE)).toBe(false);
  });

  it('opens at its start and closes at its end', () => {
    const lunch = rule({ weekdays: [2], start_minute: 13 * 60, end_minute: 16 * 60 });
    expect(ruleHoldsAt(lunch, TUESDAY_1PM, ZONE)).toBe(true);
    expect(ruleHoldsAt(lunch, new Date('2026-12-01T18:59:00Z'), ZONE)).toBe(false);
    expect(ruleHoldsAt(lunch, new Date('2026-12-01T22:00:00Z'), ZONE)).toBe(false);
  });

  it('runs past midnight as part of the day it started', () => {
    const tuesdayNight = rule({ weekdays: [2], start_minute: 20 * 60, end_minute: 2 * 60 });
    // Tuesday 21:00 and Wednesday 01:00 (local) hold; Tuesday 01:00 and Wednesday 21:00 do not.
    expect(ruleHoldsAt(tuesdayNight, new Date('2026-12-02T03:00:00Z'), ZONE)).toBe(true);
    expect(ruleHoldsAt(tuesdayNight, new Date('2026-12-02T07:00:00Z'), ZONE)).toBe(true);
    expect(ruleHoldsAt(tuesdayNight, new Date('2026-12-01T07:00:00Z'), ZONE)).toBe(false);
    expect(ruleHoldsAt(tuesdayNight, new Date('2026-12-03T03:00:00Z'), ZONE)).toBe(false);
    expect(ruleHoldsAt(tuesdayNight, new Date('2026-12-02T08:00:00Z'), ZONE)).toBe(false);
  });
});

describe('bestPromotion', () => {
  const candidate = (
    id: string,
    promotionRule: PromotionRule,
    expires = '2026-12-31T00:00:00Z',
  ): PromotionCandidate => ({
    promotion_id: id,
    title: `Promo ${id.slice(-1)}`,
    starts_at: new Date('2026-11-01T00:00:00Z'),
    expires_at: new Date(expires),
    rule: promotionRule,
  });
  const ids = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'] as const;

  it('applies the largest discount', () => {
    const best = bestPromotion(
      [
        candidate(ids[0], rule({ kind: 'percent_off', percent: 10 })),
        candidate(ids[1], rule({ kind: 'two_for_one', menu_item_id: TORTA })),
      ],
      cart,
      TUESDAY_1PM,
      ZONE,
    );
    expect(best?.discount_cents).toBe(8500);
    expect(best?.applied.promotion_id).toBe(ids[1]);
    expect(best?.applied.rule.kind).toBe('two_for_one');
  });

  it('on a tie, applies the one that ends soonest', () => {
    const best = bestPromotion(
      [
        candidate(ids[0], rule({ kind: 'amount_off', amount: '30.00' }), '2026-12-20T00:00:00Z'),
        candidate(ids[1], rule({ kind: 'free_delivery' }), '2026-12-10T00:00:00Z'),
      ],
      cart,
      TUESDAY_1PM,
      ZONE,
    );
    expect(best?.applied.promotion_id).toBe(ids[1]);
    expect(best?.discount_cents).toBe(3000);
  });

  it('skips a promotion outside its dates, days or hours, and answers null when none holds', () => {
    const expired = candidate(ids[0], rule({ kind: 'percent_off', percent: 50 }), '2026-12-01T18:59:59Z');
    const mondays = candidate(ids[1], rule({ kind: 'percent_off', percent: 50, weekdays: [1] }));
    expect(bestPromotion([expired, mondays], cart, TUESDAY_1PM, ZONE)).toBeNull();
    const notYet = {
      ...candidate(ids[0], rule({ kind: 'percent_off', percent: 5 })),
      starts_at: new Date('2026-12-02T00:00:00Z'),
    };
    expect(bestPromotion([notYet], cart, TUESDAY_1PM, ZONE)).toBeNull();
  });
});

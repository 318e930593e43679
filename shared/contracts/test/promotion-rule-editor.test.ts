import { describe, expect, it } from 'vitest';
import {
  promotionRuleFormSchema,
  promotionRuleFormValues,
  promotionRuleFromForm,
  readPromotionRule,
} from '../src/promotion-rule-editor';

// Issue 25: one reading of an automatic discount for the server and the owner's form.

const base = {
  kind: 'percent_off',
  percent: 15,
  amount: null,
  menu_item_id: null,
  min_subtotal: '0',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  start_minute: 0,
  end_minute: 0,
};

describe('readPromotionRule', () => {
  it('normalizes money and days and drops the fields of other kinds', () => {
    expect(
      readPromotionRule({
        ...base,
        kind: 'amount_off',
        amount: 40.5,
        min_subtotal: '200',
        weekdays: [6, 1, 6],
      }),
    ).toEqual({
      rule: {
        kind: 'amount_off',
        percent: null,
        amount: '40.50',
        menu_item_id: null,
        min_subtotal: '200.00',
        weekdays: [1, 6],
        start_minute: 0,
        end_minute: 0,
      },
    });
  });

  it('names the first problem', () => {
    expect(readPromotionRule({ ...base, percent: 0 }).problem).toBe('percent');
    expect(readPromotionRule({ ...base, kind: 'amount_off', amount: '1.234' }).problem).toBe('amount');
    expect(readPromotionRule({ ...base, kind: 'two_for_one' }).problem).toBe('menu_item_id');
    expect(readPromotionRule({ ...base, min_subtotal: '-1' }).problem).toBe('min_subtotal');
    expect(readPromotionRule({ ...base, weekdays: [] }).problem).toBe('weekdays');
    expect(readPromotionRule({ ...base, end_minute: 1440 }).problem).toBe('hours');
  });
});

describe('the form', () => {
  it('gives back the rule it was opened with', () => {
    const rule = {
      kind: 'free_delivery' as const,
      percent: null,
      amount: null,
      menu_item_id: null,
      min_subtotal: '200.00',
      weekdays: [5, 6],
      start_minute: 1200,
      end_minute: 120,
    };
    const form = promotionRuleFormValues(rule);
    expect(form).toMatchObject({ all_day: false, start: '20:00', end: '02:00', min_subtotal: '200.00' });
    expect(readPromotionRule(promotionRuleFromForm(form)).rule).toEqual(rule);
  });

  it('puts each problem under its field, and equal hours under Hasta', () => {
    const form = promotionRuleFormValues(null);
    const issues = (values: object) =>
      promotionRuleFormSchema
        .safeParse({ ...form, ...values })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({})).toEqual([['menu_item_id', 'menu_item_id']]);
    const item = { menu_item_id: '20000000-0000-4000-8000-000000000001' };
    expect(issues(item)).toBeUndefined();
    expect(issues({ ...item, all_day: false, start: '13:00', end: '13:00' })).toEqual([['end', 'hours']]);
    expect(issues({ ...item, all_day: false, start: '', end: '13:00' })).toEqual([['start', 'hours']]);
  });
});

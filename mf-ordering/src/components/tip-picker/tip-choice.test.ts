import { describe, expect, it } from 'vitest';
import { TIP_OPTIONS, tipChoiceOf } from './tip-choice';

describe('tipChoiceOf', () => {
  it('asks for nothing without a tip, a preset amount or percentage, or the amount typed', () => {
    expect(TIP_OPTIONS.map((option) => option.id)).toEqual([
      'none',
      'amount-10',
      'amount-15',
      'amount-20',
      'percent-10',
      'percent-15',
      'percent-20',
      'other',
    ]);
    expect(tipChoiceOf('none', '50')).toBeUndefined();
    expect(tipChoiceOf('amount-15', '')).toEqual({ kind: 'amount', amount: '15' });
    expect(tipChoiceOf('percent-20', '')).toEqual({ kind: 'percent', percent: 20 });
    expect(tipChoiceOf('other', ' 32.50 ')).toEqual({ kind: 'amount', amount: '32.50' });
    expect(tipChoiceOf('other', '  ')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { escapeLike, fromCents, toCents, toMoney, toMoneyString } from '../src/index';

describe('money helpers', () => {
  it('convert between decimal strings, numbers and cents without float drift', () => {
    expect(toCents('129.50')).toBe(12950);
    expect(toCents('129.5')).toBe(12950);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('1.005')).toBe(101);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('-2.5')).toBe(-250);
    expect(toCents('100')).toBe(10000);
    expect(fromCents(12950)).toBe('129.50');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-250)).toBe('-2.50');
    expect(toMoney('22.50')).toBe(22.5);
    expect(toMoney(null)).toBeNull();
    expect(toMoneyString(129.499)).toBe('129.50');
    expect(() => toCents('abc')).toThrow(TypeError);
    expect(() => fromCents(1.5)).toThrow(TypeError);
  });

  it('escape LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

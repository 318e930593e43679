import { describe, expect, it } from 'vitest';
import { neighbours, stepIndex, swipeStep } from './carousel';

describe('carousel', () => {
  it('wraps around at both ends', () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('turns a long horizontal swipe into a step', () => {
    expect(swipeStep(-80)).toBe(1);
    expect(swipeStep(80)).toBe(-1);
    expect(swipeStep(20)).toBe(0);
    expect(swipeStep(-60, 120)).toBe(0);
  });

  it('finds the previous and next post without wrapping', () => {
    expect(neighbours(0, 3)).toEqual({ previous: null, next: 1 });
    expect(neighbours(2, 3)).toEqual({ previous: 1, next: null });
    expect(neighbours(-1, 3)).toEqual({ previous: null, next: null });
  });
});

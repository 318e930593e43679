import { describe, expect, it } from 'vitest';
import { SCROLL_STEP_PX, scrollBehavior, scrollOffset } from './scroll';

describe('scrollOffset', () => {
  it('moves 200 px each way', () => {
    expect(SCROLL_STEP_PX).toBe(200);
    expect(scrollOffset('left')).toBe(-200);
    expect(scrollOffset('right')).toBe(200);
  });
  it('honours reduced motion', () => {
    expect(scrollBehavior(true)).toBe('auto');
    expect(scrollBehavior(false)).toBe('smooth');
  });
});

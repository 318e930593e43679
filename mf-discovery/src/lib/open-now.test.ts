import { describe, expect, it } from 'vitest';
import { openNowKey } from './open-now';

describe('openNowKey', () => {
  it('says the kitchen paused orders before open or closed', () => {
    expect(openNowKey({ open_now: false, orders_paused: true })).toBe('business.schedule.paused');
    expect(openNowKey({ open_now: true, orders_paused: false })).toBe('business.schedule.openNow');
    expect(openNowKey({ open_now: false, orders_paused: false })).toBe('business.schedule.closed');
    expect(openNowKey({ open_now: true })).toBe('business.schedule.openNow');
  });
});

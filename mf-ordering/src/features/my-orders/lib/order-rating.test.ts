import { describe, expect, it } from 'vitest';
import { ratingOpen } from './order-rating';

const now = new Date('2026-11-28T12:00:00Z');
const order = (status: 'delivered' | 'on_the_way', deliveredDaysAgo: number) => ({
  status,
  created_at: '2026-11-01T12:00:00Z',
  delivered_at: new Date(now.getTime() - deliveredDaysAgo * 24 * 3600 * 1000).toISOString(),
});

describe('ratingOpen', () => {
  it('offers the rating for 7 days after the delivery, and never before it', () => {
    expect(ratingOpen(order('delivered', 0), now)).toBe(true);
    expect(ratingOpen(order('delivered', 6.9), now)).toBe(true);
    expect(ratingOpen(order('delivered', 7.1), now)).toBe(false);
    expect(ratingOpen(order('on_the_way', 0), now)).toBe(false);
  });
});

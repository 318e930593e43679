import { describe, expect, it } from 'vitest';
import {
  arrivalWindow,
  DEFAULT_DELIVERY_MINUTES,
  deliveryMinutes,
  isPastArrival,
  type OrderEtaFacts,
} from '../src/order-eta';

const placed = '2026-11-28T19:00:00.000Z';
const order = (facts: Partial<OrderEtaFacts>): OrderEtaFacts => ({
  status: 'pending',
  placed_at: placed,
  preparing_at: null,
  picked_up_at: null,
  ...facts,
});
const iso = (w: { from: Date; to: Date } | null) =>
  w && { from: w.from.toISOString(), to: w.to.toISOString() };

describe('deliveryMinutes', () => {
  it('uses the default window with fewer than five delivered orders', () => {
    expect(deliveryMinutes([])).toEqual(DEFAULT_DELIVERY_MINUTES);
    expect(deliveryMinutes([40, 41, 42, 43])).toEqual(DEFAULT_DELIVERY_MINUTES);
  });

  it("reads the business's median and 80th percentile once there are enough", () => {
    expect(deliveryMinutes([30, 8, 10, 12, 9, 11, 14, 10, 13, 9])).toEqual({ typical: 10, slow: 13 });
  });

  it('ignores impossible trip times', () => {
    expect(deliveryMinutes([0, -3, Number.NaN, 10, 10])).toEqual(DEFAULT_DELIVERY_MINUTES);
  });
});

describe('arrivalWindow', () => {
  it('pending: placed + preparation + pickup + trip, rounded out to 5 minutes', () => {
    // 19:00 + 20 + 10 = 19:30; + 15 / + 25 → 19:45–19:55.
    expect(iso(arrivalWindow(order({}), 20, []))).toEqual({
      from: '2026-11-28T19:45:00.000Z',
      to: '2026-11-28T19:55:00.000Z',
    });
  });

  it('preparing: counts from when the kitchen accepted, with its own trip times', () => {
    const w = arrivalWindow(
      order({ status: 'preparing', preparing_at: '2026-11-28T19:07:00.000Z' }),
      25,
      [10, 12, 11, 9, 14, 13],
    );
    // 19:07 + 25 + 10 = 19:42; + 11 → 19:53 ↓ 19:50; + 13 → 19:55 ↑ 19:55.
    expect(iso(w)).toEqual({ from: '2026-11-28T19:50:00.000Z', to: '2026-11-28T19:55:00.000Z' });
  });

  it('looking for a driver: the same window as preparing (the guess is unchanged)', () => {
    const facts = { preparing_at: '2026-11-28T19:05:00.000Z' };
    expect(arrivalWindow(order({ ...facts, status: 'looking_for_driver' }), 20, [])).toEqual(
      arrivalWindow(order({ ...facts, status: 'preparing' }), 20, []),
    );
  });

  it('on the way: only the trip, from the pickup', () => {
    const w = arrivalWindow(
      order({ status: 'on_the_way', preparing_at: placed, picked_up_at: '2026-11-28T19:52:00.000Z' }),
      20,
      [],
    );
    expect(iso(w)).toEqual({ from: '2026-11-28T20:05:00.000Z', to: '2026-11-28T20:20:00.000Z' });
  });

  it('is never a zero-length window', () => {
    const w = arrivalWindow(order({}), 20, [10, 10, 10, 10, 10]);
    expect(w && w.to.getTime() - w.from.getTime()).toBe(5 * 60 * 1000);
  });

  it('is null once the order is over', () => {
    expect(arrivalWindow(order({ status: 'delivered' }), 20, [])).toBeNull();
    expect(arrivalWindow(order({ status: 'cancelled' }), 20, [])).toBeNull();
  });
});

describe('isPastArrival', () => {
  const window = { to: '2026-11-28T19:55:00.000Z' };
  it('is late only ten minutes after the window ends', () => {
    expect(isPastArrival(window, new Date('2026-11-28T20:04:59.000Z'))).toBe(false);
    expect(isPastArrival(window, new Date('2026-11-28T20:05:00.000Z'))).toBe(true);
  });
});

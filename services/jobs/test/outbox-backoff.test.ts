import { describe, expect, it } from 'vitest';
import { retryDelay } from '../src/outbox/backoff';

describe('retryDelay', () => {
  const limits = { baseMs: 100, maxMs: 2_000 };

  it('doubles from the base up to the cap, in the upper half of each step', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => retryDelay(n, limits, () => 1))).toEqual([
      100, 200, 400, 800, 1_600, 2_000, 2_000,
    ]);
    expect([1, 2, 3, 6].map((n) => retryDelay(n, limits, () => 0))).toEqual([50, 100, 200, 1_000]);
  });

  it('spreads replicas that failed together', () => {
    const delays = new Set([0, 0.25, 0.5, 0.75].map((r) => retryDelay(4, limits, () => r)));
    expect(delays.size).toBe(4);
  });
});

import { Manager } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { RECONNECTION, retryDelay } from '../src/realtime-backoff';

// Issue 22: after a deploy, pages must not all come back at the same moment (before, every page
// the server dropped retried exactly 5 s later).

describe('retryDelay', () => {
  it('doubles from 1 s per attempt up to 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 20, 5_000].map((attempt) => retryDelay(attempt, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('spreads each wait over ±50 % of it', () => {
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(0, () => 0.999_999)).toBe(1_500);
    expect(retryDelay(3, () => 0)).toBe(4_000);
    expect(retryDelay(3, () => 0.999_999)).toBe(12_000);
    expect(retryDelay(9, () => 0)).toBe(15_000);
    expect(retryDelay(9, () => 0.999_999)).toBe(45_000);
  });

  it('sends ten thousand dropped pages back spread over a second, not all at once', () => {
    const delays = Array.from({ length: 10_000 }, () => retryDelay(0));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...delays)).toBeLessThanOrEqual(1_500);
    // Uniform over ten 100 ms slots: about 1 000 pages each; none takes even a fifth of them.
    const slots = new Map<number, number>();
    for (const delay of delays) {
      const slot = Math.min(9, Math.floor((delay - 500) / 100));
      slots.set(slot, (slots.get(slot) ?? 0) + 1);
    }
    expect(slots.size).toBe(10);
    expect(Math.max(...slots.values())).toBeLessThan(2_000);
  });
});

describe("socket.io's own reconnection with the page's settings", () => {
  it('follows the same curve: 1 s doubling to 30 s, each spread by up to ±50 %', () => {
    const manager = new Manager('http://127.0.0.1:1', { autoConnect: false, ...RECONNECTION });
    expect(manager.reconnectionDelay()).toBe(1_000);
    expect(manager.reconnectionDelayMax()).toBe(30_000);
    expect(manager.randomizationFactor()).toBe(0.5);
    // socket.io keeps its attempt count in its Backoff: each duration() is the next attempt's wait.
    const backoff = (manager as unknown as { backoff: { duration(): number } }).backoff;
    for (let attempt = 0; attempt < 8; attempt++) {
      const base = Math.min(30_000, 1_000 * 2 ** attempt);
      const wait = backoff.duration();
      expect(wait, `attempt ${attempt}`).toBeGreaterThanOrEqual(Math.floor(base * 0.5));
      expect(wait, `attempt ${attempt}`).toBeLessThanOrEqual(Math.min(30_000, base * 1.5));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { subscriptionApplies } from '../src/index';

const NOW = new Date('2026-11-24T12:00:00Z');
const row = (status: string, cancel: boolean, end: string | null) => ({
  status,
  cancel_at_period_end: cancel,
  current_period_end: end === null ? null : new Date(end),
});

describe('subscriptionApplies', () => {
  it('applies while active or trialing', () => {
    expect(subscriptionApplies(row('active', false, '2026-12-24T12:00:00Z'), NOW)).toBe(true);
    expect(subscriptionApplies(row('trialing', false, null), NOW)).toBe(true);
  });

  it('never applies in another status', () => {
    for (const status of ['canceled', 'past_due', 'unpaid', 'paused', 'incomplete', 'incomplete_expired'])
      expect(subscriptionApplies(row(status, false, '2026-12-24T12:00:00Z'), NOW)).toBe(false);
  });

  it('stops at the end of a cancelled period, not before', () => {
    expect(subscriptionApplies(row('active', true, '2026-11-24T12:00:01Z'), NOW)).toBe(true);
    expect(subscriptionApplies(row('active', true, '2026-11-24T12:00:00Z'), NOW)).toBe(false);
  });

  it('keeps applying past the date when not cancelled (the renewal is on its way)', () => {
    expect(subscriptionApplies(row('active', false, '2026-11-01T00:00:00Z'), NOW)).toBe(true);
  });
});

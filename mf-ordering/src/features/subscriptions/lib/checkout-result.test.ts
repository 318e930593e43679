import type { Subscription } from '@cerca/contracts/subscriptions';
import { describe, expect, it } from 'vitest';
import { checkoutResultOf, periodEndLabelOf } from './checkout-result';

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: '33333333-3333-4333-8333-333333333333',
  subject: 'business',
  business_id: '11111111-1111-4111-8111-111111111111',
  business_name: 'Tacos',
  plan_key: 'business_standard',
  status: 'active',
  active: true,
  current_period_end: '2026-12-24T00:00:00.000Z',
  cancel_at_period_end: false,
  payment_method_brand: 'visa',
  payment_method_last4: '4242',
  updated_at: '2026-11-24T00:00:00.000Z',
  ...overrides,
});

describe('checkoutResultOf', () => {
  it("shows 'Pago Exitoso' only for the active subscription the session bought", () => {
    const bought = subscription();
    const answer = { state: 'confirmed' as const, subscription: bought };
    expect(checkoutResultOf(answer, { failed: false, waiting: true })).toEqual({
      view: 'paid',
      subscription: bought,
    });
    expect(checkoutResultOf(answer, { failed: false, waiting: false })).toEqual({
      view: 'paid',
      subscription: bought,
    });
    const ended = {
      state: 'confirmed' as const,
      subscription: subscription({ active: false, status: 'canceled' }),
    };
    expect(checkoutResultOf(ended, { failed: false, waiting: true })).toEqual({ view: 'inactive' });
  });

  it('keeps confirming while pending, then says the payment was not found', () => {
    const pending = { state: 'pending' as const };
    expect(checkoutResultOf(undefined, { failed: false, waiting: true })).toEqual({ view: 'confirming' });
    expect(checkoutResultOf(pending, { failed: false, waiting: true })).toEqual({ view: 'confirming' });
    expect(checkoutResultOf(pending, { failed: false, waiting: false })).toEqual({ view: 'not-found' });
    expect(checkoutResultOf(undefined, { failed: true, waiting: true })).toEqual({ view: 'not-found' });
  });
});

describe('periodEndLabelOf', () => {
  it('names the next charge, or the end of a plan cancelled at the period end', () => {
    expect(periodEndLabelOf(subscription())).toBe('subscriptions.success.nextBilling');
    expect(periodEndLabelOf(subscription({ cancel_at_period_end: true }))).toBe(
      'subscriptions.success.endsOn',
    );
  });
});

import type { Subscription } from '@cerca/contracts/subscriptions';
import { describe, expect, it } from 'vitest';
import {
  activeSubscriptionOf,
  BUSINESS_PLANS,
  brandLabel,
  businessPlanOf,
  isInternalPath,
  PERSONAL_PLANS,
  personalPlanOf,
} from './plans';

const BUSINESS = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function subscription(overrides: Partial<Subscription>): Subscription {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    subject: 'business',
    business_id: BUSINESS,
    business_name: 'Tortas',
    plan_key: 'business_standard',
    status: 'active',
    active: true,
    current_period_end: '2026-12-24T00:00:00.000Z',
    cancel_at_period_end: false,
    payment_method_brand: 'visa',
    payment_method_last4: '4242',
    updated_at: '2026-11-24T00:00:00.000Z',
    ...overrides,
  };
}

describe('plans', () => {
  it('has the prices of spec 02 §9', () => {
    expect(BUSINESS_PLANS.map((p) => [p.key, p.monthlyPrice])).toEqual([
      ['business_basic', 0],
      ['business_standard', 15],
      ['business_premium', 10],
    ]);
    expect(PERSONAL_PLANS.map((p) => [p.key, p.monthlyPrice])).toEqual([
      ['personal_basic', 0],
      ['personal_premium', 1],
    ]);
  });

  it('reads the business plan from active subscriptions of that business only (Premium wins)', () => {
    expect(businessPlanOf([], BUSINESS)).toBe('business_basic');
    expect(businessPlanOf([subscription({})], BUSINESS)).toBe('business_standard');
    expect(businessPlanOf([subscription({})], OTHER)).toBe('business_basic');
    expect(businessPlanOf([subscription({ active: false, status: 'canceled' })], BUSINESS)).toBe(
      'business_basic',
    );
    expect(businessPlanOf([subscription({}), subscription({ plan_key: 'business_premium' })], BUSINESS)).toBe(
      'business_premium',
    );
  });

  it('reads the personal plan', () => {
    const personal = subscription({ subject: 'personal', business_id: null, plan_key: 'personal_premium' });
    expect(personalPlanOf([personal])).toBe('personal_premium');
    expect(personalPlanOf([subscription({})])).toBe('personal_basic');
    expect(activeSubscriptionOf([personal], 'personal_premium', null)).toBe(personal);
    expect(activeSubscriptionOf([personal], 'business_premium', BUSINESS)).toBeNull();
  });

  it('writes the card brand in capitals and keeps checkout links honest', () => {
    expect(brandLabel('visa')).toBe('VISA');
    expect(isInternalPath('/subscription/checkout?session=cs')).toBe(true);
    expect(isInternalPath('//evil.example')).toBe(false);
    expect(isInternalPath('https://checkout.stripe.com/c/pay/cs_test')).toBe(false);
  });
});

import {
  PAID_PLANS,
  type PaidPlanKey,
  businessPlanOf as paidBusinessPlanOf,
  type Subscription,
} from '@cerca/contracts/subscriptions';

/** Every plan a panel shows (spec 02 §9): the free ones are ours only, never sold. */
export type PlanKey = 'business_basic' | PaidPlanKey | 'personal_basic';

export interface PanelPlan {
  key: PlanKey;
  monthlyPrice: number;
  /** Sold through checkout (the Basic plans are what one has without paying). */
  paid: boolean;
}

const paid = (key: PaidPlanKey): PanelPlan => ({
  key,
  monthlyPrice: PAID_PLANS[key].monthlyPrice,
  paid: true,
});

export const BUSINESS_PLANS: PanelPlan[] = [
  { key: 'business_basic', monthlyPrice: 0, paid: false },
  paid('business_standard'),
  paid('business_premium'),
];

export const PERSONAL_PLANS: PanelPlan[] = [
  { key: 'personal_basic', monthlyPrice: 0, paid: false },
  paid('personal_premium'),
];

/** Number of feature lines each plan lists in the texts (plans.<key>.features.0…n-1). */
export const FEATURE_COUNT: Record<PlanKey, number> = {
  business_basic: 4,
  business_standard: 5,
  business_premium: 5,
  personal_basic: 3,
  personal_premium: 3,
};

/** The business's plan: of its active subscriptions, the contracts' rule (Premium wins), else Basic. */
export function businessPlanOf(subscriptions: Subscription[], businessId: string): PlanKey {
  const keys = subscriptions
    .filter((s) => s.active && s.subject === 'business' && s.business_id === businessId)
    .map((s) => s.plan_key);
  return paidBusinessPlanOf(keys) ?? 'business_basic';
}

export function personalPlanOf(subscriptions: Subscription[]): PlanKey {
  return subscriptions.some((s) => s.active && s.subject === 'personal' && s.plan_key === 'personal_premium')
    ? 'personal_premium'
    : 'personal_basic';
}

/** The active subscription behind a paid plan (to show its renewal and cancel it). */
export function activeSubscriptionOf(
  subscriptions: Subscription[],
  plan: PlanKey,
  businessId: string | null,
): Subscription | null {
  return (
    subscriptions.find(
      (s) =>
        s.active &&
        s.plan_key === plan &&
        (businessId === null ? s.subject === 'personal' : s.business_id === businessId),
    ) ?? null
  );
}

/** 'visa' → 'VISA' (spec 02 §2: the card brand in capitals). */
export const brandLabel = (brand: string) => brand.toUpperCase();

/** Where a checkout answer sends the browser: our own pages stay in the app, others (Stripe) leave it. */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

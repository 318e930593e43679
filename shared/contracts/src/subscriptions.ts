import * as z from 'zod/mini';

/**
 * Subscriptions and payments (spec 02 §2 "Subscription plans panels", §4, §5, §9). The plans and
 * their prices are ours; the payment provider (PAYMENTS_PROVIDER: local or stripe) only charges.
 * The subscriptions table, written only from verified payment events, is the truth for the plan.
 */

/** The paid plans one can subscribe to: subject and monthly price (spec 02 §9). */
export const PAID_PLANS = {
  business_standard: { subject: 'business', monthlyPrice: 15 },
  business_premium: { subject: 'business', monthlyPrice: 10 },
  personal_premium: { subject: 'personal', monthlyPrice: 1 },
} as const;

export type PaidPlanKey = keyof typeof PAID_PLANS;
export const PAID_PLAN_KEYS = Object.keys(PAID_PLANS) as PaidPlanKey[];

export function isPaidPlanKey(value: string): value is PaidPlanKey {
  return Object.hasOwn(PAID_PLANS, value);
}

/**
 * Spec 02 §9: a business has every premium feature for its first TRIAL_DAYS days from its
 * creation; after that, without a paid business plan, it is on Basic and the Basic limits apply.
 * The SQL that applies this (and the days-left count) is @cerca/plans' businessUnlimitedSql.
 */
export const TRIAL_DAYS = 5;
/** Basic allows this many publications (one however many images it has) and story collections. */
export const BASIC_POSTS_LIMIT = 3;
export const BASIC_HIGHLIGHTS_LIMIT = 0;

/**
 * The paid business plans, the better one first, with the tier the plan panel names
 * (GET /api/discovery/businesses/:id/plan). They all lift the Basic limits and give messaging.
 */
export const BUSINESS_PLAN_TIERS = { business_premium: 'premium', business_standard: 'standard' } as const;
export type BusinessPlanKey = keyof typeof BUSINESS_PLAN_TIERS & PaidPlanKey;
export const BUSINESS_PLAN_KEYS = Object.keys(BUSINESS_PLAN_TIERS) as BusinessPlanKey[];

/**
 * The business's paid plan, given the plan keys of its subscriptions that apply (Premium wins over
 * Standard), or null: Basic. The one rule the discovery service and the plans panel read.
 */
export function businessPlanOf(appliedPlanKeys: readonly (string | null)[]): BusinessPlanKey | null {
  return BUSINESS_PLAN_KEYS.find((key) => appliedPlanKeys.includes(key)) ?? null;
}

/** Who a subscription is for: a business's plan or a person's. */
export const SUBSCRIPTION_SUBJECTS = ['business', 'personal'] as const;
export type SubscriptionSubject = (typeof SUBSCRIPTION_SUBJECTS)[number];

/** Stripe's subscription statuses; the local provider uses the same words. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses under which a plan applies (with the period-end guard of @cerca/plans). */
export const PLAN_ACTIVE_STATUSES = ['active', 'trialing'] as const satisfies readonly SubscriptionStatus[];

export const subscriptionSubjectSchema = z.enum(SUBSCRIPTION_SUBJECTS);

/** One subscription of the caller (any status: the panels show the active ones as Activo). */
export const subscriptionSchema = z.object({
  id: z.uuid(),
  subject: subscriptionSubjectSchema,
  business_id: z.nullable(z.uuid()),
  business_name: z.nullable(z.string()),
  /** business_standard, business_premium or personal_premium. */
  plan_key: z.nullable(z.string()),
  status: z.string(),
  /** Active or trialing: the plan applies. */
  active: z.boolean(),
  /** ISO date of the period end: the next billing date, or when a cancelled plan stops. */
  current_period_end: z.nullable(z.string()),
  cancel_at_period_end: z.boolean(),
  payment_method_brand: z.nullable(z.string()),
  payment_method_last4: z.nullable(z.string()),
  updated_at: z.string(),
});

/** GET /api/ordering/subscriptions — the caller's subscriptions, last changed first. */
export const mySubscriptionsResponseSchema = z.object({ subscriptions: z.array(subscriptionSchema) });

/**
 * POST /api/ordering/subscriptions/checkout. plan_key is any text so an unknown one is answered
 * 'Producto no encontrado' (spec 02 §5); business_id is required for business plans.
 */
export const startCheckoutBodySchema = z.object({
  plan_key: z.string().check(z.maxLength(60)),
  business_id: z.optional(z.nullable(z.uuid())),
});
export const startCheckoutResponseSchema = z.object({ url: z.string() });

/** POST /api/ordering/subscriptions/:id/cancel — cancel at the period end. */
export const subscriptionIdParamsSchema = z.object({ id: z.uuid() });
export const cancelSubscriptionResponseSchema = z.object({ subscription: subscriptionSchema });

/**
 * GET /api/ordering/subscriptions/checkout/:session_id — /subscription/success asks for the
 * subscription of the checkout session the provider returned with (?session_id=…): 200 `confirmed`
 * once the provider's checkout.session.completed is processed, 202 `pending` until then.
 */
export const checkoutSessionParamsSchema = z.object({
  session_id: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{1,200}$/)),
});
export const checkoutConfirmedSchema = z.object({
  state: z.literal('confirmed'),
  subscription: subscriptionSchema,
});
export const checkoutPendingSchema = z.object({ state: z.literal('pending') });
export const checkoutSubscriptionSchema = z.discriminatedUnion('state', [
  checkoutConfirmedSchema,
  checkoutPendingSchema,
]);

/** The local provider's checkout session (/subscription/checkout?session=…). */
export const localCheckoutParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
export const localCheckoutSchema = z.object({
  id: z.string(),
  plan_key: z.string(),
  monthly_price: z.number(),
  business_name: z.nullable(z.string()),
  cancel_url: z.string(),
});

/** POST …/pay: a test card number (digits, spaces allowed); brand and last four come from it. */
export const payLocalCheckoutBodySchema = z.object({
  card_number: z.string().check(z.regex(/^[0-9 ]{12,23}$/)),
});
export const payLocalCheckoutResponseSchema = z.object({ url: z.string() });

export const webhookReceivedSchema = z.object({ received: z.boolean() });

/** POST /payments/local/period-ends (the jobs service's clock): what one batch did; `more` asks for another. */
export const localPeriodEndsResponseSchema = z.object({
  ended: z.number(),
  renewed: z.number(),
  more: z.boolean(),
});

export type Subscription = z.infer<typeof subscriptionSchema>;
export type MySubscriptionsResponse = z.infer<typeof mySubscriptionsResponseSchema>;
export type StartCheckoutBody = z.infer<typeof startCheckoutBodySchema>;
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;
export type CheckoutSubscription = z.infer<typeof checkoutSubscriptionSchema>;

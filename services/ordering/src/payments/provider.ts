import type { PaidPlanKey } from '@cerca/contracts/subscriptions';
import { type JsonObject, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@cerca/db';
import type { OrderPaymentProvider } from './order-payment-state';

/**
 * What the subscriptions code needs from a payment provider. Two implementations, chosen by
 * PAYMENTS_PROVIDER (see ServiceConfig.payments): `local` (payments/local.ts, a checkout page of
 * our own that signs its events) and `stripe` (payments/stripe.ts, Stripe Checkout Sessions).
 * Both deliver their events through POST /payments/webhook, so the same code writes the
 * subscriptions table whichever provider charged.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** Orders paid by card or at OXXO (issue 25), through the same webhook path. */
  readonly orders: OrderPaymentProvider;
  /** A hosted checkout for one paid plan; the browser goes to `url`. */
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  /**
   * Checks the signature of a webhook request over its raw bytes and reads its event; throws
   * InvalidWebhookSignature when the signature is missing, wrong or too old.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent>;
  /** The subscription state an event carries (null: nothing to write for this event). */
  subscriptionStateOf(event: ProviderEvent): Promise<SubscriptionState | null>;
  /**
   * Asks the provider to stop the subscription at the end of the paid period. Answers the new
   * state when the provider gives it back directly (written at once; its webhook follows).
   */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<SubscriptionState | null>;
}

export interface CheckoutInput {
  userId: string;
  email: string | null;
  planKey: PaidPlanKey;
  subject: 'business' | 'personal';
  businessId: string | null;
  businessName: string | null;
  /** Our pages, as paths ('/subscription/success'): Stripe gets them on PUBLIC_URL, the local page as they are. */
  successPath: string;
  cancelPath: string;
}

/** A verified event: the provider's id (idempotency), type, time and the parsed body. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** When the provider created the event; older events never overwrite newer state. */
  created: Date;
  payload: JsonObject;
}

/** A subscription as a provider reports it, in our words. */
export interface SubscriptionState {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  userId: string;
  subject: 'business' | 'personal';
  businessId: string | null;
  planKey: string | null;
  priceId: string | null;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Null when the event does not say (the stored one is kept). */
  paymentMethodBrand: string | null;
  paymentMethodLast4: string | null;
  /**
   * The checkout session that bought it, when the event is that session's completion
   * (checkout.session.completed); null for the subscription's own events.
   */
  checkoutSessionId: string | null;
}

export class InvalidWebhookSignature extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidWebhookSignature';
  }
}

/** The metadata our checkouts put on a subscription, so its events say whose it is. */
export interface SubscriptionMetadata {
  user_id: string;
  subject: 'business' | 'personal';
  business_id: string;
  plan_key: string;
}

export function metadataOf(input: CheckoutInput): SubscriptionMetadata {
  return {
    user_id: input.userId,
    subject: input.subject,
    business_id: input.businessId ?? '',
    plan_key: input.planKey,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads our metadata back; null when it is not ours (a subscription made elsewhere). */
export function readMetadata(
  metadata: Record<string, unknown> | null | undefined,
): SubscriptionMetadata | null {
  const userId = metadata?.user_id;
  const subject = metadata?.subject;
  const businessId = metadata?.business_id ?? '';
  const planKey = metadata?.plan_key;
  if (typeof userId !== 'string' || !UUID.test(userId)) return null;
  if (subject !== 'business' && subject !== 'personal') return null;
  if (typeof businessId !== 'string' || (subject === 'business' && !UUID.test(businessId))) return null;
  if (typeof planKey !== 'string') return null;
  return {
    user_id: userId,
    subject,
    business_id: subject === 'business' ? businessId : '',
    plan_key: planKey,
  };
}

/** A provider's status word, or null when it is not one we know. */
export function subscriptionStatusOf(value: unknown): SubscriptionStatus | null {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value)
    ? (value as SubscriptionStatus)
    : null;
}

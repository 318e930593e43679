import type { OrderPaymentStatus } from '@cerca/contracts/order-payment';
import type { PaymentStart } from '../repositories/order-payments';
import type { ProviderEvent } from './provider';

// Issue 25: what the providers do for orders paid by card or at OXXO, and how a Stripe-shaped
// event (Stripe's own, or the local provider's signed copy) reads in our words. Both providers
// send payment_intent.* and charge.refunded events with the same shape, so one reader serves both.

/** An order to charge: always its stored total, in cents. */
export interface OrderChargeInput {
  orderId: string;
  userId: string;
  email: string | null;
  amountCents: number;
  method: 'card' | 'oxxo';
  /** The person's customer at the provider ('cus_…'). */
  customerId: string;
  /** Where the browser comes back to (our page), as a path. */
  returnPath: string;
  /** A saved card will be charged (chargeSavedCard): no page to enter one. */
  hasSavedCard: boolean;
}

export interface SavedPaymentMethod {
  customerId: string;
  paymentMethodId: string;
}

/** A tip after delivery to charge (issue 25); `attempt` keys its idempotency (a retry is a new charge). */
export interface LateTipCharge {
  orderId: string;
  userId: string;
  amountCents: number;
  attempt: number;
  saved: SavedPaymentMethod;
}

/** A late tip's charge in our words: from the provider's answer, or its event. */
export interface LateTipOutcome {
  orderId: string;
  intentId: string;
  status: 'succeeded' | 'failed' | 'pending';
  failureCode: string | null;
}

/** The metadata that tells a late tip's intent from the order's own payment. */
export const LATE_TIP_PURPOSE = 'late_tip';

/** What the order code needs from a provider to take an order's payment. */
export interface OrderPaymentProvider {
  /** The person's customer at the provider, made when they pay by card the first time. */
  createCustomer(user: { userId: string; email: string | null }): Promise<string>;
  /** Starts the payment: a card intent (or a page to enter a card) or an OXXO voucher. */
  startOrderPayment(input: OrderChargeInput): Promise<PaymentStart>;
  /**
   * Charges the saved card (intent already started). Answers where the browser must go to
   * authenticate (3-D Secure), or null; the outcome itself arrives as a webhook event.
   */
  chargeSavedCard(
    input: OrderChargeInput & { intentId: string; saved: SavedPaymentMethod },
  ): Promise<{ nextActionUrl: string | null }>;
  /**
   * Gives up an intent nobody paid (the order was cancelled, switched to cash or ran out of time),
   * so it can no longer be paid; its payment_intent.canceled event follows. An intent already
   * paid or given up is left as it is: a payment that got in first is refunded by its event.
   */
  cancelOrderPayment(intent: { orderId: string; intentId: string }): Promise<void>;
  /**
   * Charges a tip added after delivery to the saved card, off session (nobody is there to
   * authenticate: a card that asks for it fails with 'authentication_required'). Answers the
   * outcome as known now; its event follows with the same.
   */
  chargeLateTip(input: LateTipCharge): Promise<LateTipOutcome>;
  /** Refunds a paid order (idempotent per order); the refund's event follows. */
  refundOrderPayment(refund: { orderId: string; intentId: string; amountCents: number }): Promise<void>;
  /** The order payment an event carries; null when it is not about an order payment of ours. */
  orderPaymentOf(event: ProviderEvent): Promise<OrderPaymentState | null>;
}

/** An order payment as an event reports it. */
export interface OrderPaymentState {
  orderId: string;
  userId: string | null;
  intentId: string;
  status: OrderPaymentStatus;
  failureCode: string | null;
  nextActionUrl: string | null;
  oxxoReference: string | null;
  oxxoExpiresAt: Date | null;
  voucherUrl: string | null;
  /** The card paid with, and whether it is to be kept for the next time. */
  card: { paymentMethodId: string; brand: string | null; last4: string | null; save: boolean } | null;
  customerId: string | null;
  refundedCents: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Loose = Record<string, unknown>;
const objectOf = (value: unknown): Loose | null =>
  typeof value === 'object' && value !== null ? (value as Loose) : null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The status an event type means for an intent paid by `method`, or null (not one we follow). */
function statusOf(type: string, method: 'card' | 'oxxo'): OrderPaymentStatus | null {
  switch (type) {
    case 'payment_intent.succeeded':
      return 'succeeded';
    case 'payment_intent.processing':
      return 'processing';
    case 'payment_intent.requires_action':
      return 'requires_action';
    // For OXXO, Stripe reports the voucher's expiry as a failed payment: the order is cancelled.
    case 'payment_intent.payment_failed':
      return method === 'oxxo' ? 'canceled' : 'failed';
    case 'payment_intent.canceled':
      return 'canceled';
    case 'charge.refunded':
      return 'refunded';
    default:
      return null;
  }
}

/** Reads a Stripe-shaped payment_intent.* or charge.refunded event; null when it is not an order's. */
export function readOrderPaymentEvent(event: ProviderEvent): OrderPaymentState | null {
  const object = objectOf(objectOf(event.payload.data)?.object);
  if (!object) return null;
  const metadata = objectOf(object.metadata);
  const orderId = text(metadata?.order_id);
  if (!orderId || !UUID.test(orderId)) return null;
  // A tip after delivery is charged on its own intent: never the order's payment.
  if (text(metadata?.purpose) === LATE_TIP_PURPOSE) return null;
  const userId = text(metadata?.user_id);
  const isCharge = object.object === 'charge';
  const methodTypes = Array.isArray(object.payment_method_types) ? object.payment_method_types : [];
  const method = methodTypes.includes('oxxo') || text(metadata?.method) === 'oxxo' ? 'oxxo' : 'card';
  const status = statusOf(event.type, method);
  if (!status) return null;
  const intentId = isCharge ? text(object.payment_intent) : text(object.id);
  if (!intentId) return null;
  const nextAction = objectOf(object.next_action);
  const redirect = objectOf(nextAction?.redirect_to_url);
  const oxxo = objectOf(nextAction?.oxxo_display_details);
  const error = objectOf(object.last_payment_error);
  const paymentMethod = object.payment_method;
  const expanded = objectOf(paymentMethod);
  const card = objectOf(expanded?.card);
  const paymentMethodId = text(paymentMethod) ?? text(expanded?.id);
  return {
    orderId: orderId.toLowerCase(),
    userId: userId && UUID.test(userId) ? userId : null,
    intentId,
    status,
    failureCode:
      status === 'failed' ? (text(error?.decline_code) ?? text(error?.code) ?? 'card_declined') : null,
    nextActionUrl: text(redirect?.url),
    oxxoReference: text(oxxo?.number),
    oxxoExpiresAt: typeof oxxo?.expires_after === 'number' ? new Date(oxxo.expires_after * 1000) : null,
    voucherUrl: text(oxxo?.hosted_voucher_url),
    card:
      method === 'card' && paymentMethodId && !isCharge
        ? {
            paymentMethodId,
            brand: text(card?.brand),
            last4: text(card?.last4),
            save: text(object.setup_future_usage) !== null,
          }
        : null,
    customerId: text(object.customer),
    refundedCents: isCharge && typeof object.amount_refunded === 'number' ? object.amount_refunded : null,
  };
}

/** Reads a late tip's payment_intent.succeeded / payment_failed event; null for anything else. */
export function readLateTipEvent(
  event: ProviderEvent,
): (LateTipOutcome & { status: 'succeeded' | 'failed' }) | null {
  const object = objectOf(objectOf(event.payload.data)?.object);
  const metadata = objectOf(object?.metadata);
  const orderId = text(metadata?.order_id);
  const intentId = text(object?.id);
  if (text(metadata?.purpose) !== LATE_TIP_PURPOSE || !orderId || !UUID.test(orderId) || !intentId)
    return null;
  if (event.type === 'payment_intent.succeeded')
    return { orderId: orderId.toLowerCase(), intentId, status: 'succeeded', failureCode: null };
  if (event.type !== 'payment_intent.payment_failed') return null;
  const error = objectOf(object?.last_payment_error);
  return {
    orderId: orderId.toLowerCase(),
    intentId,
    status: 'failed',
    failureCode: text(error?.decline_code) ?? text(error?.code) ?? 'card_declined',
  };
}

import * as z from 'zod/mini';

// Issue 25: "¿Cómo quieres pagar?" — Efectivo, Tarjeta or OXXO. A card or OXXO order waits in
// 'awaiting_payment' ("Esperando pago") until the payment provider's webhook says it is paid; the
// charge is always the order's total as the server stored it. In its own file: the driver's and
// the panel's contracts use the method without loading every order schema.

import { orderPaymentMethodSchema } from './order-payment-methods';

export {
  ORDER_PAYMENT_METHODS,
  type OrderPaymentMethod,
  orderPaymentMethodSchema,
} from './order-payment-methods';

/**
 * A card or OXXO payment in our words (order_payments.status). requires_action: the card asks for
 * 3-D Secure, or the OXXO voucher waits to be paid; failed: the card was declined (the order still
 * waits: retry or pay in cash); canceled: the voucher expired (the order is cancelled).
 */
export const ORDER_PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'failed',
  'succeeded',
  'canceled',
  'refund_pending',
  'refunded',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** What an order says about its card or OXXO payment (null for cash). */
export const orderPaymentSchema = z.object({
  status: z.enum(ORDER_PAYMENT_STATUSES),
  amount: z.string(),
  /** The decline ('card_declined'), shown as "Pago rechazado". */
  failure_code: z.nullable(z.string()),
  /** Where the browser goes to pay or authenticate (the provider's page or our local one). */
  next_action_url: z.nullable(z.string()),
  card_brand: z.nullable(z.string()),
  card_last4: z.nullable(z.string()),
  oxxo_reference: z.nullable(z.string()),
  oxxo_expires_at: z.nullable(z.string()),
  oxxo_voucher_url: z.nullable(z.string()),
  /** Set once a refund was asked for: "Reembolso de $X en proceso / reembolsado". */
  refund_amount: z.nullable(z.string()),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderPaymentFields = {
  payment_method: orderPaymentMethodSchema,
  payment: z.nullable(orderPaymentSchema),
};

/** The customer's saved card (brand and last four; the card stays with the provider). */
export const savedCardSchema = z.object({ brand: z.string(), last4: z.string() });
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET /api/ordering/me/orders/:id/payment — the order's payment page (card form, 3-D Secure, voucher). */
export const orderPaymentPageSchema = z.object({
  order_id: z.uuid(),
  business_name: z.string(),
  status: z.string(),
  payment_method: orderPaymentMethodSchema,
  payment: z.nullable(orderPaymentSchema),
  saved_card: z.nullable(savedCardSchema),
  /** The local provider's test page (PAYMENTS_PROVIDER=local): card numbers and simulated OXXO. */
  local: z.boolean(),
});
export type OrderPaymentPage = z.infer<typeof orderPaymentPageSchema>;

/** POST …/payment/card — pay with a (test) card number, or with the saved card. */
export const payOrderByCardBodySchema = z.strictObject({
  card_number: z.optional(
    z.string().check(
      z.regex(/^[\d ]{12,23}$/),
      z.refine((value) => value.replace(/\D/g, '').length >= 12),
    ),
  ),
});
export type PayOrderByCardBody = z.infer<typeof payOrderByCardBodySchema>;

/** POST …/payment/local/:action — the local provider's test page: 3-D Secure and OXXO simulations. */
export const LOCAL_PAYMENT_ACTIONS = [
  'authenticate',
  'fail_authentication',
  'pay_voucher',
  'expire_voucher',
] as const;
export const localPaymentActionParamsSchema = z.object({
  id: z.string(),
  action: z.enum(LOCAL_PAYMENT_ACTIONS),
});

/** POST …/payment/cash — "Pagar en efectivo" after a declined card: the order goes to the business as cash. */
export const orderPaymentResponseSchema = z.object({ page: orderPaymentPageSchema });

/**
 * What one call of the payments sweep did (POST /api/ordering/payments/orders/sweep, called by the
 * jobs service): `more` when a batch was full and another call may find more.
 */
export const orderPaymentSweepSchema = z.object({
  expired_vouchers: z.int(),
  expired_card_orders: z.int(),
  refunds_asked: z.int(),
  intents_released: z.int(),
  more: z.boolean(),
});
export type OrderPaymentSweep = z.infer<typeof orderPaymentSweepSchema>;

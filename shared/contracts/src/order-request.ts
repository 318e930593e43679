import * as z from 'zod/mini';
import { deliveryAddressSchema } from './addresses';
import { orderPaymentMethodSchema } from './order-payment';
import { cartLineSchema, contactPhoneSchema, deliveryNotesSchema, MAX_CART_LINES } from './orders';
import { tipChoiceSchema } from './tips';

// The checkout's request (issue 10, addresses issue 25), apart from orders.ts: its address schema
// is built when the module loads, and every remote that reads an order's status imports orders.ts.
// Only the ordering service validates with it; the checkout sends its type.

/**
 * POST /api/ordering/orders — a cash-on-delivery order. `idempotency_key` is made once per checkout
 * by the browser: the same key again answers the same order; with a different body, 409. Strict:
 * totals or prices sent by the browser are refused with 400. The address is one of the customer's
 * saved ones (`address_id`) or typed (`address`), exactly one of the two (else 400 address_required);
 * the server checks it is in the business's city and zone.
 */
export const createOrderRequestSchema = z.strictObject({
  idempotency_key: z.uuid(),
  business_id: z.uuid(),
  items: z.array(cartLineSchema).check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
  address_id: z.optional(z.uuid()),
  address: z.optional(deliveryAddressSchema),
  delivery_notes: z.optional(deliveryNotesSchema),
  contact_phone: contactPhoneSchema,
  /** "¿Con cuánto pagas?": MXN as typed ('500', '500.50'); absent or blank is the exact amount. */
  /** "¿Cómo quieres pagar?" (issue 25); absent is cash. */
  payment_method: z.optional(orderPaymentMethodSchema),
  cash_tendered: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  /** "Propina para tu repartidor" (issue 25); absent is no tip. */
  tip: z.optional(tipChoiceSchema),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

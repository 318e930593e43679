import * as z from 'zod/mini';
import { cashFields } from './cash-payment';
import { orderHelpReportSchema } from './order-help';
import { orderPaymentFields } from './order-payment';
import { orderStatusSchema } from './order-statuses';
import { promotionDiscountFields } from './promotion-rules';
import { lateTipSchema, tipChoiceSchema } from './tips';

// Commerce (issue 10): the customer's cart, cash-on-delivery orders and /my-orders, and the order
// shape the business panel shares. Imported by file ('@cerca/contracts/orders') by
// services/ordering and mf-ordering (the business menu's cart, my orders, the panel), so the root
// stays small.
// Money travels as MXN decimal strings ("85.00") and is always computed by the server.

// The statuses live apart (order-statuses.ts) so a module that only needs them (the driver's
// deliveries) does not load every order schema with them.
export {
  FINAL_ORDER_STATUSES,
  LIVE_ORDER_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusSchema,
} from './order-statuses';

/** Why a customer cancels their pending order ("Cancelar pedido", issue 25). */
export const CUSTOMER_CANCEL_REASONS = ['changed_mind', 'wrong_order', 'too_slow', 'other'] as const;
/** Why a business rejects a pending order or cancels one later. */
export const BUSINESS_CANCEL_REASONS = ['sold_out', 'closing_early', 'out_of_zone', 'other'] as const;
/** Every reason an order may be cancelled for (orders.cancel_reason, order_status_changes.reason). */
export const ORDER_CANCEL_REASONS = [
  'changed_mind',
  'wrong_order',
  'too_slow',
  'sold_out',
  'closing_early',
  'out_of_zone',
  'other',
  // The system's: an OXXO voucher that expired unpaid (issue 25).
  'payment_expired',
] as const satisfies readonly (
  | (typeof CUSTOMER_CANCEL_REASONS)[number]
  | (typeof BUSINESS_CANCEL_REASONS)[number]
  | 'payment_expired'
)[];
export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];
/** Who cancelled an order: its customer, its business, or the system (an unpaid voucher). */
export const ORDER_CANCELLERS = ['customer', 'business', 'system'] as const;
export type OrderCanceller = (typeof ORDER_CANCELLERS)[number];
/** Who changes an order's status, as its history records it. */
export const ORDER_CHANGE_ACTORS = ['customer', 'business', 'driver', 'system'] as const;
export type OrderChangeActor = (typeof ORDER_CHANGE_ACTORS)[number];
export const MAX_CANCEL_NOTE = 300;

/** A reason, and the person's words; "Otro" must say what. */
function cancellationBody<R extends readonly [string, ...string[]]>(reasons: R) {
  return z
    .strictObject({
      reason: z.enum(reasons),
      note: z.optional(z.string().check(z.trim(), z.maxLength(MAX_CANCEL_NOTE))),
    })
    .check(z.refine((body) => body.reason !== 'other' || (body.note ?? '').length > 0, { path: ['note'] }));
}
/** POST /api/ordering/me/orders/:id/cancel — the customer, while the order is pending. */
export const customerCancelBodySchema = cancellationBody(CUSTOMER_CANCEL_REASONS);
export type CustomerCancelBody = z.infer<typeof customerCancelBodySchema>;
/** POST /api/ordering/orders/:id/cancel — the business: a rejection while pending, a cancellation later. */
export const businessCancelBodySchema = cancellationBody(BUSINESS_CANCEL_REASONS);
export type BusinessCancelBody = z.infer<typeof businessCancelBodySchema>;

/** Who cancelled an order and why; all null unless it is cancelled. */
export const orderCancellationFields = {
  cancelled_by: z.nullable(z.enum(ORDER_CANCELLERS)),
  cancel_reason: z.nullable(z.enum(ORDER_CANCEL_REASONS)),
  cancel_note: z.nullable(z.string()),
};

/** Limits of a cart line and a cart. */
export const MAX_LINE_QUANTITY = 20;
export const MAX_CART_LINES = 30;
export const MAX_LINE_NOTES = 200;
export const MAX_DELIVERY_NOTES = 500;
export const MY_ORDERS_PAGE_SIZE = 20;

/**
 * The cart the business page keeps in localStorage (one business at a time): what and how many,
 * with the names the menu showed. It holds no price: every amount the cart shows is the server's
 * quote (POST /orders/quote). A cart stored with prices by an earlier version still parses (the
 * extra field is dropped).
 */
export const storedCartSchema = z.object({
  business_id: z.uuid(),
  business_name: z.string(),
  items: z
    .array(
      z.object({
        menu_item_id: z.uuid(),
        variant_id: z.nullable(z.uuid()),
        name: z.string(),
        variant_name: z.nullable(z.string()),
        quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
        notes: z.string(),
      }),
    )
    .check(z.maxLength(MAX_CART_LINES)),
});
export type StoredCart = z.infer<typeof storedCartSchema>;
export type StoredCartItem = StoredCart['items'][number];

/** Optional "+", then digits with spaces or dashes; 10 to 15 digits (Mexican numbers have 10). */
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{8,18}[0-9]$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/**
 * One cart line as the browser sends it: what and how many, never a price. Strict: a line that
 * carries a price (unit_price, price_extra, line_total…) is refused with 400, not silently priced.
 */
export const cartLineSchema = z.strictObject({
  menu_item_id: z.uuid(),
  variant_id: z.optional(z.nullable(z.uuid())),
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  notes: z.optional(z.string().check(z.trim(), z.maxLength(MAX_LINE_NOTES))),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** POST /api/ordering/orders/quote — the server's prices for a cart (nothing is stored). */
export const orderQuoteRequestSchema = z.strictObject({
  business_id: z.uuid(),
  items: z.array(cartLineSchema).check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
  /** "Propina para tu repartidor" (issue 25); absent is no tip. */
  tip: z.optional(tipChoiceSchema),
});
export type OrderQuoteRequest = z.infer<typeof orderQuoteRequestSchema>;

/** A Mexican phone as typed at checkout: optional "+", digits with spaces or dashes, 10 to 15 digits. */
export const contactPhoneSchema = z.string().check(
  z.trim(),
  z.refine((value) => PHONE_PATTERN.test(value) && digitCount(value) >= 10 && digitCount(value) <= 15),
);
export const deliveryNotesSchema = z.string().check(z.trim(), z.maxLength(MAX_DELIVERY_NOTES));

/** A priced line: line_total = (unit_price + variant_price_extra) × quantity. */
export const orderLineSchema = z.object({
  id: z.optional(z.uuid()),
  menu_item_id: z.nullable(z.uuid()),
  variant_id: z.nullable(z.uuid()),
  item_name: z.string(),
  variant_name: z.nullable(z.string()),
  quantity: z.int(),
  unit_price: z.string(),
  variant_price_extra: z.string(),
  line_total: z.string(),
  notes: z.nullable(z.string()),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The server's answer to a quote: lines, subtotal, the business's delivery fee, total. */
export const orderQuoteSchema = z.object({
  business_id: z.uuid(),
  items: z.array(orderLineSchema),
  subtotal_amount: z.string(),
  shipping_amount: z.string(),
  /** The driver's tip, by the server (issue 25); '0.00' without one. */
  tip_amount: z.string(),
  ...promotionDiscountFields,
  total_amount: z.string(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** The business as an order shows it; owner_id is where 'Contactar Negocio' writes to. */
export const orderBusinessSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  owner_id: z.uuid(),
  photo_url: z.nullable(z.string()),
});

/** An order as the customer (and the business panel) sees it. */
export const orderSchema = z.object({
  id: z.uuid(),
  business: orderBusinessSchema,
  user_id: z.nullable(z.uuid()),
  driver_id: z.nullable(z.uuid()),
  status: orderStatusSchema,
  items: z.array(orderLineSchema),
  subtotal_amount: z.string(),
  shipping_amount: z.string(),
  ...promotionDiscountFields,
  total_amount: z.string(),
  delivery_address: z.string(),
  delivery_notes: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  ...cashFields,
  /** The driver's tip (issue 25), part of total_amount. */
  tip_amount: z.string(),
  ...orderPaymentFields,
  ...orderCancellationFields,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/ordering/me/orders — search by order id or business name, status filter, pages. */
export const myOrdersQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(orderStatusSchema),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type MyOrdersQuery = z.infer<typeof myOrdersQuerySchema>;
/**
 * An order of /my-orders: the order, when it was delivered, and the problems its customer reported
 * ("Ayuda con mi pedido", @cerca/contracts/order-help).
 */
export const myOrderSchema = z.extend(orderSchema, {
  delivered_at: z.nullable(z.string()),
  help_reports: z.array(orderHelpReportSchema),
  /** The tip added after delivery (issue 25), if any. */
  late_tip: z.nullable(lateTipSchema),
});
export type MyOrder = z.infer<typeof myOrderSchema>;
export const myOrdersPageSchema = z.object({
  items: z.array(myOrderSchema),
  next_cursor: z.nullable(z.string()),
});
export type MyOrdersPage = z.infer<typeof myOrdersPageSchema>;

/** The socket event names (equal to @cerca/queues' REALTIME_EVENTS.orderStatus / orderCreated). */
export const ORDER_SOCKET_EVENTS = { status: 'order:status', created: 'order:created' } as const;

/**
 * Realtime payload of REALTIME_EVENTS.orderStatus (to the customer's and the owner's user rooms)
 * and REALTIME_EVENTS.orderCreated (to the owner's room): enough to refetch, nothing private.
 */
export const orderEventSchema = z.object({
  order_id: z.uuid(),
  business_id: z.uuid(),
  status: orderStatusSchema,
  updated_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

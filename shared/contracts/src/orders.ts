import * as z from 'zod/mini';

// Commerce (issue 10): the customer's cart, cash-on-delivery orders and /my-orders, and the order
// shape the business panel shares. Imported by file ('@cerca/contracts/orders') by
// services/ordering and mf-ordering (the business menu's cart, my orders, the panel), so the root
// stays small.
// Money travels as MXN decimal strings ("85.00") and is always computed by the server.

/** Spec 02 §4: the happy path in order; 'cancelled' is the only exit. */
export const ORDER_STATUSES = [
  'pending',
  'preparing',
  'looking_for_driver',
  'on_the_way',
  'delivered',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
/** Where an order ends: nothing moves it on. */
export const FINAL_ORDER_STATUSES = ['delivered', 'cancelled'] as const satisfies readonly OrderStatus[];
/** An order still being prepared or carried. */
export const LIVE_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status): status is Exclude<OrderStatus, (typeof FINAL_ORDER_STATUSES)[number]> =>
    !(FINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(status),
);

/** Limits of a cart line and a cart. */
export const MAX_LINE_QUANTITY = 20;
export const MAX_CART_LINES = 30;
export const MAX_LINE_NOTES = 200;
export const MAX_DELIVERY_ADDRESS = 300;
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
});
export type OrderQuoteRequest = z.infer<typeof orderQuoteRequestSchema>;

/** The checkout form's fields (address, notes, phone); the page's form validates with it too. */
export const checkoutFieldsSchema = z.object({
  delivery_address: z.string().check(z.trim(), z.minLength(5), z.maxLength(MAX_DELIVERY_ADDRESS)),
  delivery_notes: z.string().check(z.trim(), z.maxLength(MAX_DELIVERY_NOTES)),
  contact_phone: z.string().check(
    z.trim(),
    z.refine((value) => PHONE_PATTERN.test(value) && digitCount(value) >= 10 && digitCount(value) <= 15),
  ),
});
export type CheckoutFields = z.infer<typeof checkoutFieldsSchema>;

/**
 * POST /api/ordering/orders — a cash-on-delivery order. `idempotency_key` is made once per checkout
 * by the browser: the same key again answers the same order; with a different body, 409. Strict:
 * totals or prices sent by the browser are refused with 400.
 */
export const createOrderRequestSchema = z.strictObject({
  idempotency_key: z.uuid(),
  business_id: z.uuid(),
  items: z.array(cartLineSchema).check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
  delivery_address: z.string().check(z.trim(), z.minLength(5), z.maxLength(MAX_DELIVERY_ADDRESS)),
  delivery_notes: z.optional(z.string().check(z.trim(), z.maxLength(MAX_DELIVERY_NOTES))),
  contact_phone: checkoutFieldsSchema.shape.contact_phone,
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

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
  total_amount: z.string(),
  delivery_address: z.string(),
  delivery_notes: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
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
export const myOrdersPageSchema = z.object({
  items: z.array(orderSchema),
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

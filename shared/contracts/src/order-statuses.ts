import * as z from 'zod/mini';

// An order's statuses (spec 02 §4), alone in their module: the driver's contracts need them, and
// nothing else of orders.ts (whose schemas are built when it loads).

/** Spec 02 §4: the happy path in order; 'cancelled' is the only exit. */
export const ORDER_STATUSES = [
  // Issue 25: a card or OXXO order before its payment is confirmed ("Esperando pago").
  'awaiting_payment',
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

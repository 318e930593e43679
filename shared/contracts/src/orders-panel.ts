import * as z from 'zod/mini';
import { vehicleTypeSchema } from './driver-me';
import { orderPaymentMethodSchema } from './order-payment';
import { ORDER_STATUSES, type OrderStatus, orderCancellationFields } from './orders';
import { promotionDiscountFields } from './promotion-rules';

// The business orders panel 'Pedidos y Ventas' (spec 02 §2, §4, §9). Imported by file
// (`@cerca/contracts/orders-panel`) by the ordering service and mf-ordering only.

/** Spec 02 §4, in order; 'cancelled' is the only exit and is not the owner's button. */
export const PANEL_ORDER_STATUSES = ORDER_STATUSES;
export type PanelOrderStatus = OrderStatus;

const HAPPY_PATH: readonly PanelOrderStatus[] = [
  'pending',
  'preparing',
  'looking_for_driver',
  'on_the_way',
  'delivered',
];

/** The one state an order may advance to ('Marcar como …'), or null once delivered or cancelled. */
export function nextOrderStatus(status: PanelOrderStatus): PanelOrderStatus | null {
  const index = HAPPY_PATH.indexOf(status);
  return index >= 0 && index < HAPPY_PATH.length - 1 ? (HAPPY_PATH[index + 1] ?? null) : null;
}

/** 'Asignar Repartidor' is offered from preparing or looking_for_driver, to an order without a driver. */
export function canAssignDriver(order: { status: PanelOrderStatus; driver_id: string | null }): boolean {
  return (order.status === 'preparing' || order.status === 'looking_for_driver') && order.driver_id === null;
}

/** Period filters (spec 02 §9): today from midnight in the city's zone, 7 days, 30 days, all time. */
export const ORDER_PERIODS = ['today', 'week', 'month', 'all'] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];

export const ORDERS_PAGE_SIZE = 20;

export const ordersPanelPathSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** GET /businesses/:id/orders */
export const businessOrdersQuerySchema = z.object({
  status: z.optional(z.enum(PANEL_ORDER_STATUSES)),
  period: z.optional(z.enum(ORDER_PERIODS)),
  /** Order id, customer name or delivery address, case-insensitive substring. */
  q: z.optional(z.string().check(z.maxLength(200))),
  cursor: z.optional(z.string().check(z.maxLength(300))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))),
});

export const panelOrderItemSchema = z.object({
  id: z.string(),
  item_name: z.string(),
  variant_name: z.nullable(z.string()),
  quantity: z.int(),
  /** Decimal strings, MXN. */
  unit_price: z.string(),
  variant_price_extra: z.string(),
  /** (unit_price + variant_price_extra) × quantity, by the server: the panel shows it as is. */
  line_total: z.string(),
  notes: z.nullable(z.string()),
});

export const panelOrderSchema = z.object({
  id: z.string(),
  status: z.enum(PANEL_ORDER_STATUSES),
  created_at: z.string(),
  subtotal_amount: z.string(),
  shipping_amount: z.string(),
  ...promotionDiscountFields,
  total_amount: z.string(),
  delivery_address: z.string(),
  delivery_notes: z.nullable(z.string()),
  customer: z.nullable(z.object({ username: z.string(), phone: z.nullable(z.string()) })),
  items: z.array(panelOrderItemSchema),
  driver_id: z.nullable(z.string()),
  driver: z.nullable(
    z.object({
      id: z.string(),
      username: z.string(),
      avatar_url: z.nullable(z.string()),
      phone: z.nullable(z.string()),
    }),
  ),
  driver_order: z.nullable(z.object({ id: z.string(), status: z.string() })),
  /** "Pagado con tarjeta", "Pagado en OXXO" or cash to collect (issue 25). */
  payment_method: orderPaymentMethodSchema,
  ...orderCancellationFields,
});
export type PanelOrder = z.infer<typeof panelOrderSchema>;

export const businessOrdersResponseSchema = z.object({
  orders: z.array(panelOrderSchema),
  next_cursor: z.nullable(z.string()),
});
export type BusinessOrdersPage = z.infer<typeof businessOrdersResponseSchema>;

/** GET /businesses/:id/orders/summary?period= — the four cards and the sales summary. */
export const ordersSummaryQuerySchema = z.object({ period: z.optional(z.enum(ORDER_PERIODS)) });

export const ordersSummaryResponseSchema = z.object({
  business: z.object({ id: z.string(), name: z.string(), city_id: z.string() }),
  total_orders: z.int(),
  /** Not delivered (and not cancelled). */
  pending_orders: z.int(),
  /** Delivered. */
  completed_orders: z.int(),
  cancelled_orders: z.int(),
  /** Sum of the totals of the orders that were not cancelled, decimal string. */
  revenue: z.string(),
  /** revenue / (orders not cancelled), decimal string with 2 decimals. */
  average_ticket: z.string(),
  /** Sum of the shipping of the orders that were not cancelled. */
  shipping_revenue: z.string(),
  by_status: z.array(z.object({ status: z.enum(PANEL_ORDER_STATUSES), count: z.int() })),
  /** Orders preparing or looking for a driver without one, newest first (quick-assign). */
  assignable_orders: z.array(z.object({ id: z.string(), status: z.enum(PANEL_ORDER_STATUSES) })),
});
export type OrdersSummary = z.infer<typeof ordersSummaryResponseSchema>;

export const orderPathSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** POST /orders/:id/status */
export const orderStatusBodySchema = z.object({ status: z.enum(PANEL_ORDER_STATUSES) });

/** POST /orders/:id/assign-driver */
export const assignDriverBodySchema = z.object({ driver_id: z.string().check(z.maxLength(100)) });

export const orderStatusResponseSchema = z.object({
  order: z.object({
    id: z.string(),
    status: z.enum(PANEL_ORDER_STATUSES),
    driver_id: z.nullable(z.string()),
  }),
});

/** GET /businesses/:id/drivers?q=&vehicle= — approved drivers of the business's city. */
export const cityDriversQuerySchema = z.object({
  /** Username or phone, case-insensitive substring. */
  q: z.optional(z.string().check(z.maxLength(100))),
  vehicle: z.optional(vehicleTypeSchema),
});

export const cityDriverSchema = z.object({
  id: z.string(),
  username: z.string(),
  full_name: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  phone: z.string(),
  vehicle_type: vehicleTypeSchema,
  is_available: z.boolean(),
});
export type CityDriver = z.infer<typeof cityDriverSchema>;

export const cityDriversResponseSchema = z.object({ drivers: z.array(cityDriverSchema) });

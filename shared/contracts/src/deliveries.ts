import * as z from 'zod/mini';
import { cashFields } from './cash-payment';
import { driverSchema, vehicleTypeSchema } from './driver-me';
import { orderPaymentMethodSchema } from './order-payment-methods';
import { ORDER_STATUSES } from './order-statuses';

// Drivers and delivery (issue 11; spec 02 §2 Driver dashboard and registration, §4 Driver order
// and Driver status, §5, §7, §9). Imported by file (`@cerca/contracts/deliveries`) by the driver
// service, the ordering service (assignment, live events) and mf-driver.

/** Spec 02 §4: driver_orders statuses; labels Aceptado, Recogido, Entregado, Cancelado. */
export const DRIVER_ORDER_STATUSES = ['accepted', 'picked_up', 'delivered', 'cancelled'] as const;
export type DriverOrderStatus = (typeof DRIVER_ORDER_STATUSES)[number];
/** A delivery under way: the driver has it (one live row per order, a unique index says). */
export const LIVE_DRIVER_ORDER_STATUSES = [
  'accepted',
  'picked_up',
] as const satisfies readonly DriverOrderStatus[];

/**
 * The one next step of a delivery for its driver: from accepted, picked_up or cancelled; from
 * picked_up, delivered (which also delivers the order). Anything else is refused.
 */
export function nextDeliverySteps(status: DriverOrderStatus): readonly DriverOrderStatus[] {
  if (status === 'accepted') return ['picked_up', 'cancelled'];
  if (status === 'picked_up') return ['delivered'];
  return [];
}

/** 'Mis Pedidos' filters (spec 02 §4: active = neither delivered nor cancelled). */
export const DELIVERY_FILTERS = ['all', 'active', 'completed', 'cancelled'] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

export const DELIVERIES_PAGE_SIZE = 20;

/** Identity documents: images only, at most 5 MB (the storage rule of every upload). */
export const IDENTIFICATION_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/driver/registration (multipart): phone, vehicle_type, zone_id and the file field
 * `identification` (required for a new registration, optional for an update). The zone is fixed
 * once registered: an update with another zone_id is refused. Answers the driver record and
 * whether it was created (201, 'Registro completado correctamente') or updated (200,
 * 'Información actualizada correctamente').
 */
export const driverRegistrationFieldsSchema = z.object({
  phone: z.string().check(z.maxLength(30)),
  vehicle_type: vehicleTypeSchema,
  zone_id: z.string().check(z.maxLength(100)),
});
export type DriverRegistrationFields = z.infer<typeof driverRegistrationFieldsSchema>;

export const driverRegistrationResponseSchema = z.object({ driver: driverSchema, created: z.boolean() });
export type DriverRegistrationResponse = z.infer<typeof driverRegistrationResponseSchema>;

/** PUT /api/driver/me/availability */
export const availabilityBodySchema = z.object({ is_available: z.boolean() });
export const availabilityResponseSchema = z.object({ driver: driverSchema });

/**
 * GET /api/driver/drivers/:id/identification — a short-lived signed URL of the ID image, for the
 * driver, the partner of the driver's zone and admins; 403 for everyone else, 404 with none on file.
 */
export const identificationUrlResponseSchema = z.object({ url: z.string(), expires_at: z.string() });

/** An order as a driver sees it: where to pick it up, where to take it, what it carries. */
export const deliveryOrderSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  subtotal_amount: z.string(),
  shipping_amount: z.string(),
  total_amount: z.string(),
  delivery_address: z.string(),
  delivery_notes: z.nullable(z.string()),
  /** Paid in cash with this bill; the driver brings cash_change (issue 25). */
  ...cashFields,
  /** The customer's tip for the driver (issue 25), part of total_amount. */
  tip_amount: z.string(),
  /** Card and OXXO orders are paid already: nothing to collect (issue 25). */
  payment_method: orderPaymentMethodSchema,
  business: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.nullable(z.string()),
    photo_url: z.nullable(z.string()),
  }),
  customer: z.nullable(z.object({ username: z.string(), phone: z.nullable(z.string()) })),
  items: z.array(
    z.object({
      id: z.string(),
      item_name: z.string(),
      variant_name: z.nullable(z.string()),
      quantity: z.int(),
      notes: z.nullable(z.string()),
    }),
  ),
  /** This driver's delivery of the order; null in the available list. */
  driver_order: z.nullable(
    z.object({ id: z.string(), status: z.enum(DRIVER_ORDER_STATUSES), updated_at: z.string() }),
  ),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

/**
 * An order offered to the zone's drivers, not yet theirs (DESIGN §10, issue 21): the business to
 * pick it up from, how many items, the approximate area and the cash to collect. The customer's
 * username, phone, street address and notes (and the item notes) are only in DeliveryOrder, which
 * only the assigned driver gets. `area.colonia` is the colonia when the address names one
 * ("Col. Americana"), else null; `area.city` is the business's city.
 */
export const offeredOrderSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** Cash on delivery: what the driver collects from the customer. */
  total_amount: z.string(),
  /** The sum of the lines' quantities. */
  items_count: z.int(),
  area: z.object({ colonia: z.nullable(z.string()), city: z.string() }),
  business: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    photo_url: z.nullable(z.string()),
  }),
});
export type OfferedOrder = z.infer<typeof offeredOrderSchema>;

/** GET /api/driver/me/available-orders — empty (not an error) while the driver is unavailable. */
export const availableOrdersResponseSchema = z.object({ orders: z.array(offeredOrderSchema) });

/** GET /api/driver/me/deliveries?filter=&cursor= — 'Mis Pedidos', newest first. */
export const deliveriesQuerySchema = z.object({
  filter: z.optional(z.enum(DELIVERY_FILTERS)),
  cursor: z.optional(z.string().check(z.maxLength(300))),
});
export const deliveriesResponseSchema = z.object({
  orders: z.array(deliveryOrderSchema),
  next_cursor: z.nullable(z.string()),
});
export type DeliveriesPage = z.infer<typeof deliveriesResponseSchema>;

export const deliveryOrderPathSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/**
 * POST /api/driver/orders/:id/accept — 200 { order } ('Pedido aceptado'); 409 code
 * 'order_not_available' ('Error al aceptar el pedido') when someone else won or it is gone.
 */
export const acceptOrderResponseSchema = z.object({ order: deliveryOrderSchema });

/** POST /api/driver/deliveries/:id/status — :id is the driver_orders id. */
export const deliveryStatusBodySchema = z.object({ status: z.enum(DRIVER_ORDER_STATUSES) });
export const deliveryStatusResponseSchema = z.object({ order: deliveryOrderSchema });

/**
 * The zone room's socket event names (equal to @cerca/queues' REALTIME_EVENTS.orderAvailable /
 * orderTaken; browser code cannot import that package).
 */
export const DELIVERY_SOCKET_EVENTS = { available: 'order:available', taken: 'order:taken' } as const;

/** Realtime payloads (events in @cerca/queues REALTIME_EVENTS). */
export interface OrderAvailableEvent {
  order: OfferedOrder;
}
export interface OrderTakenEvent {
  order_id: string;
}

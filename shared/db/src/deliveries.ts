import type { DeliveryOrder } from '@cerca/contracts/deliveries';
import { type Kysely, sql } from 'kysely';
import type { Database, OrderStatus } from './schema/index';

// The one code path that gives an order to a driver (spec 02 §4): a driver's own accept and the
// business's 'Asignar Repartidor' both go through assignOrderToDriver, so the same guarded write
// and the same one-live-assignment index decide every race between them.

type Db = Kysely<Database>;

export interface OrderAssignment {
  orderId: string;
  driverId: string;
  /** The statuses the order may be taken from (a driver: looking_for_driver only). */
  from: readonly OrderStatus[];
  /** When given, the order's business must be in this city (a driver's zone). */
  zoneId?: string;
}

export interface AssignedOrder {
  id: string;
  status: OrderStatus;
  driver_id: string | null;
  business_id: string;
  user_id: string | null;
  driver_order_id: string;
}

/**
 * Inside `trx`: the order gets the driver and on_the_way, and a driver_orders row 'accepted' is
 * written, only while the order is in `from` with no driver (and in `zoneId`). The UPDATE's row
 * lock makes a concurrent taker wait and then find the condition false, so undefined means
 * someone else won or the order is not available. The partial unique index
 * driver_orders_one_live_per_order_key is the backstop: a live row left behind fails the insert
 * with 23505 (isUniqueViolation) and rolls the transaction back.
 */
export async function assignOrderToDriver(
  trx: Db,
  assignment: OrderAssignment,
): Promise<AssignedOrder | undefined> {
  let update = trx
    .updateTable('orders')
    .set({ driver_id: assignment.driverId, status: 'on_the_way' })
    .where('id', '=', assignment.orderId)
    .where('driver_id', 'is', null)
    .where('status', 'in', [...assignment.from]);
  if (assignment.zoneId !== undefined) {
    const zoneId = assignment.zoneId;
    update = update.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('businesses')
          .select('businesses.id')
          .whereRef('businesses.id', '=', 'orders.business_id')
          .where('businesses.city_id', '=', zoneId),
      ),
    );
  }
  const order = await update
    .returning(['id', 'status', 'driver_id', 'business_id', 'user_id'])
    .executeTakeFirst();
  if (!order) return undefined;
  const driverOrder = await trx
    .insertInto('driver_orders')
    .values({ order_id: order.id, driver_id: assignment.driverId, status: 'accepted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...order, driver_order_id: driverOrder.id };
}

/**
 * How many deliveries of the order were cancelled: its events after a driver's cancel carry it, so
 * a second looking_for_driver (or the same driver taking it again) is told again, not mistaken for
 * a retry of the first.
 */
export async function deliveryAttempt(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('driver_orders')
    .select((eb) => eb.fn.countAll<number>().as('cancelled'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.cancelled);
}

/**
 * Whether a database error is a unique violation (another live assignment of the order), of the
 * named constraint when one is given (accounts.ts tells a taken e-mail from a taken username).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string } | null;
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/** created_at as exact UTC text (microseconds), so keyset cursors never skip rows. */
export const DELIVERY_TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

/** The order's created_at in DELIVERY_TIME_FORMAT, as the driver's lists read it. */
export const orderCreatedAtText = sql<string>`to_char(orders.created_at at time zone 'UTC', ${sql.lit(DELIVERY_TIME_FORMAT)})`;

/** The business's logo: the first main photo, as the business pages show it. */
export const businessLogoUrl = sql<string | null>`(
  select business_photos.url from business_photos
  where business_photos.business_id = businesses.id and business_photos.type = 'main'
  order by business_photos.created_at, business_photos.id limit 1)`;

/**
 * Orders as a driver sees them (DeliveryOrder): business to pick up from, customer and address,
 * lines, and `driverId`'s own live or latest delivery of each. The caller narrows the query with
 * `where` (ids, status, zone) and orders and limits it; the rows come back in that order.
 */
export async function selectDeliveryOrders(
  db: Db,
  narrow: (query: ReturnType<typeof deliveryOrderBase>) => ReturnType<typeof deliveryOrderBase>,
  driverId: string | null,
): Promise<DeliveryOrder[]> {
  const rows = await narrow(deliveryOrderBase(db, driverId)).execute();
  return rows.map(
    (row): DeliveryOrder => ({
      id: row.id,
      status: row.status,
      created_at: row.created_at_text,
      subtotal_amount: row.subtotal_amount,
      shipping_amount: row.shipping_amount,
      total_amount: row.total_amount,
      delivery_address: row.delivery_address,
      delivery_notes: row.delivery_notes,
      business: {
        id: row.business_id,
        name: row.business_name,
        address: row.business_address,
        phone: row.business_phone,
        photo_url: row.business_photo_url,
      },
      customer: row.customer_username ? { username: row.customer_username, phone: row.customer_phone } : null,
      items: row.items,
      driver_order: row.driver_order,
    }),
  );
}

function deliveryOrderBase(db: Db, driverId: string | null) {
  return db
    .selectFrom('orders')
    .innerJoin('businesses', 'businesses.id', 'orders.business_id')
    .leftJoin('profiles as customer', 'customer.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.created_at',
      orderCreatedAtText.as('created_at_text'),
      'orders.subtotal_amount',
      'orders.shipping_amount',
      'orders.total_amount',
      'orders.delivery_address',
      'orders.delivery_notes',
      'businesses.id as business_id',
      'businesses.name as business_name',
      'businesses.address as business_address',
      'businesses.phone as business_phone',
      businessLogoUrl.as('business_photo_url'),
      'customer.username as customer_username',
      sql<string | null>`coalesce(orders.contact_phone, customer.phone)`.as('customer_phone'),
      sql<DeliveryOrder['items']>`coalesce((
        select json_agg(json_build_object(
          'id', order_items.id, 'item_name', order_items.item_name,
          'variant_name', order_items.variant_name, 'quantity', order_items.quantity,
          'notes', order_items.notes
        ) order by order_items.created_at, order_items.id)
        from order_items where order_items.order_id = orders.id), '[]'::json)`.as('items'),
      // This driver's delivery: the live one, else the latest (a cancelled one).
      sql<DeliveryOrder['driver_order']>`(
        select json_build_object('id', driver_orders.id, 'status', driver_orders.status,
          'updated_at', to_char(driver_orders.updated_at at time zone 'UTC', ${sql.lit(DELIVERY_TIME_FORMAT)}))
        from driver_orders
        where driver_orders.order_id = orders.id and driver_orders.driver_id = ${driverId}::uuid
        order by (driver_orders.status = 'cancelled'), driver_orders.created_at desc
        limit 1)`.as('driver_order'),
    ]);
}

export type DeliveryOrderQuery = ReturnType<typeof deliveryOrderBase>;

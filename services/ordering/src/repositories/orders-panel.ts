import type { VehicleType } from '@cerca/contracts';
import { LIVE_DRIVER_ORDER_STATUSES } from '@cerca/contracts/deliveries';
import type { CityDriver, PanelOrder, PanelOrderStatus } from '@cerca/contracts/orders-panel';
import { type Db, sql } from '@cerca/db';
import { lineTotal } from '../line-total';

/** created_at as exact UTC text, so the cursor never skips rows sharing a millisecond. */
const TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

/** A position in the panel's list: the last row's created_at (UTC, microseconds) and id. */
export interface OrderPosition {
  at: string;
  id: string;
}

/** The business of the panel, only when `userId` owns it (anyone else gets nothing). */
export async function findOwnedPanelBusiness(db: Db, businessId: string, userId: string) {
  return db
    .selectFrom('businesses')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .select([
      'businesses.id',
      'businesses.name',
      'businesses.city_id',
      sql<string>`coalesce(cities.time_zone, 'America/Mexico_City')`.as('time_zone'),
    ])
    .where('businesses.id', '=', businessId)
    .where('businesses.owner_id', '=', userId)
    .executeTakeFirst();
}

/** `%text%` for ILIKE with the pattern characters of the caller's text escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface OrdersFilter {
  status?: PanelOrderStatus | undefined;
  since?: Date | null | undefined;
  q?: string | undefined;
}

function filtered(db: Db, businessId: string, filter: OrdersFilter) {
  let query = db
    .selectFrom('orders')
    .leftJoin('profiles as customer', 'customer.id', 'orders.user_id')
    .where('orders.business_id', '=', businessId)
    // A card or OXXO order reaches the business once paid (issue 25): never before, even cancelled.
    .where('orders.placed_at', 'is not', null);
  if (filter.status) query = query.where('orders.status', '=', filter.status);
  if (filter.since) query = query.where('orders.created_at', '>=', filter.since);
  const q = filter.q?.replaceAll('\u0000', '').trim();
  if (q) {
    const pattern = contains(q);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`orders.id::text`, 'ilike', pattern),
        eb('customer.username', 'ilike', pattern),
        eb('customer.full_name', 'ilike', pattern),
        eb('orders.delivery_address', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** The panel's list: newest first, `limit` orders after `after`, with items, customer and driver. */
export async function listBusinessOrders(
  db: Db,
  businessId: string,
  filter: OrdersFilter,
  limit: number,
  after?: OrderPosition,
): Promise<{ orders: PanelOrder[]; last: OrderPosition | null }> {
  let query = filtered(db, businessId, filter)
    .leftJoin('profiles as driver_profile', 'driver_profile.id', 'orders.driver_id')
    .leftJoin('drivers', 'drivers.id', 'orders.driver_id')
    .select([
      'orders.id',
      'orders.status',
      sql<string>`to_char(orders.created_at at time zone 'UTC', ${sql.lit(TIME_FORMAT)})`.as('created_at'),
      'orders.subtotal_amount',
      'orders.shipping_amount',
      'orders.total_amount',
      'orders.discount_amount',
      'orders.applied_promotion',
      'orders.delivery_address',
      'orders.delivery_notes',
      'orders.driver_id',
      'customer.username as customer_username',
      sql<string | null>`coalesce(orders.contact_phone, customer.phone)`.as('customer_phone'),
      'driver_profile.username as driver_username',
      'driver_profile.avatar_url as driver_avatar_url',
      'drivers.phone as driver_phone',
      'orders.payment_method',
      'orders.cancelled_by',
      'orders.cancel_reason',
      'orders.cancel_note',
    ])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit + 1);
  if (after) {
    query = query.where(
      sql<boolean>`(orders.created_at, orders.id) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  }
  // The page first, then each of its orders' lines and live driver assignment as JSON beside it:
  // one round trip, and the nested reads run for the page's rows only, not for every match.
  const rows = await db
    .selectFrom(query.as('page'))
    .select([
      'page.id',
      'page.status',
      'page.created_at',
      'page.subtotal_amount',
      'page.shipping_amount',
      'page.total_amount',
      'page.discount_amount',
      'page.applied_promotion',
      'page.delivery_address',
      'page.delivery_notes',
      'page.driver_id',
      'page.customer_username',
      'page.customer_phone',
      'page.driver_username',
      'page.driver_avatar_url',
      'page.driver_phone',
      'page.payment_method',
      'page.cancelled_by',
      'page.cancel_reason',
      'page.cancel_note',

      sql<Omit<PanelOrder['items'][number], 'line_total'>[]>`coalesce((
        select json_agg(json_build_object(
          'id', order_items.id, 'item_name', order_items.item_name,
          'variant_name', order_items.variant_name, 'quantity', order_items.quantity,
          'unit_price', order_items.unit_price::text,
          'variant_price_extra', order_items.variant_price_extra::text, 'notes', order_items.notes
        ) order by order_items.created_at, order_items.id)
        from order_items where order_items.order_id = page.id), '[]'::json)`.as('items'),
      // The live assignment only (at most one per order): read through its partial unique index.
      sql<PanelOrder['driver_order']>`(
        select json_build_object('id', driver_orders.id, 'status', driver_orders.status)
        from driver_orders
        where driver_orders.order_id = page.id and driver_orders.status <> 'cancelled'
        limit 1)`.as('driver_order'),
    ])
    // created_at is fixed-width UTC text, so it sorts like the time it spells.
    .orderBy('page.created_at', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
  const page = rows.slice(0, limit);
  const orders = page.map(
    (row): PanelOrder => ({
      id: row.id,
      status: row.status,
      created_at: row.created_at,
      subtotal_amount: row.subtotal_amount,
      shipping_amount: row.shipping_amount,
      total_amount: row.total_amount,
      discount_amount: row.discount_amount,
      applied_promotion: row.applied_promotion,
      delivery_address: row.delivery_address,
      delivery_notes: row.delivery_notes,
      customer: row.customer_username ? { username: row.customer_username, phone: row.customer_phone } : null,
      items: row.items.map((item) => ({ ...item, line_total: lineTotal(item) })),
      driver_id: row.driver_id,
      driver:
        row.driver_id && row.driver_username
          ? {
              id: row.driver_id,
              username: row.driver_username,
              avatar_url: row.driver_avatar_url,
              phone: row.driver_phone,
            }
          : null,
      driver_order: row.driver_order,
      payment_method: row.payment_method,
      cancelled_by: row.cancelled_by,
      cancel_reason: row.cancel_reason,
      cancel_note: row.cancel_note,
    }),
  );
  const last = rows.length > limit ? page[page.length - 1] : undefined;
  return { orders, last: last ? { at: last.created_at, id: last.id } : null };
}

/** The cards and the sales summary of the period, in one pass over the business's orders. */
export async function summarizeOrders(db: Db, businessId: string, since: Date | null) {
  let query = db
    .selectFrom('orders')
    .select([
      'status',
      sql<string>`count(*)::int`.as('count'),
      // The business's sales: the tip is the driver's (issue 25), not the kitchen's.
      sql<string>`coalesce(sum(total_amount - tip_amount), 0)::text`.as('total'),
      sql<string>`coalesce(sum(shipping_amount), 0)::text`.as('shipping'),
    ])
    .where('business_id', '=', businessId)
    .where('placed_at', 'is not', null)
    .groupBy('status');
  if (since) query = query.where('created_at', '>=', since);
  const assignable = db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('business_id', '=', businessId)
    .where('status', 'in', ['preparing', 'looking_for_driver'])
    .where('driver_id', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50);
  const [groups, assignableOrders] = await Promise.all([query.execute(), assignable.execute()]);
  return {
    groups: groups.map((group) => ({ ...group, count: Number(group.count) })),
    assignable: assignableOrders,
  };
}

/** The order locked FOR UPDATE inside `trx`, with its business's owner and city. */
export async function lockOrder(trx: Db, orderId: string) {
  return trx
    .selectFrom('orders')
    .innerJoin('businesses', 'businesses.id', 'orders.business_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.driver_id',
      'orders.user_id',
      'orders.business_id',
      'businesses.owner_id',
      'businesses.city_id',
    ])
    .where('orders.id', '=', orderId)
    .forUpdate('orders')
    .executeTakeFirst();
}

export async function setOrderStatus(trx: Db, orderId: string, status: PanelOrderStatus) {
  const order = await trx
    .updateTable('orders')
    .set({ status })
    .where('id', '=', orderId)
    .returning(['id', 'status', 'driver_id'])
    .executeTakeFirstOrThrow();
  if (status === 'delivered') {
    // A driver carrying it is done too (the driver's own flow does the same from picked_up).
    await trx
      .updateTable('driver_orders')
      .set({ status: 'delivered' })
      .where('order_id', '=', orderId)
      .where('status', 'in', LIVE_DRIVER_ORDER_STATUSES)
      .execute();
  }
  return order;
}

/** An approved driver working in `cityId`, or undefined. */
export async function findApprovedDriver(db: Db, driverId: string, cityId: string) {
  return db
    .selectFrom('drivers')
    .select('id')
    .where('id', '=', driverId)
    .where('zone_id', '=', cityId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
}

/** Approved drivers of a city with their profile, by username or phone and vehicle. */
export async function listCityDrivers(
  db: Db,
  cityId: string,
  filter: { q?: string | undefined; vehicle?: VehicleType | undefined },
): Promise<CityDriver[]> {
  let query = db
    .selectFrom('drivers')
    .innerJoin('profiles', 'profiles.id', 'drivers.id')
    .select([
      'drivers.id',
      'profiles.username',
      'profiles.full_name',
      'profiles.avatar_url',
      'drivers.phone',
      'drivers.vehicle_type',
      'drivers.is_available',
    ])
    .where('drivers.zone_id', '=', cityId)
    .where('drivers.status', '=', 'approved');
  if (filter.vehicle) query = query.where('drivers.vehicle_type', '=', filter.vehicle);
  const q = filter.q?.replaceAll('\u0000', '').trim();
  if (q) {
    const pattern = contains(q);
    query = query.where((eb) =>
      eb.or([eb('profiles.username', 'ilike', pattern), eb('drivers.phone', 'ilike', pattern)]),
    );
  }
  return query.orderBy('drivers.is_available', 'desc').orderBy('profiles.username').limit(100).execute();
}

import { DELIVERY_SAMPLE_SIZE } from '@cerca/contracts/order-eta';
import type { OrderStatus } from '@cerca/contracts/order-statuses';
import type { VehicleType } from '@cerca/contracts/vehicle-types';
import { type Db, sql } from '@cerca/db';

// What an order's progress reads (issue 25): the order with its business's preparation time and
// city time zone, its history, its driver, and the business's recent trips.

const TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;
const utc = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', ${sql.lit(TIME_FORMAT)})`;

/** The order, if it is this customer's (undefined otherwise: as if it did not exist). */
export async function findProgressOrder(db: Db, orderId: string, userId: string) {
  return db
    .selectFrom('orders')
    .innerJoin('businesses', 'businesses.id', 'orders.business_id')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.business_id',
      utc('orders.created_at').as('created_at'),
      // When it reached the business: a card or OXXO order waits for its payment first.
      sql<string>`to_char(coalesce(orders.placed_at, orders.created_at) at time zone 'UTC', ${sql.lit(TIME_FORMAT)})`.as(
        'placed_at',
      ),
      'businesses.preparation_minutes',
      sql<string>`coalesce(cities.time_zone, 'America/Mexico_City')`.as('time_zone'),
    ])
    .where('orders.id', '=', orderId)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
}

/** The order's history: when it entered each status, oldest first. */
export async function listProgressSteps(db: Db, orderId: string) {
  return db
    .selectFrom('order_status_changes')
    .select(['to_status as status', utc('order_status_changes.created_at').as('at')])
    .where('order_id', '=', orderId)
    .orderBy('order_status_changes.created_at')
    .orderBy('order_status_changes.id')
    .execute() as Promise<{ status: OrderStatus; at: string }[]>;
}

/** The driver who carries (or carried) the order, with whether they take customers' calls. */
export async function findProgressDriver(db: Db, orderId: string) {
  return db
    .selectFrom('driver_orders')
    .innerJoin('drivers', 'drivers.id', 'driver_orders.driver_id')
    .innerJoin('profiles', 'profiles.id', 'drivers.id')
    .select([
      sql<string>`coalesce(nullif(trim(split_part(profiles.full_name, ' ', 1)), ''), 'Repartidor')`.as(
        'name',
      ),
      sql<VehicleType>`drivers.vehicle_type`.as('vehicle_type'),
      'drivers.phone',
      'drivers.allow_customer_calls',
    ])
    .where('driver_orders.order_id', '=', orderId)
    .where('driver_orders.status', '<>', 'cancelled')
    .executeTakeFirst();
}

/**
 * Minutes from pickup (on the way) to delivered of the business's last delivered orders, newest
 * first: what its trips really take.
 */
export async function listRecentTripMinutes(db: Db, businessId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_status_changes as picked', (join) =>
      join.onRef('picked.order_id', '=', 'orders.id').on('picked.to_status', '=', 'on_the_way'),
    )
    .innerJoin('order_status_changes as done', (join) =>
      join.onRef('done.order_id', '=', 'orders.id').on('done.to_status', '=', 'delivered'),
    )
    .select(sql<number>`extract(epoch from done.created_at - picked.created_at) / 60`.as('minutes'))
    .where('orders.business_id', '=', businessId)
    .where('orders.status', '=', 'delivered')
    .orderBy('done.created_at', 'desc')
    .limit(DELIVERY_SAMPLE_SIZE)
    .execute();
  return rows.map((row) => Number(row.minutes));
}

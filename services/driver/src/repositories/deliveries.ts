import {
  type DeliveryFilter,
  type DeliveryOrder,
  type DriverOrderStatus,
  LIVE_DRIVER_ORDER_STATUSES,
  type OfferedOrder,
} from '@cerca/contracts/deliveries';
import { type Db, sql } from '@cerca/db';
import { selectOfferedOrders } from '@cerca/deliveries';
import { type DeliveryOrderQuery, selectDeliveryOrders } from './delivery-orders';

/** A position in 'Mis Pedidos': the last order's created_at (UTC, microseconds) and id. */
export interface DeliveryPosition {
  at: string;
  id: string;
}

const AVAILABLE_LIMIT = 50;

/**
 * Spec 02 §4: looking_for_driver, nobody assigned, in the driver's zone; oldest first. Offered
 * orders only (issue 21): no customer, street address or notes before a driver takes one.
 */
export function listAvailableOrders(db: Db, zoneId: string): Promise<OfferedOrder[]> {
  return selectOfferedOrders(db, (query) =>
    query
      .where('orders.status', '=', 'looking_for_driver')
      .where('orders.driver_id', 'is', null)
      .where('businesses.city_id', '=', zoneId)
      .orderBy('orders.created_at', 'asc')
      .orderBy('orders.id', 'asc')
      .limit(AVAILABLE_LIMIT),
  );
}

/** One order as `driverId` sees it (their delivery of it included), or undefined. */
export async function findDeliveryOrder(
  db: Db,
  orderId: string,
  driverId: string | null,
): Promise<DeliveryOrder | undefined> {
  const [order] = await selectDeliveryOrders(db, (query) => query.where('orders.id', '=', orderId), driverId);
  return order;
}

/** Which of the driver's deliveries a filter keeps (active = neither delivered nor cancelled). */
const FILTER_STATUSES: Record<Exclude<DeliveryFilter, 'all'>, readonly DriverOrderStatus[]> = {
  active: LIVE_DRIVER_ORDER_STATUSES,
  completed: ['delivered'],
  cancelled: ['cancelled'],
};

/**
 * 'Mis Pedidos': the orders the driver has a driver_orders row for, newest first, `limit` after
 * `after`. An order the driver cancelled and took again counts by its live delivery only.
 */
export async function listDeliveries(
  db: Db,
  driverId: string,
  filter: DeliveryFilter,
  limit: number,
  after?: DeliveryPosition,
): Promise<{ orders: DeliveryOrder[]; last: DeliveryPosition | null }> {
  const narrow = (query: DeliveryOrderQuery): DeliveryOrderQuery => {
    let narrowed = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('driver_orders')
          .select('driver_orders.id')
          .whereRef('driver_orders.order_id', '=', 'orders.id')
          .where('driver_orders.driver_id', '=', driverId)
          .$if(filter !== 'all', (sub) =>
            sub.where(
              'driver_orders.status',
              'in',
              FILTER_STATUSES[filter as Exclude<DeliveryFilter, 'all'>],
            ),
          ),
      ),
    );
    if (filter === 'cancelled') {
      narrowed = narrowed.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('driver_orders')
              .select('driver_orders.id')
              .whereRef('driver_orders.order_id', '=', 'orders.id')
              .where('driver_orders.driver_id', '=', driverId)
              .where('driver_orders.status', '<>', 'cancelled'),
          ),
        ),
      );
    }
    if (after) {
      narrowed = narrowed.where(
        sql<boolean>`(orders.created_at, orders.id) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      );
    }
    return narrowed
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(limit + 1);
  };
  const rows = await selectDeliveryOrders(db, narrow, driverId);
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1] : undefined;
  return { orders: page, last: last ? { at: last.created_at, id: last.id } : null };
}

/** A driver_orders row locked with its order (and the order's zone) for a delivery step. */
export function lockDelivery(trx: Db, driverOrderId: string) {
  return trx
    .selectFrom('driver_orders')
    .innerJoin('orders', 'orders.id', 'driver_orders.order_id')
    .innerJoin('businesses', 'businesses.id', 'orders.business_id')
    .select([
      'driver_orders.id',
      'driver_orders.driver_id',
      'driver_orders.status',
      'orders.id as order_id',
      'orders.status as order_status',
      'orders.driver_id as order_driver_id',
      'orders.business_id',
      'orders.user_id',
      'businesses.city_id',
    ])
    .where('driver_orders.id', '=', driverOrderId)
    .forUpdate(['driver_orders', 'orders'])
    .executeTakeFirst();
}

export function setDeliveryStatus(trx: Db, driverOrderId: string, status: DriverOrderStatus) {
  return trx.updateTable('driver_orders').set({ status }).where('id', '=', driverOrderId).execute();
}

/** The driver delivered it: the order is delivered too (only while it is this driver's). */
export function deliverOrder(trx: Db, orderId: string, driverId: string) {
  return trx
    .updateTable('orders')
    .set({ status: 'delivered' })
    .where('id', '=', orderId)
    .where('driver_id', '=', driverId)
    .where('status', '=', 'on_the_way')
    .executeTakeFirst();
}

/**
 * The product decision on a driver's cancel: the order goes back to looking_for_driver with no
 * driver, so someone else can carry it (spec 02 §4 would leave it on its way with nobody).
 */
export function releaseOrder(trx: Db, orderId: string, driverId: string) {
  return trx
    .updateTable('orders')
    .set({ status: 'looking_for_driver', driver_id: null })
    .where('id', '=', orderId)
    .where('driver_id', '=', driverId)
    .where('status', '=', 'on_the_way')
    .executeTakeFirst();
}

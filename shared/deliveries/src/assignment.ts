import type { Db, OrderStatus } from '@cerca/db';
import { recordOrderChange } from './order-history';

// The one code path that gives an order to a driver (spec 02 §4): a driver's own accept and the
// business's 'Asignar Repartidor' both go through assignOrderToDriver, so the same guarded write
// and the same one-live-assignment index decide every race between them.

export interface OrderAssignment {
  orderId: string;
  driverId: string;
  /** The statuses the order may be taken from (a driver: looking_for_driver only). */
  from: readonly OrderStatus[];
  /** When given, the order's business must be in this city (a driver's zone). */
  zoneId?: string;
  /** Who gives it, for the order's history: the driver accepting, or the business assigning. */
  by: { actor: 'driver' | 'business'; userId: string };
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
 * with 23505 (isUniqueViolation in @cerca/db) and rolls the transaction back.
 */
export async function assignOrderToDriver(
  trx: Db,
  assignment: OrderAssignment,
): Promise<AssignedOrder | undefined> {
  // Locked first, for the status it leaves (its history): a concurrent taker waits here, then
  // reads the order as the winner left it and finds the guarded UPDATE's condition false.
  const before = await trx
    .selectFrom('orders')
    .select('status')
    .where('id', '=', assignment.orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return undefined;
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
  await recordOrderChange(trx, {
    order_id: order.id,
    from_status: before.status,
    to_status: order.status,
    actor: assignment.by.actor,
    actor_id: assignment.by.userId,
  });
  return { ...order, driver_order_id: driverOrder.id };
}

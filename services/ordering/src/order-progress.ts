import { arrivalWindow } from '@cerca/contracts/order-eta';
import type { OrderProgress } from '@cerca/contracts/order-progress';
import type { Db } from '@cerca/db';
import {
  findProgressDriver,
  findProgressOrder,
  listProgressSteps,
  listRecentTripMinutes,
} from './repositories/order-progress';

/**
 * The order's progress for its customer (undefined: not theirs). The window is computed on every
 * read from the history, so each status change (which the customer hears of by socket, and
 * refetches on) moves it. The driver's phone goes out only while the order is on the way and only
 * if the driver allows calls: the caller is the order's customer, checked by the query.
 */
export async function orderProgress(
  db: Db,
  orderId: string,
  userId: string,
): Promise<OrderProgress | undefined> {
  const order = await findProgressOrder(db, orderId, userId);
  if (!order) return undefined;
  const [{ steps, window }, driverRow] = await Promise.all([
    orderArrival(db, order),
    ['on_the_way', 'delivered'].includes(order.status) ? findProgressDriver(db, order.id) : undefined,
  ]);
  const driver = driverRow
    ? {
        name: driverRow.name,
        vehicle_type: driverRow.vehicle_type,
        phone: order.status === 'on_the_way' && driverRow.allow_customer_calls ? driverRow.phone : null,
      }
    : null;
  return {
    status: order.status,
    steps,
    arrival: window && { from: window.from.toISOString(), to: window.to.toISOString() },
    time_zone: order.time_zone,
    driver,
  };
}

type ProgressOrder = NonNullable<Awaited<ReturnType<typeof findProgressOrder>>>;

/**
 * The order's history and its arrival window now (null once delivered or cancelled): what the
 * progress shows, and what "Ayuda con mi pedido" reads to call the order late.
 */
export async function orderArrival(db: Db, order: ProgressOrder) {
  const [steps, trips] = await Promise.all([
    listProgressSteps(db, order.id),
    ['delivered', 'cancelled'].includes(order.status) ? [] : listRecentTripMinutes(db, order.business_id),
  ]);
  const lastAt = (status: string) => steps.findLast((step) => step.status === status)?.at ?? null;
  const window = arrivalWindow(
    {
      status: order.status,
      placed_at: order.placed_at,
      preparing_at: lastAt('preparing'),
      picked_up_at: lastAt('on_the_way'),
    },
    order.preparation_minutes,
    trips,
  );
  return { steps, window };
}

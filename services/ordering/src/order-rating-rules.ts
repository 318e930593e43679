import { type OrderRatingBody, RATING_WINDOW_DAYS } from '@cerca/contracts/order-ratings';
import type { OrderStatus } from '@cerca/contracts/orders';
import { errors } from '@cerca/service-kit';
import messages from './messages.json';

// Issue 25: who may rate an order, and when. Only its customer (anyone else sees 404, as for an
// order that does not exist); only once it is delivered; only for RATING_WINDOW_DAYS after the
// delivery: a week covers a customer who opens the app again days later, while the driver's and
// the kitchen's averages still speak of recent work. Ratings are final once sent: an average that
// changes after the fact invites pressure on a customer to edit, and one rule is simpler to trust.

const WINDOW_MS = RATING_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export interface RatableOrder {
  status: OrderStatus;
  driver_id: string | null;
  delivered_at: string | null;
}

/** Throws the Spanish refusal when this rating of this order is not allowed now. */
export function assertRatable(order: RatableOrder, body: OrderRatingBody, now: Date): void {
  if (order.status !== 'delivered' || !order.delivered_at)
    throw errors.conflict('order_not_delivered', messages.ratingNotDelivered);
  if (now.getTime() - Date.parse(order.delivered_at) > WINDOW_MS)
    throw errors.conflict('rating_window_closed', messages.ratingWindowClosed);
  if (order.driver_id && body.delivery_stars === undefined)
    throw errors.badRequest('delivery_stars_required', messages.ratingDeliveryRequired);
  if (!order.driver_id && body.delivery_stars !== undefined)
    throw errors.badRequest('no_delivery_to_rate', messages.ratingNoDelivery);
}

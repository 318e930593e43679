import { RATING_WINDOW_DAYS } from '@cerca/contracts/order-ratings';
import type { MyOrder } from '@cerca/contracts/orders';

// When My orders offers "Califica tu pedido", from the contract's rule (the server's own).

type RatedOrder = Pick<MyOrder, 'status' | 'delivered_at' | 'created_at'>;

/** Whether the order may still be rated at `now`: delivered, less than the window ago. */
export function ratingOpen(order: RatedOrder, now: Date): boolean {
  if (order.status !== 'delivered') return false;
  const delivered = new Date(order.delivered_at ?? order.created_at).getTime();
  return now.getTime() - delivered <= RATING_WINDOW_DAYS * 24 * 3600 * 1000;
}

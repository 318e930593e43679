import { RATING_WINDOW_DAYS } from '@cerca/contracts/order-ratings';
import type { OrderStatus } from '@cerca/contracts/orders';
import type { LateTipStatus } from '@cerca/contracts/tips';
import { errors } from '@cerca/service-kit';
import messages from './messages.json';

// Issue 25: a tip after delivery, "while the order is open for rating": only for an order a driver
// delivered (the tip is theirs), within the rating window, once. A failed charge may be tried
// again; a pending one is waited for (a second ask would charge twice).

const WINDOW_MS = RATING_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export interface TippableOrder {
  status: OrderStatus;
  driver_id: string | null;
  delivered_at: string | null;
}

/** Throws the Spanish refusal when a late tip for this order may not be asked for now. */
export function assertLateTipOpen(
  order: TippableOrder,
  existing: LateTipStatus | undefined,
  now: Date,
): void {
  if (order.status !== 'delivered' || !order.driver_id || !order.delivered_at)
    throw errors.conflict('late_tip_not_open', messages.lateTipNotOpen);
  if (now.getTime() - Date.parse(order.delivered_at) > WINDOW_MS)
    throw errors.conflict('late_tip_window_closed', messages.lateTipWindowClosed);
  if (existing === 'succeeded') throw errors.conflict('late_tip_already_given', messages.lateTipAlreadyGiven);
  if (existing === 'pending') throw errors.conflict('late_tip_pending', messages.lateTipPending);
}

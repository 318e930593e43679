import type { MyOrder } from '@cerca/contracts/orders';
import { ratingOpen } from './order-rating';

// When My orders offers "Agregar propina" (issue 25), as the server decides: a delivered order a
// driver brought, while it is open for rating, without a tip given or being charged already.

type TippedOrder = Pick<MyOrder, 'status' | 'delivered_at' | 'created_at' | 'driver_id' | 'late_tip'>;

export function lateTipOpen(order: TippedOrder, now: Date): boolean {
  if (!order.driver_id || !ratingOpen(order, now)) return false;
  return order.late_tip === null || order.late_tip.status === 'failed';
}

/** The dialog's line for a charge that did not go through, by the card's answer. */
export function lateTipFailureKey(failureCode: string | null): string {
  return failureCode === 'authentication_required' ? 'lateTip.authentication' : 'lateTip.declined';
}

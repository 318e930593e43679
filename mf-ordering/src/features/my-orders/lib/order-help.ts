import {
  lateAt,
  ORDER_HELP_WINDOW_HOURS,
  type OrderHelpReason,
  orderHelpMoment,
  orderHelpReasonsFor,
} from '@cerca/contracts/order-help';
import type { MyOrder } from '@cerca/contracts/orders';

// When My orders offers "Ayuda con mi pedido", from the contract's rule (the server's own).

/** The order, with the end of its arrival window while it is live (from its progress). */
type HelpOrder = Pick<MyOrder, 'status' | 'created_at' | 'delivered_at' | 'help_reports'> & {
  arrival_to?: string | null;
};

/** Whether the order is on its way to the customer: the one case "late" depends on its window. */
export const isLiveOrder = (order: Pick<MyOrder, 'status'>) =>
  !['delivered', 'cancelled', 'awaiting_payment'].includes(order.status);

/**
 * The problems the customer may still report on this order at `now`: those that fit its moment
 * (delivered, or late) and were not reported yet. Empty: no button.
 */
export function reportableReasons(order: HelpOrder, now: Date): OrderHelpReason[] {
  const moment = orderHelpMoment(order, now);
  if (!moment) return [];
  const sent = new Set(order.help_reports.map((report) => report.reason));
  return orderHelpReasonsFor(moment).filter((reason) => !sent.has(reason));
}

/**
 * In how many ms what the card offers changes by itself: a live order becoming late, a delivered
 * one's window closing. Null when nothing will (the order changes by events, which refetch).
 */
export function nextHelpChange(order: HelpOrder, now: Date): number | null {
  const at =
    order.status === 'delivered'
      ? new Date(order.delivered_at ?? order.created_at).getTime() + ORDER_HELP_WINDOW_HOURS * 3600 * 1000
      : isLiveOrder(order)
        ? lateAt(order).getTime()
        : null;
  if (at === null || at < now.getTime()) return null;
  return at - now.getTime() + 1;
}

import type { Order } from '@cerca/contracts/orders';
import './cancellation-texts';

type Cancelled = Pick<Order, 'cancelled_by' | 'cancel_reason' | 'cancel_note'>;

/** The locale key of a cancellation reason's label ("Se nos acabó"). */
export const cancelReasonKey = (reason: string): string => `cancellation.reasons.${reason}`;

/**
 * Who cancelled an order and why, as the key of its line ("Cancelado por el negocio: {{reason}}")
 * and the reason: the person's own words for "Otro", else the reason's label key. Null for an
 * order nobody cancelled (or one cancelled before reasons were kept).
 */
export function cancellationLine(
  order: Cancelled,
): { key: string; reason: { text: string } | { key: string } } | null {
  if (!order.cancelled_by || !order.cancel_reason) return null;
  const by = { customer: 'byCustomer', business: 'byBusiness', system: 'bySystem' }[order.cancelled_by];
  const reason =
    order.cancel_reason === 'other' && order.cancel_note
      ? { text: order.cancel_note }
      : { key: cancelReasonKey(order.cancel_reason) };
  return { key: `cancellation.${by}`, reason };
}

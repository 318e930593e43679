import type { OrderCanceller, OrderCancelReason, OrderStatus } from '@cerca/contracts/orders';
import type { Db } from '@cerca/db';
import { recordOrderChange } from '@cerca/deliveries';
import { errors } from '@cerca/service-kit';
import messages from './messages.json';
import { findOpenIntent } from './order-payment-release';
import { markRefundDue } from './order-refunds';

// Issue 25: who may cancel an order, and when. The customer only while it is pending (after that
// the kitchen has started: they write to the business instead). The business at any step before
// delivery: a rejection while pending ("Se nos acabó", "Fuera de zona"…), a cancellation later,
// even on its way (the driver hears of it). Every cancellation says why. The order row is locked
// by the caller for the whole change, and a driver's accept locks the same row, so each sees what
// the other did: an accept after a cancellation finds nothing to take, and a cancellation after an
// accept ends that driver's assignment too. Never a live assignment on a cancelled order.

/** 409 unless `by` may cancel an order that is `status` now. */
export function assertCancellable(status: OrderStatus, by: Exclude<OrderCanceller, 'system'>): void {
  if (status === 'delivered' || status === 'cancelled')
    throw errors.conflict('order_not_cancellable', messages.orderNotCancellable);
  // An order still waiting for its card or OXXO payment has not reached the business (issue 25):
  // only its customer may give it up.
  if (by === 'business' && status === 'awaiting_payment')
    throw errors.conflict('order_not_cancellable', messages.orderNotCancellable);
  if (by === 'customer' && status !== 'pending' && status !== 'awaiting_payment')
    throw errors.conflict('order_not_cancellable', messages.customerCancelTooLate);
}

export interface Cancellation {
  /** 'system': an OXXO voucher that expired unpaid (issue 25). */
  by: OrderCanceller;
  userId: string | null;
  reason: OrderCancelReason;
  note?: string | undefined;
}

/**
 * Inside the caller's transaction, with the order row locked: the order is cancelled with its
 * reason, the driver carrying it (if any) is released from it, and its history gets the line.
 */
export async function cancelOrder(
  trx: Db,
  order: { id: string; status: OrderStatus },
  cancellation: Cancellation,
) {
  const note = cancellation.note ? cancellation.note : null;
  const changed = await trx
    .updateTable('orders')
    .set({
      status: 'cancelled',
      cancelled_by: cancellation.by,
      cancel_reason: cancellation.reason,
      cancel_note: note,
    })
    .where('id', '=', order.id)
    .returning(['id', 'status', 'driver_id'])
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('driver_orders')
    .set({ status: 'cancelled' })
    .where('order_id', '=', order.id)
    .where('status', 'in', ['accepted', 'picked_up'])
    .execute();
  await recordOrderChange(trx, {
    order_id: order.id,
    from_status: order.status,
    to_status: 'cancelled',
    actor: cancellation.by,
    actor_id: cancellation.userId,
    reason: cancellation.reason,
    note,
  });
  // A paid order is refunded (issue 25), an unpaid one's intent given up: both marked here and
  // asked of the provider after the commit (settleCancelledPayment).
  const refund = await markRefundDue(trx, order.id);
  const release = refund ? null : await findOpenIntent(trx, order.id);
  return { ...changed, refund, release };
}

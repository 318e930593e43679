import type { OrderPaymentStatus } from '@cerca/contracts/order-payment';
import { type Db, fromCents, toCents } from '@cerca/db';
import { recordOrderChange } from '@cerca/deliveries';
import { outboxEvent, recordEvents } from '@cerca/queues';
import { cancelOrder } from './order-cancellation';
import type { OrderPaymentState } from './payments/order-payment-state';
import { lockPaymentRow, savePaymentCustomer } from './repositories/order-payments';

// Issue 25: an order payment event, applied inside the webhook's transaction. The order row is
// locked first (as every cancellation locks it), then its payment: a payment succeeding while the
// customer cancels is decided by whoever locks first, and each sees what the other did.
//   - succeeded: the order leaves 'awaiting_payment' for 'pending' and reaches the business (its
//     'order.created' outbox event is written here, in this transaction). Already cancelled, or
//     switched to cash: the money goes back (refund_pending, asked for after the commit).
//   - failed (card): "Pago rechazado"; the order keeps waiting (retry, or pay in cash).
//   - canceled (an OXXO voucher that expired): the waiting order is cancelled by the system.
//   - refunded: "Reembolsado".
// Events arrive in any order and more than once: a settled state (succeeded, canceled, refunded)
// is never taken back by an older or later-arriving event, and among the open states the newest
// event wins.

const SETTLED: readonly OrderPaymentStatus[] = ['succeeded', 'canceled', 'refund_pending', 'refunded'];

/** Whether a payment now `current` (last changed by an event at `lastAt`) moves to `next`. */
export function paymentMoves(
  current: OrderPaymentStatus,
  next: OrderPaymentStatus,
  eventAt: Date,
  lastAt: Date | null,
): boolean {
  if (current === next) return false;
  if (next === 'refunded') return current === 'succeeded' || current === 'refund_pending';
  // Money that arrives for a payment we gave up (the order was cancelled, or switched to cash, or
  // its voucher swept) is never ignored: it moves, and applyOrderPaymentState refunds it.
  if (next === 'succeeded' && current === 'canceled') return true;
  if (SETTLED.includes(current)) return false;
  if (next === 'succeeded' || next === 'canceled') return true;
  return lastAt === null || eventAt >= lastAt;
}

/** A refund to ask the provider for once the transaction committed. */
export interface DueRefund {
  orderId: string;
  intentId: string;
  amountCents: number;
}

export async function applyOrderPaymentState(
  trx: Db,
  provider: 'local' | 'stripe',
  state: OrderPaymentState,
  eventAt: Date,
): Promise<{ refund: DueRefund | null }> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'status', 'user_id', 'business_id'])
    .where('id', '=', state.orderId)
    .forUpdate()
    .executeTakeFirst();
  const payment = order ? await lockPaymentRow(trx, order.id) : undefined;
  if (!order || !payment || payment.provider !== provider) return { refund: null };
  // A card saved with this payment is kept even when the event changes nothing else.
  if (state.card?.save && state.status === 'succeeded' && state.customerId && order.user_id)
    await savePaymentCustomer(trx, {
      userId: order.user_id,
      provider,
      customerId: state.customerId,
      card: { paymentMethodId: state.card.paymentMethodId, brand: state.card.brand, last4: state.card.last4 },
    });
  if (!paymentMoves(payment.status, state.status, eventAt, payment.last_event_at)) return { refund: null };

  let status = state.status;
  let refund: DueRefund | null = null;
  if (state.status === 'succeeded' && order.status !== 'awaiting_payment') {
    // Paid after the order stopped waiting for it (cancelled while paying, or switched to cash
    // after a decline while the card's page was still open): the money goes back.
    status = 'refund_pending';
    refund = { orderId: order.id, intentId: state.intentId, amountCents: toCents(payment.amount) };
  }
  await trx
    .updateTable('order_payments')
    .set({
      status,
      payment_intent_id: state.intentId,
      last_event_at: eventAt,
      failure_code: state.failureCode,
      next_action_url:
        state.status === 'requires_action' ? (state.nextActionUrl ?? payment.next_action_url) : null,
      ...(state.card?.brand ? { card_brand: state.card.brand, card_last4: state.card.last4 } : {}),
      ...(state.oxxoReference
        ? {
            oxxo_reference: state.oxxoReference,
            oxxo_expires_at: state.oxxoExpiresAt,
            oxxo_voucher_url: state.voucherUrl,
          }
        : {}),
      ...(status === 'refund_pending' ? { refund_amount: payment.amount } : {}),
      ...(status === 'refunded'
        ? {
            refund_amount:
              state.refundedCents !== null
                ? fromCents(state.refundedCents)
                : (payment.refund_amount ?? payment.amount),
          }
        : {}),
    })
    .where('order_id', '=', order.id)
    .execute();

  if (state.status === 'succeeded' && order.status === 'awaiting_payment') {
    await trx
      .updateTable('orders')
      .set({ status: 'pending', placed_at: new Date() })
      .where('id', '=', order.id)
      .execute();
    await recordOrderChange(trx, {
      order_id: order.id,
      from_status: 'awaiting_payment',
      to_status: 'pending',
      actor: 'system',
      actor_id: null,
      reason: null,
      note: null,
    });
    const business = await trx
      .selectFrom('businesses')
      .select('owner_id')
      .where('id', '=', order.business_id)
      .executeTakeFirstOrThrow();
    await recordEvents(trx, [
      outboxEvent('order.created', {
        orderId: order.id,
        businessId: order.business_id,
        ownerId: business.owner_id,
      }),
    ]);
  }
  if (state.status === 'canceled' && order.status === 'awaiting_payment')
    await cancelOrder(trx, order, { by: 'system', userId: null, reason: 'payment_expired' });
  return { refund };
}

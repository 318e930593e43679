import { type Db, toCents } from '@cerca/db';
import type { DueRefund } from './order-payment-events';
import { type OpenIntent, releaseIntent } from './order-payment-release';
import type { Payments } from './payments';

// Issue 25: a paid order that is cancelled gets its money back. The cancellation's transaction
// marks the payment 'refund_pending' ("Reembolso de $X en proceso"); the provider is asked after
// the commit (a network call never holds the order's lock), and its charge.refunded event makes
// it 'refunded'. The provider's refund is idempotent per order, so asking twice refunds once.

/** Inside the cancellation's transaction (the order row locked): the refund to ask for, or null. */
export async function markRefundDue(trx: Db, orderId: string): Promise<DueRefund | null> {
  const row = await trx
    .updateTable('order_payments')
    .set((eb) => ({ status: 'refund_pending', refund_amount: eb.ref('amount') }))
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .returning(['payment_intent_id', 'amount'])
    .executeTakeFirst();
  if (!row?.payment_intent_id) return null;
  return { orderId, intentId: row.payment_intent_id, amountCents: toCents(row.amount) };
}

/** After the commit: asks the provider for the refund; a failure leaves it pending for the sweep. */
export async function issueRefund(
  payments: Pick<Payments, 'provider'>,
  refund: DueRefund | null,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  if (!refund) return;
  try {
    await payments.provider.orders.refundOrderPayment(refund);
  } catch (error) {
    log.warn({ err: error, orderId: refund.orderId }, 'refund not asked: left pending for the sweep');
  }
}

/**
 * After a cancellation's commit: the money of a paid order goes back, the intent of an unpaid one
 * is given up (cancelOrder says which).
 */
export async function settleCancelledPayment(
  payments: Pick<Payments, 'provider'>,
  cancelled: { refund: DueRefund | null; release: OpenIntent | null },
  log: { warn(details: object, message: string): void },
): Promise<void> {
  await issueRefund(payments, cancelled.refund, log);
  await releaseIntent(payments, cancelled.release, log);
}

import type { OrderPaymentSweep } from '@cerca/contracts/order-payment';
import { type Db, toCents } from '@cerca/db';
import { cancelOrder } from './order-cancellation';
import { type OpenIntent, releaseIntent, UNPAID_PAYMENT_STATUSES } from './order-payment-release';
import { issueRefund } from './order-refunds';
import type { Payments } from './payments';
import {
  findStaleRefunds,
  findUnpaidCardOrders,
  findUnreleasedIntents,
} from './repositories/order-payment-sweep';
import { expireOverdueVouchers } from './voucher-expiry';

// Issue 25: the payments sweep, run every few minutes by the jobs service (through
// POST /payments/orders/sweep). It finishes what an event or a call after a commit should have:
//   - OXXO vouchers past their expiry whose webhook never came: the order is cancelled;
//   - card orders nobody paid within CARD_PAYMENT_MINUTES: cancelled ("El pago no se completó a
//     tiempo"), their intent given up, so no order waits forever and no page charges it later;
//   - refunds whose ask failed: asked again (the provider's refund is idempotent per order);
//   - intents of cancelled orders still open: given up again.
// Every step is safe to repeat, so two sweeps at once (two jobs workers) do no harm.

/** How long a card order may wait for its payment: the kitchen's timing would not survive more. */
export const CARD_PAYMENT_MINUTES = 30;
/** How long an ask after a commit is given before the sweep asks again. */
const RETRY_AFTER_MS = 10 * 60 * 1000;
const RELEASE_WITHIN_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

type Log = { warn(details: object, message: string): void; info(details: object, message: string): void };

/** Cancels one unpaid card order if it is still waiting; the intent to give up, or null. */
async function expireCardOrder(db: Db, orderId: string): Promise<OpenIntent | null> {
  return db.transaction().execute(async (trx) => {
    // The order, then its payment, locked as the webhook and the cancellations lock them: a
    // payment succeeding now either got in first (nothing to do) or finds the order cancelled
    // and is refunded.
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    const payment = await trx
      .selectFrom('order_payments')
      .select('status')
      .where('order_id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (order?.status !== 'awaiting_payment' || !payment) return null;
    if (!(UNPAID_PAYMENT_STATUSES as readonly string[]).includes(payment.status)) return null;
    const cancelled = await cancelOrder(trx, order, {
      by: 'system',
      userId: null,
      reason: 'payment_expired',
    });
    return cancelled.release;
  });
}

export async function sweepOrderPayments(
  db: Db,
  payments: Pick<Payments, 'provider'>,
  log: Log,
  now = new Date(),
): Promise<OrderPaymentSweep> {
  const vouchers = await expireOverdueVouchers(db, payments.provider.name, now, BATCH);

  const unpaid = await findUnpaidCardOrders(
    db,
    new Date(now.getTime() - CARD_PAYMENT_MINUTES * 60 * 1000),
    BATCH,
  );
  let cards = 0;
  for (const { id } of unpaid) {
    const release = await expireCardOrder(db, id);
    if (!release) continue;
    cards += 1;
    await releaseIntent(payments, release, log);
  }

  const retryBefore = new Date(now.getTime() - RETRY_AFTER_MS);
  const refunds = await findStaleRefunds(db, retryBefore, BATCH);
  for (const row of refunds)
    await issueRefund(
      payments,
      {
        orderId: row.order_id,
        intentId: row.payment_intent_id!,
        amountCents: toCents(row.refund_amount ?? row.amount),
      },
      log,
    );

  const intents = await findUnreleasedIntents(
    db,
    new Date(now.getTime() - RELEASE_WITHIN_MS),
    retryBefore,
    BATCH,
  );
  for (const row of intents)
    await releaseIntent(payments, { orderId: row.id, intentId: row.payment_intent_id! }, log);

  const outcome = {
    expired_vouchers: vouchers,
    expired_card_orders: cards,
    refunds_asked: refunds.length,
    intents_released: intents.length,
    more: [vouchers, unpaid.length, refunds.length, intents.length].some((count) => count === BATCH),
  };
  if (vouchers + cards + refunds.length + intents.length > 0) log.info(outcome, 'order payments swept');
  return outcome;
}

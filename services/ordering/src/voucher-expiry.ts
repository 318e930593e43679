import type { Db } from '@cerca/db';
import { applyOrderPaymentState } from './order-payment-events';
import { findExpiredVouchers } from './repositories/order-payments';

// Issue 25: the safety net behind OXXO's expiry webhook. A voucher still open an hour past its
// expiry (the provider's payment_intent.payment_failed never came, or was lost) is taken as
// expired: the same code path as the webhook cancels the waiting order. A voucher paid at the
// last minute is not lost: its payment_intent.succeeded still finds the order cancelled and the
// money is refunded (applyOrderPaymentState).

/** How long past the expiry the webhook is waited for. */
const GRACE_MS = 60 * 60 * 1000;
const BATCH = 100;

export async function expireOverdueVouchers(
  db: Db,
  provider: 'local' | 'stripe',
  now = new Date(),
  limit = BATCH,
): Promise<number> {
  const overdue = await findExpiredVouchers(db, new Date(now.getTime() - GRACE_MS), limit);
  for (const voucher of overdue) {
    await db.transaction().execute((trx) =>
      applyOrderPaymentState(
        trx,
        provider,
        {
          orderId: voucher.order_id,
          userId: null,
          intentId: voucher.payment_intent_id ?? '',
          status: 'canceled',
          failureCode: null,
          nextActionUrl: null,
          oxxoReference: null,
          oxxoExpiresAt: null,
          voucherUrl: null,
          card: null,
          customerId: null,
          refundedCents: null,
        },
        now,
      ),
    );
  }
  return overdue.length;
}

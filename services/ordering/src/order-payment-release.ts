import type { Db } from '@cerca/db';
import type { Payments } from './payments';

// Issue 25: an order that stops waiting for its card or OXXO payment (its customer cancels it,
// switches to cash, or it runs out of time) gives up its intent at the provider, so a page still
// open can no longer charge it. Read inside the order's transaction, asked after the commit (a
// network call never holds the order's lock). Should the payment get in first anyway, its
// payment_intent.succeeded finds the order no longer waiting and refunds it.

/** Payment states in which nobody has paid and nothing is under way. */
export const UNPAID_PAYMENT_STATUSES = ['requires_payment_method', 'requires_action', 'failed'] as const;

export interface OpenIntent {
  orderId: string;
  intentId: string;
}

/** Inside the order's transaction: the order's intent still open at the provider, or null. */
export async function findOpenIntent(trx: Db, orderId: string): Promise<OpenIntent | null> {
  const row = await trx
    .selectFrom('order_payments')
    .select('payment_intent_id')
    .where('order_id', '=', orderId)
    .where('status', 'in', [...UNPAID_PAYMENT_STATUSES, 'processing'])
    .where('payment_intent_id', 'is not', null)
    .executeTakeFirst();
  return row?.payment_intent_id ? { orderId, intentId: row.payment_intent_id } : null;
}

/** After the commit: asks the provider to give the intent up; a failure is retried by the sweep. */
export async function releaseIntent(
  payments: Pick<Payments, 'provider'>,
  intent: OpenIntent | null,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  if (!intent) return;
  try {
    await payments.provider.orders.cancelOrderPayment(intent);
  } catch (error) {
    log.warn({ err: error, orderId: intent.orderId }, 'payment intent not cancelled: left for the sweep');
  }
}

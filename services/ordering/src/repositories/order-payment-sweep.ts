import type { Db } from '@cerca/db';
import { UNPAID_PAYMENT_STATUSES } from '../order-payment-release';

// Issue 25: what the payments sweep finds to do (order-payment-sweep.ts). Each list is a batch,
// oldest first; the sweep asks again while a batch comes back full.

/** Card orders still awaiting a payment nobody made, created before `before`. */
export async function findUnpaidCardOrders(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('orders')
    .innerJoin('order_payments', 'order_payments.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.status', '=', 'awaiting_payment')
    .where('orders.payment_method', '=', 'card')
    .where('orders.created_at', '<', before)
    .where('order_payments.status', 'in', [...UNPAID_PAYMENT_STATUSES])
    .orderBy('orders.created_at')
    .limit(limit)
    .execute();
}

/** Refunds marked due before `before` whose refund event never came (the ask failed or was lost). */
export async function findStaleRefunds(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('order_payments')
    .select(['order_id', 'payment_intent_id', 'refund_amount', 'amount'])
    .where('status', '=', 'refund_pending')
    .where('payment_intent_id', 'is not', null)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/**
 * Intents still open at the provider for orders cancelled between `since` and `before` (the ask
 * to give them up failed, or its event was lost). After a day they are left alone: the provider
 * expires an abandoned intent itself, and a payment on it would still be refunded by its event.
 */
export async function findUnreleasedIntents(db: Db, since: Date, before: Date, limit: number) {
  return db
    .selectFrom('orders')
    .innerJoin('order_payments', 'order_payments.order_id', 'orders.id')
    .select(['orders.id', 'order_payments.payment_intent_id'])
    .where('orders.status', '=', 'cancelled')
    .where('orders.updated_at', '<', before)
    .where('orders.updated_at', '>', since)
    .where('order_payments.status', 'in', [...UNPAID_PAYMENT_STATUSES, 'processing'])
    .where('order_payments.payment_intent_id', 'is not', null)
    .orderBy('orders.updated_at')
    .limit(limit)
    .execute();
}

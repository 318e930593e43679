import type { OrderPayment, OrderPaymentStatus, SavedCard } from '@cerca/contracts/order-payment';
import { type Db, fromCents, type OrderPaymentRow, toCents } from '@cerca/db';

// Issue 25: an order's card or OXXO payment (order_payments) and a person's saved card
// (payment_customers). Written by the order's creation and by the payment webhook path.

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();
const money = (value: string | null) => (value === null ? null : fromCents(toCents(value)));

/** Every column of order_payments, named (no select *: a column added later is not read blindly). */
const PAYMENT_COLUMNS = [
  'order_id',
  'provider',
  'method',
  'payment_intent_id',
  'status',
  'amount',
  'failure_code',
  'next_action_url',
  'card_brand',
  'card_last4',
  'oxxo_reference',
  'oxxo_expires_at',
  'oxxo_voucher_url',
  'refund_amount',
  'last_event_at',
  'created_at',
  'updated_at',
] as const;

/** A stored payment as the order contract says it. */
export function paymentOfRow(row: OrderPaymentRow): OrderPayment {
  return {
    status: row.status,
    amount: fromCents(toCents(row.amount)),
    failure_code: row.failure_code,
    next_action_url: row.next_action_url,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    oxxo_reference: row.oxxo_reference,
    oxxo_expires_at: iso(row.oxxo_expires_at),
    oxxo_voucher_url: row.oxxo_voucher_url,
    refund_amount: money(row.refund_amount),
  };
}

/** The payments of these orders, by order id (cash orders have none). */
export async function findPaymentsOf(db: Db, orderIds: string[]): Promise<Map<string, OrderPayment>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_payments')
    .select(PAYMENT_COLUMNS)
    .where('order_id', 'in', orderIds)
    .execute();
  return new Map(rows.map((row) => [row.order_id, paymentOfRow(row)]));
}

export async function findPaymentRow(db: Db, orderId: string): Promise<OrderPaymentRow | undefined> {
  return db
    .selectFrom('order_payments')
    .select(PAYMENT_COLUMNS)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** The payment row locked FOR UPDATE (the caller holds the order's lock first: same order everywhere). */
export async function lockPaymentRow(trx: Db, orderId: string): Promise<OrderPaymentRow | undefined> {
  return trx
    .selectFrom('order_payments')
    .select(PAYMENT_COLUMNS)
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewOrderPayment {
  orderId: string;
  provider: 'local' | 'stripe';
  method: 'card' | 'oxxo';
  amount: string;
}

export async function insertOrderPayment(db: Db, payment: NewOrderPayment): Promise<void> {
  await db
    .insertInto('order_payments')
    .values({
      order_id: payment.orderId,
      provider: payment.provider,
      method: payment.method,
      amount: payment.amount,
    })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
}

/** What the provider answered when the payment started; only while no event has been applied yet. */
export interface PaymentStart {
  intentId: string | null;
  status: OrderPaymentStatus;
  nextActionUrl: string | null;
  oxxoReference: string | null;
  oxxoExpiresAt: Date | null;
  voucherUrl: string | null;
}

export async function recordPaymentStart(db: Db, orderId: string, start: PaymentStart): Promise<void> {
  await db
    .updateTable('order_payments')
    .set({
      payment_intent_id: start.intentId,
      status: start.status,
      next_action_url: start.nextActionUrl,
      oxxo_reference: start.oxxoReference,
      oxxo_expires_at: start.oxxoExpiresAt,
      oxxo_voucher_url: start.voucherUrl,
    })
    .where('order_id', '=', orderId)
    .where('last_event_at', 'is', null)
    .execute();
}

/** The person's saved card with this provider, and their customer there. */
export async function findPaymentCustomer(db: Db, userId: string, provider: 'local' | 'stripe') {
  return db
    .selectFrom('payment_customers')
    .select([
      'user_id',
      'provider',
      'customer_id',
      'payment_method_id',
      'card_brand',
      'card_last4',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export function savedCardOf(
  row: { payment_method_id: string | null; card_brand: string | null; card_last4: string | null } | undefined,
): SavedCard | null {
  if (!row?.payment_method_id) return null;
  return { brand: row.card_brand ?? 'card', last4: row.card_last4 ?? '' };
}

/** Keeps the customer (and, when given, the card saved with it: the newest replaces the older). */
export async function savePaymentCustomer(
  db: Db,
  customer: {
    userId: string;
    provider: 'local' | 'stripe';
    customerId: string;
    card: { paymentMethodId: string; brand: string | null; last4: string | null } | null;
  },
): Promise<void> {
  const card = customer.card
    ? {
        payment_method_id: customer.card.paymentMethodId,
        card_brand: customer.card.brand,
        card_last4: customer.card.last4,
      }
    : {};
  await db
    .insertInto('payment_customers')
    .values({
      user_id: customer.userId,
      provider: customer.provider,
      customer_id: customer.customerId,
      ...card,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'provider']).doUpdateSet({ customer_id: customer.customerId, ...card }),
    )
    .execute();
}

/** OXXO vouchers still open past their expiry (the webhook never came): the sweep cancels them. */
export async function findExpiredVouchers(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('order_payments')
    .select(['order_id', 'payment_intent_id'])
    .where('method', '=', 'oxxo')
    .where('status', 'in', ['requires_action', 'processing', 'requires_payment_method'])
    .where('oxxo_expires_at', '<', now)
    .orderBy('oxxo_expires_at')
    .limit(limit)
    .execute();
}

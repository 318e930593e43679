import { type Db, toCents } from '@cerca/db';
import type { Payments } from './payments';
import type { OrderChargeInput } from './payments/order-payment-state';
import {
  findPaymentCustomer,
  findPaymentRow,
  insertOrderPayment,
  recordPaymentStart,
  savePaymentCustomer,
} from './repositories/order-payments';

// Issue 25: after a card or OXXO order is stored ('awaiting_payment'), its payment starts: the
// person's customer at the provider (made the first time), the provider's intent or voucher, and,
// with a saved card, the charge itself. What the charge does (paid, 3-D Secure, declined) comes
// back through the webhook; a step the browser must take (authenticate, enter a card, see the
// voucher) is the payment's next_action_url.

export interface StartingOrder {
  orderId: string;
  userId: string;
  email: string | null;
  method: 'card' | 'oxxo';
  total: string;
}

/** The charge for an order: its stored total, with the person's customer (made when missing). */
async function chargeInput(db: Db, payments: Pick<Payments, 'provider'>, order: StartingOrder) {
  const { provider } = payments;
  let customer = await findPaymentCustomer(db, order.userId, provider.name);
  if (!customer) {
    const customerId = await provider.orders.createCustomer({ userId: order.userId, email: order.email });
    await savePaymentCustomer(db, { userId: order.userId, provider: provider.name, customerId, card: null });
    customer = await findPaymentCustomer(db, order.userId, provider.name);
  }
  const saved =
    order.method === 'card' && customer?.payment_method_id
      ? { customerId: customer.customer_id, paymentMethodId: customer.payment_method_id }
      : null;
  const input: OrderChargeInput = {
    orderId: order.orderId,
    userId: order.userId,
    email: order.email,
    amountCents: toCents(order.total),
    method: order.method,
    customerId: customer?.customer_id ?? '',
    returnPath: `/my-orders?pay=${order.orderId}`,
    hasSavedCard: saved !== null,
  };
  return { input, saved };
}

export async function startOrderPayment(
  db: Db,
  payments: Pick<Payments, 'provider'>,
  order: StartingOrder,
): Promise<void> {
  await insertOrderPayment(db, {
    orderId: order.orderId,
    provider: payments.provider.name,
    method: order.method,
    amount: order.total,
  });
  const { input, saved } = await chargeInput(db, payments, order);
  const start = await payments.provider.orders.startOrderPayment(input);
  await recordPaymentStart(db, order.orderId, start);
  if (saved && start.intentId) await chargeSaved(db, payments, { ...input, intentId: start.intentId, saved });
}

/** Charges the saved card again ("Reintentar" after a decline, or right after checkout). */
export async function chargeSavedCardAgain(
  db: Db,
  payments: Pick<Payments, 'provider'>,
  order: StartingOrder,
): Promise<boolean> {
  const row = await findPaymentRow(db, order.orderId);
  const { input, saved } = await chargeInput(db, payments, order);
  if (!row?.payment_intent_id || !saved) return false;
  await chargeSaved(db, payments, { ...input, intentId: row.payment_intent_id, saved });
  return true;
}

async function chargeSaved(
  db: Db,
  payments: Pick<Payments, 'provider'>,
  input: Parameters<Payments['provider']['orders']['chargeSavedCard']>[0],
): Promise<void> {
  const { nextActionUrl } = await payments.provider.orders.chargeSavedCard(input);
  // Stripe answers the 3-D Secure page directly; its webhook may come later.
  if (nextActionUrl)
    await db
      .updateTable('order_payments')
      .set({ status: 'requires_action', next_action_url: nextActionUrl })
      .where('order_id', '=', input.orderId)
      .where('status', 'in', ['requires_payment_method', 'failed'])
      .execute();
}

import type { OrderPaymentMethod, OrderPaymentStatus } from '@cerca/contracts/order-payment';
import type { LateTipStatus } from '@cerca/contracts/tips';
import type { Selectable } from 'kysely';
import type { Generated, Numeric, OptionalNumeric, OptionalTimestamp, Timestamp } from './columns';

/**
 * Issue 25: an order's card or OXXO payment, in our words, written by the payment webhook path.
 * One per order; `payment_intent_id` is the provider's ('pi_…').
 */
export interface OrderPaymentsTable {
  order_id: string;
  provider: 'local' | 'stripe';
  method: Exclude<OrderPaymentMethod, 'cash'>;
  payment_intent_id: string | null;
  status: Generated<OrderPaymentStatus>;
  amount: Numeric;
  failure_code: Generated<string | null>;
  next_action_url: Generated<string | null>;
  card_brand: Generated<string | null>;
  card_last4: Generated<string | null>;
  oxxo_reference: Generated<string | null>;
  oxxo_expires_at: OptionalTimestamp;
  oxxo_voucher_url: Generated<string | null>;
  refund_amount: OptionalNumeric;
  /** The newest provider event applied: an older one never overwrites it. */
  last_event_at: OptionalTimestamp;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** A person's customer at a payment provider and the card they saved (its id, brand and last four). */
export interface PaymentCustomersTable {
  user_id: string;
  provider: 'local' | 'stripe';
  customer_id: string;
  payment_method_id: Generated<string | null>;
  card_brand: Generated<string | null>;
  card_last4: Generated<string | null>;
  updated_at: Generated<Timestamp>;
}

/** A tip added after delivery (issue 25), charged to the saved card on its own. One per order. */
export interface OrderLateTipsTable {
  order_id: string;
  provider: 'local' | 'stripe';
  amount: Numeric;
  status: Generated<LateTipStatus>;
  payment_intent_id: Generated<string | null>;
  failure_code: Generated<string | null>;
  /** Charges tried (a failed one may be tried again): each its own idempotency key. */
  attempts: Generated<number>;
  last_event_at: OptionalTimestamp;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface OrderPaymentTables {
  order_payments: OrderPaymentsTable;
  payment_customers: PaymentCustomersTable;
  order_late_tips: OrderLateTipsTable;
}

export type OrderPaymentRow = Selectable<OrderPaymentsTable>;

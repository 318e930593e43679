import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Generated, Jsonb, JsonObject, Timestamp } from './columns';
import type { PaymentEventRefusal, SubscriptionStatus, SubscriptionSubject } from './enums';

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  subject: SubscriptionSubject;
  /** Only for subject 'business' (CHECK: personal subscriptions have none). */
  business_id: string | null;
  /** 'stripe' or 'local'. */
  provider: string;
  provider_customer_id: string | null;
  /** Unique when set. */
  provider_subscription_id: string | null;
  price_id: string | null;
  /** Our plan key, e.g. 'business_standard', 'business_premium', 'personal_premium'. */
  plan_key: string | null;
  status: SubscriptionStatus;
  current_period_end: Timestamp | null;
  cancel_at_period_end: Generated<boolean>;
  payment_method_brand: string | null;
  payment_method_last4: string | null;
  /** The provider's time of the event this row was last written from (older events are ignored). */
  provider_event_at: Timestamp | null;
  /** The provider's checkout session that bought it (from checkout.session.completed); unique when set. */
  checkout_session_id: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** One row per webhook event received: insert first, skip when it already exists (idempotency). */
export interface PaymentEventsTable {
  id: Generated<string>;
  provider: string;
  /** The provider's event id ('evt_…'); unique per provider. */
  event_id: string;
  type: string;
  payload: Jsonb<JsonObject>;
  received_at: Generated<Timestamp>;
  /** When it was handled: written, or refused. */
  processed_at: Timestamp | null;
  /** Set when the event was authentic but refused (nothing written); the operator's list of them. */
  refusal: PaymentEventRefusal | null;
}

export interface BillingTables {
  subscriptions: SubscriptionsTable;
  payment_events: PaymentEventsTable;
}

export type Subscription = Selectable<SubscriptionsTable>;
export type NewSubscription = Insertable<SubscriptionsTable>;
export type SubscriptionUpdate = Updateable<SubscriptionsTable>;
export type PaymentEvent = Selectable<PaymentEventsTable>;
export type NewPaymentEvent = Insertable<PaymentEventsTable>;
export type PaymentEventUpdate = Updateable<PaymentEventsTable>;

import { type Kysely, sql } from 'kysely';

// Frozen. Issue 25: paying an order by card or at OXXO.
//   - orders.payment_method: 'cash' (on delivery), 'card' or 'oxxo'. A card or OXXO order waits in
//     'awaiting_payment' until the provider's webhook says it is paid; only then does it become
//     'pending' and reach the business (orders.placed_at, null until then: the orders panel lists
//     only placed orders, so a voucher that expired unpaid is never seen by the business).
//   - order_payments: one payment per order (its provider's payment intent), in our words, written
//     by the webhook path. last_event_at keeps an older event from overwriting a newer state.
//   - payment_customers: the provider's customer of a person and the card they saved (the card
//     itself stays with the provider: only its id, brand and last four are kept).
//   - 'payment_expired': why the system cancels an order whose voucher expired unpaid.

const STATUSES = `'awaiting_payment', 'pending', 'preparing', 'looking_for_driver', 'on_the_way', 'delivered', 'cancelled'`;
const OLD_STATUSES = `'pending', 'preparing', 'looking_for_driver', 'on_the_way', 'delivered', 'cancelled'`;
const REASONS = `'changed_mind', 'wrong_order', 'too_slow', 'sold_out', 'closing_early', 'out_of_zone', 'other', 'payment_expired'`;
const OLD_REASONS = `'changed_mind', 'wrong_order', 'too_slow', 'sold_out', 'closing_early', 'out_of_zone', 'other'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table orders drop constraint orders_status_check,
  add constraint orders_status_check check (status in (${STATUSES})),
  drop constraint orders_cancel_reason_check,
  add constraint orders_cancel_reason_check check (cancel_reason in (${REASONS})),
  add column payment_method text not null default 'cash' check (payment_method in ('cash', 'card', 'oxxo')),
  add column placed_at timestamptz default now(),
  add constraint orders_cash_only_for_cash check (payment_method = 'cash' or cash_tendered is null),
  add constraint orders_awaiting_only_when_paying check (status <> 'awaiting_payment' or payment_method <> 'cash'),
  add constraint orders_placed_unless_awaiting check (status <> 'awaiting_payment' or placed_at is null);
update orders set placed_at = created_at;

alter table order_status_changes drop constraint order_status_changes_from_status_check,
  add constraint order_status_changes_from_status_check check (from_status in (${STATUSES})),
  drop constraint order_status_changes_to_status_check,
  add constraint order_status_changes_to_status_check check (to_status in (${STATUSES})),
  drop constraint order_status_changes_reason_check,
  add constraint order_status_changes_reason_check check (reason in (${REASONS}));

create table order_payments (
  order_id uuid primary key references orders (id) on delete cascade,
  provider text not null check (provider in ('local', 'stripe')),
  method text not null check (method in ('card', 'oxxo')),
  -- The provider's payment intent; null until the provider made it (a Stripe Checkout page makes it on payment).
  payment_intent_id text unique,
  status text not null default 'requires_payment_method'
    check (status in ('requires_payment_method', 'requires_action', 'processing', 'failed', 'succeeded', 'canceled', 'refund_pending', 'refunded')),
  amount numeric(12, 2) not null check (amount > 0),
  failure_code text,
  next_action_url text,
  card_brand text,
  card_last4 text,
  oxxo_reference text,
  oxxo_expires_at timestamptz,
  oxxo_voucher_url text,
  refund_amount numeric(12, 2) check (refund_amount > 0),
  last_event_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The safety sweep: OXXO vouchers still unpaid past their expiry.
create index order_payments_open_vouchers_idx on order_payments (oxxo_expires_at)
  where method = 'oxxo' and status in ('requires_action', 'processing');
create trigger order_payments_set_updated_at before update on order_payments
  for each row execute function public.set_updated_at();

create table payment_customers (
  user_id uuid not null references profiles (id) on delete cascade,
  provider text not null check (provider in ('local', 'stripe')),
  customer_id text not null,
  payment_method_id text,
  card_brand text,
  card_last4 text,
  updated_at timestamptz not null default now(),
  primary key (user_id, provider)
);
create trigger payment_customers_set_updated_at before update on payment_customers
  for each row execute function public.set_updated_at();
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop table if exists payment_customers;
drop table if exists order_payments;
delete from orders where status = 'awaiting_payment';
update orders set cancel_reason = 'other', cancel_note = coalesce(cancel_note, 'payment_expired') where cancel_reason = 'payment_expired';
update order_status_changes set reason = 'other' where reason = 'payment_expired';
delete from order_status_changes where from_status = 'awaiting_payment' or to_status = 'awaiting_payment';
alter table order_status_changes drop constraint order_status_changes_from_status_check,
  add constraint order_status_changes_from_status_check check (from_status in (${OLD_STATUSES})),
  drop constraint order_status_changes_to_status_check,
  add constraint order_status_changes_to_status_check check (to_status in (${OLD_STATUSES})),
  drop constraint order_status_changes_reason_check,
  add constraint order_status_changes_reason_check check (reason in (${OLD_REASONS}));
alter table orders drop constraint orders_placed_unless_awaiting,
  drop constraint orders_awaiting_only_when_paying,
  drop constraint orders_cash_only_for_cash,
  drop column placed_at,
  drop column payment_method,
  drop constraint orders_cancel_reason_check,
  add constraint orders_cancel_reason_check check (cancel_reason in (${OLD_REASONS})),
  drop constraint orders_status_check,
  add constraint orders_status_check check (status in (${OLD_STATUSES}));
`)
    .execute(db);
}

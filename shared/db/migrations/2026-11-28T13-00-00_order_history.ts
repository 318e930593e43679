import { type Kysely, sql } from 'kysely';

// Frozen. Issue 25: an order's history, and cancellations with their reason.
//   - order_status_changes: one row per change of an order's status, written in the change's own
//     transaction by whoever made it: the customer, the business, a driver or the system (a
//     voucher that expired). `actor_id` is the person (null for the system, or once their account
//     is gone); `reason` is one of the reasons the cancelling party may give, `note` their words.
//     Orders created before this migration get their creation as their first row.
//   - orders.cancelled_by / cancel_reason / cancel_note: who cancelled a cancelled order and why,
//     what My orders and the panel show without reading the history. Set with the status, in the
//     same statement; the check keeps them and the status in step.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table order_status_changes (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  from_status text check (from_status in ('pending', 'preparing', 'looking_for_driver', 'on_the_way', 'delivered', 'cancelled')),
  to_status text not null check (to_status in ('pending', 'preparing', 'looking_for_driver', 'on_the_way', 'delivered', 'cancelled')),
  actor text not null check (actor in ('customer', 'business', 'driver', 'system')),
  actor_id uuid references profiles (id) on delete set null,
  reason text check (reason in ('changed_mind', 'wrong_order', 'too_slow', 'sold_out', 'closing_early', 'out_of_zone', 'other')),
  note text check (length(note) <= 300),
  created_at timestamptz not null default now()
);
create index order_status_changes_order_idx on order_status_changes (order_id, created_at, id);

insert into order_status_changes (order_id, from_status, to_status, actor, actor_id, created_at)
  select id, null, 'pending', 'customer', user_id, created_at from orders;

alter table orders
  add column cancelled_by text check (cancelled_by in ('customer', 'business', 'system')),
  add column cancel_reason text check (cancel_reason in ('changed_mind', 'wrong_order', 'too_slow', 'sold_out', 'closing_early', 'out_of_zone', 'other')),
  add column cancel_note text check (length(cancel_note) <= 300),
  add constraint orders_cancellation_only_when_cancelled check (status = 'cancelled' or (cancelled_by is null and cancel_reason is null and cancel_note is null));
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table orders drop constraint if exists orders_cancellation_only_when_cancelled,
  drop column if exists cancelled_by, drop column if exists cancel_reason, drop column if exists cancel_note;
drop table if exists order_status_changes;
`)
    .execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen. Issue 25: a tip added after delivery, while the order is open for rating. It is charged
// to the customer's saved card on its own (off session), never added to the order's total: the
// order's money (total_amount, its payment, what a cash driver collected) stays what was agreed at
// checkout. One per order; a failed one may be tried again, a succeeded one is final.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table order_late_tips (
  order_id uuid primary key references orders (id) on delete cascade,
  provider text not null check (provider in ('local', 'stripe')),
  amount numeric(12, 2) not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  payment_intent_id text unique,
  failure_code text,
  attempts smallint not null default 1 check (attempts between 1 and 10),
  last_event_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger order_late_tips_set_updated_at before update on order_late_tips
  for each row execute function public.set_updated_at();
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists order_late_tips;').execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen. Issue 25: "Ayuda con mi pedido", a customer's report of a problem with an order.
//   - One report per order and reason (unique): a customer may have two problems (an item missing
//     and the rest cold), but the same problem twice is a double tap or a second tab, and the index
//     makes the second of two quick submits fail instead of both landing. Resolved reports keep
//     their place: the same problem is not reported again, the customer writes to the business.
//   - business_id is the order's, copied when the report is written (an order never changes
//     business): the panel's and the city partner's lists read by business, newest first.
//   - photo_key is the object's key in the private order-help-photos bucket; readers get signed URLs.
//   - user_id (the customer) and resolved_by (the owner who resolved it) are kept as null once
//     their account is gone, as orders keep theirs; the report goes with its order or business.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table order_help_reports (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  business_id uuid not null references businesses (id) on delete cascade,
  user_id uuid references profiles (id) on delete set null,
  reason text not null check (reason in ('missing_item', 'cold', 'never_arrived')),
  note text check (length(note) between 1 and 500),
  photo_key text check (length(photo_key) between 1 and 300),
  status text not null default 'open' check (status in ('open', 'resolved')),
  resolved_at timestamptz,
  resolved_by uuid references profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint order_help_reports_one_per_reason unique (order_id, reason),
  constraint order_help_reports_resolved_when check ((status = 'resolved') = (resolved_at is not null))
);
create index order_help_reports_business_idx on order_help_reports (business_id, created_at desc, id desc);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists order_help_reports;').execute(db);
}

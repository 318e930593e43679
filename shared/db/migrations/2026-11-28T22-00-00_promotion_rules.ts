import { type Kysely, sql } from 'kysely';

// Frozen. Issue 25: promotions that apply themselves.
//   - promotion_rules: ordering's rule for one of discovery's promotions (business_global_messages),
//     keyed by the promotion so a promotion has at most one rule and loses it when deleted. Ordering
//     owns this table; the promotion's title and dates stay discovery's and are only read.
//     kind: 'percent_off' (percent of the subtotal), 'amount_off' (a fixed amount), 'two_for_one'
//     (every second unit of menu_item_id free), 'free_delivery' (the shipping, from min_subtotal).
//     weekdays: 0 = domingo … 6 = sábado in the city's time zone; start_minute/end_minute the local
//     hours (end before start runs past midnight; equal means all day).
//   - orders.discount_amount and orders.applied_promotion (the promotion id, title and the rule as
//     applied): total_amount = subtotal_amount + shipping_amount − discount_amount (the money
//     agreement; the tip is its own term).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table promotion_rules (
  promotion_id uuid primary key references business_global_messages (id) on delete cascade,
  business_id uuid not null references businesses (id) on delete cascade,
  kind text not null check (kind in ('percent_off', 'amount_off', 'two_for_one', 'free_delivery')),
  percent smallint check (percent between 1 and 100),
  amount numeric(12, 2) check (amount > 0),
  menu_item_id uuid references menu_items (id) on delete cascade,
  min_subtotal numeric(12, 2) not null default 0 check (min_subtotal >= 0),
  weekdays smallint[] not null default '{0,1,2,3,4,5,6}'
    check (cardinality(weekdays) between 1 and 7 and weekdays <@ '{0,1,2,3,4,5,6}'::smallint[]),
  start_minute smallint not null default 0 check (start_minute between 0 and 1439),
  end_minute smallint not null default 0 check (end_minute between 0 and 1439),
  updated_at timestamptz not null default now(),
  check ((kind = 'percent_off') = (percent is not null)),
  check ((kind = 'amount_off') = (amount is not null)),
  check ((kind = 'two_for_one') = (menu_item_id is not null))
);
create index promotion_rules_business_idx on promotion_rules (business_id);

alter table orders
  add column discount_amount numeric(12, 2) not null default 0 check (discount_amount >= 0),
  add column applied_promotion jsonb,
  drop constraint orders_total_sum,
  add constraint orders_total_with_discount
    check (total_amount = subtotal_amount + shipping_amount - discount_amount + tip_amount);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table orders
  drop constraint if exists orders_total_with_discount,
  drop column if exists applied_promotion,
  drop column if exists discount_amount,
  add constraint orders_total_sum check (total_amount = subtotal_amount + shipping_amount + tip_amount);
drop table if exists promotion_rules;
`)
    .execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen. Issue 25: tips, and ratings after delivery.
//   - orders.tip_amount is the tip for the driver, computed by the server at checkout (a fixed
//     amount or a percentage of the subtotal, in cents). It is part of the total:
//     total_amount = subtotal_amount + shipping_amount + tip_amount (the money agreement; the
//     promotions' discount is its own term). At most 5,000.00: a tip above that is a typo.
//   - order_ratings: one rating per order (primary key), so the second of two quick submits fails
//     instead of both landing. food_stars always; delivery_stars only when a driver delivered it
//     (driver_id is the order's driver, copied when rated, so the driver's average reads one table);
//     business_id is the order's, for the owner's food average. user_id is kept null once the
//     customer's account is gone; the rating stays in the averages.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table orders
  add column tip_amount numeric(12, 2) not null default 0,
  add constraint orders_tip_bounds check (tip_amount >= 0 and tip_amount <= 5000),
  drop constraint orders_check,
  add constraint orders_total_sum check (total_amount = subtotal_amount + shipping_amount + tip_amount);

create table order_ratings (
  order_id uuid primary key references orders (id) on delete cascade,
  business_id uuid not null references businesses (id) on delete cascade,
  driver_id uuid references drivers (id) on delete set null,
  user_id uuid references profiles (id) on delete set null,
  food_stars smallint not null check (food_stars between 1 and 5),
  delivery_stars smallint check (delivery_stars between 1 and 5),
  comment text check (length(comment) between 1 and 280),
  created_at timestamptz not null default now()
);
create index order_ratings_driver_idx on order_ratings (driver_id) where delivery_stars is not null;
create index order_ratings_business_idx on order_ratings (business_id);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop table if exists order_ratings;
alter table orders
  drop constraint if exists orders_total_sum,
  drop constraint if exists orders_tip_bounds,
  drop column if exists tip_amount,
  add constraint orders_check check (total_amount = subtotal_amount + shipping_amount);
`)
    .execute(db);
}

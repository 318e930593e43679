import { type Kysely, sql } from 'kysely';

// Frozen. Issue 25: "¿Con cuánto pagas?". orders.cash_tendered is the bill the customer will pay a
// cash order with (null: the exact amount); the driver brings the change (tendered − total). The
// check keeps it at least the total.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table orders
  add column cash_tendered numeric(12, 2),
  add constraint orders_cash_covers_total check (cash_tendered is null or cash_tendered >= total_amount);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table orders drop constraint if exists orders_cash_covers_total, drop column if exists cash_tendered;
`)
    .execute(db);
}

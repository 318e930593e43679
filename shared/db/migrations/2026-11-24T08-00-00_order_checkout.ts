import { type Kysely, sql } from 'kysely';

// Frozen. Issue 10, cart and cash order: the business's delivery fee (added to every order's total;
// 0 until the owner sets one), the customer's contact phone on the order, and the idempotency key
// of a checkout (one order per key and customer; the request's hash answers a replay with a
// different body with 409).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table businesses
  add column delivery_fee numeric(12, 2) not null default 0 check (delivery_fee >= 0);
alter table orders
  add column contact_phone text,
  add column idempotency_key uuid,
  add column request_hash text,
  add check ((idempotency_key is null) = (request_hash is null));
create unique index orders_user_idempotency_key on orders (user_id, idempotency_key)
  where idempotency_key is not null;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop index if exists orders_user_idempotency_key;
alter table orders drop column if exists request_hash, drop column if exists idempotency_key,
  drop column if exists contact_phone;
alter table businesses drop column if exists delivery_fee;
`)
    .execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen. Issue 25: arrival time and progress.
//   - businesses.preparation_minutes: how long the kitchen takes to get an order ready; the owner
//     sets it (and raises it when busy). The arrival estimate starts from it. 20 minutes is a
//     typical kitchen; 5 to 120 keeps a slip of the finger from promising nonsense.
//   - drivers.allow_customer_calls: whether a customer of an order the driver carries may see the
//     driver's phone ('Llamar'). Off unless the driver turns it on: a phone number is private.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table businesses
  add column preparation_minutes integer not null default 20
    check (preparation_minutes between 5 and 120);
alter table drivers
  add column allow_customer_calls boolean not null default false;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table drivers drop column if exists allow_customer_calls;
alter table businesses drop column if exists preparation_minutes;
`)
    .execute(db);
}

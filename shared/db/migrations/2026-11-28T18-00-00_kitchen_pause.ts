import { type Kysely, sql } from 'kysely';

// Frozen. Issue 25: a kitchen that can say it is busy.
//   - businesses.orders_paused_until: "Pausar pedidos" for 15, 30 or 60 minutes ('infinity' until
//     the owner reopens). The business takes no order while it is in the future; null or past is open.
//   - menu_items.sold_out_until: "Agotado hoy": the item cannot be ordered until then (the start of
//     the business's next opening, computed by the service from its hours); null or past is available.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table businesses add column orders_paused_until timestamptz;
alter table menu_items add column sold_out_until timestamptz;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table menu_items drop column if exists sold_out_until;
alter table businesses drop column if exists orders_paused_until;
`)
    .execute(db);
}

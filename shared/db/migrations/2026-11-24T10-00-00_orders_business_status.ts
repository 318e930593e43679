import { type Kysely, sql } from 'kysely';

// Frozen. Issue 10, the orders panel: its status filter ('Pendiente', 'Entregado' …) reads one
// business's orders of one status newest first. With (business_id, created_at) alone the rows of
// other statuses are read and thrown away, and the planner re-plans the query on every call.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('create index orders_business_status_created_idx on orders (business_id, status, created_at desc);')
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists orders_business_status_created_idx;').execute(db);
}

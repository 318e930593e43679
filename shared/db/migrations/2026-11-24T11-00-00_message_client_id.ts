import { type Kysely, sql } from 'kysely';

// Frozen. Issue 12, messages: the browser names each message it sends (client_id) so a retried
// POST stores it once; the unique index is the guard, per sender, as two people may pick the same.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table business_messages add column client_id text check (length(client_id) <= 100);
create unique index business_messages_sender_client_idx on business_messages (sender_id, client_id);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop index if exists business_messages_sender_client_idx;
alter table business_messages drop column if exists client_id;
`)
    .execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen. Issue 12, the unread-messages e-mail digest: emailed_at records that a message went out
// in a digest, so no message is mailed twice; the partial index holds only what a digest or its
// sweep may still pick (unread, not mailed), which stays small however long the history grows.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table business_messages add column emailed_at timestamptz;
create index business_messages_digest_idx on business_messages (receiver_id, created_at)
  where not is_read and emailed_at is null;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop index if exists business_messages_digest_idx;
alter table business_messages drop column if exists emailed_at;
`)
    .execute(db);
}

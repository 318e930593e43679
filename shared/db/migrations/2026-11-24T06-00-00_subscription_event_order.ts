import { type Kysely, sql } from 'kysely';

// Frozen. Issue 10, subscriptions: the provider's time of the event a subscription row was last
// written from, so a late, older webhook event never overwrites a newer state (events may arrive
// in any order).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table subscriptions add column provider_event_at timestamptz;').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table subscriptions drop column if exists provider_event_at;').execute(db);
}

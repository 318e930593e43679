import { type Kysely, sql } from 'kysely';

// Frozen. Issue 10, /subscription/success: the provider's checkout session a subscription was bought
// through (recorded from checkout.session.completed), so the success page shows the subscription of
// the session the provider sends the person back with, not the last changed one. One session buys
// one subscription.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table subscriptions add column checkout_session_id text unique;').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table subscriptions drop column if exists checkout_session_id;').execute(db);
}

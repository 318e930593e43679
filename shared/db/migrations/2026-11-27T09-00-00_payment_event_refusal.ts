import { type Kysely, sql } from 'kysely';

// Frozen. Issue 21: a payment event whose signature is genuine but whose content we refuse (a
// business its user does not own, a plan that is not ours for that subject) is kept with the
// reason, so the operator sees it (where refusal is not null) and a replay of it changes nothing.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table payment_events add column refusal text
  check (refusal in ('business_not_owned', 'unknown_plan'));
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table payment_events drop column if exists refusal;').execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen. Issue 13: a city has at most one partner. The become-partner wizard grants the role
// only to the first applicant of a city (the others are waitlisted) and an admin cannot add a
// second one: the unique index decides when two try at the same moment. An application records
// who approved or rejected it, and when.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create unique index profiles_one_partner_per_city_idx on profiles (managed_city_id) where role = 'city_partner';
alter table partner_applications
  add column reviewed_by uuid references profiles (id) on delete set null,
  add column reviewed_at timestamptz;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table partner_applications drop column if exists reviewed_at, drop column if exists reviewed_by;
drop index if exists profiles_one_partner_per_city_idx;
`)
    .execute(db);
}

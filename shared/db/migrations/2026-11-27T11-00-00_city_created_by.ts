import { type Kysely, sql } from 'kysely';

// Frozen. Issue 21: who created a city in the become-partner wizard. Only the creator of a city
// that is still empty becomes its partner at once; every other application waits for an admin.
// The server proves "created by the applicant" with this column, written by the wizard's
// POST /api/partner/cities, never with anything the browser sends. Cities created before this
// migration get their creator from the 'city.create' entry the same route wrote in the audit log
// (the catalogue's seeded cities have none and stay null: their applications wait for an admin).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table cities add column created_by uuid references profiles (id) on delete set null;
update cities c set created_by = a.actor_id
  from audit_log a
  where a.action = 'city.create'
    and a.target_type = 'city'
    and a.target_id = c.id::text
    and a.details->>'via' = 'become-partner'
    and a.actor_id is not null;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table cities drop column if exists created_by;').execute(db);
}

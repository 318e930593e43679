import { type Kysely, sql } from 'kysely';

// Frozen. Issue 25: special hours for single dates ("12 de diciembre: cerrado"). Kept with the
// business, beside its weekly schedule, so every reader of "Abierto ahora" (the business page,
// search, the checkout) gets them in the row it already reads. The list's shape is checked by the
// service (contracts special-hours.ts); the table only keeps it a short array. Closed days and
// split shifts need no column: they are '' times and <day>_start_2/<day>_end_2 in schedule.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table businesses
  add column special_hours jsonb not null default '[]'::jsonb,
  add constraint businesses_special_hours_list check (
    jsonb_typeof(special_hours) = 'array' and jsonb_array_length(special_hours) <= 30
  );
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table businesses drop constraint if exists businesses_special_hours_list, drop column if exists special_hours;
`)
    .execute(db);
}

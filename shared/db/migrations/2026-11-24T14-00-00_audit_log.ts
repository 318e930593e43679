import { type Kysely, sql } from 'kysely';

// Frozen. Issue 13, the audit log: every moderation and admin action, who did it, what, when and
// on which record, filterable by city. Rows are written in the same transaction as the action
// (recordAudit in @cerca/db), so an action without its entry cannot happen. Names and labels are
// copied at the time: the entry still reads right after the actor or the record is gone.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table audit_log (
  id uuid primary key default gen_random_uuid(),
  actor_id uuid references profiles (id) on delete set null,
  actor_label text not null,
  action text not null check (action in (
    'business.delete', 'content.delete',
    'driver.add', 'driver.suspend', 'driver.activate', 'driver.delete',
    'partner.grant', 'partner.remove',
    'application.approve', 'application.reject',
    'city.create', 'settings.update'
  )),
  city_id uuid references cities (id) on delete set null,
  target_type text not null check (length(target_type) between 1 and 40),
  target_id text not null check (length(target_id) between 1 and 100),
  target_label text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_created_idx on audit_log (created_at desc, id desc);
create index audit_log_city_created_idx on audit_log (city_id, created_at desc, id desc);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists audit_log;').execute(db);
}

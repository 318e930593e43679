import { type Kysely, sql } from 'kysely';

// Frozen. Issue 10, /profile → Configuración → Notificaciones: whether the person wants
// notifications, stored on the profile; on for everyone by default.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('alter table profiles add column notifications_enabled boolean not null default true;')
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table profiles drop column if exists notifications_enabled;').execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen. Issue 22: videos go from the browser straight to the object store. Each presigned PUT
// handed out is a row here until the publishing route that uses it claims it (deletes the row,
// checks the bytes, publishes or removes the object): a ticket is used once, by the person it
// was issued to, for the bucket and folder it names. Rows nobody claims (an upload abandoned
// half way, a closed tab) are swept by services/jobs after expires_at, objects and all.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table direct_uploads (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  bucket text not null check (bucket in ('business-stories', 'business-posts')),
  key text not null unique check (key <> ''),
  content_type text not null check (content_type like 'video/%'),
  size bigint not null check (size > 0),
  file_name text check (length(file_name) <= 255),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null check (expires_at > created_at)
);
create index direct_uploads_expires_at_idx on direct_uploads (expires_at);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists direct_uploads;').execute(db);
}

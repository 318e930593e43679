import { type Kysely, sql } from 'kysely';

// Frozen. Issue 14, versioned remote releases. Each published build of a remote is one immutable
// row (its content hash is the version); which version is live is the newest switch of that remote,
// so every gateway instance reads the live manifest from here and a release or a rollback needs no
// restart. A switch with no release means "the configured build" (the remotes' declarations, or the
// REMOTE_*_URL/REMOTES_MANIFEST_FILE override), which is what a remote runs before its first release.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table remote_releases (
  id uuid primary key default gen_random_uuid(),
  remote text not null check (remote ~ '^mf-[a-z][a-z0-9-]*$'),
  version text not null check (version ~ '^[0-9a-f]{8,64}$'),
  manifest_url text not null check (length(manifest_url) between 1 and 2000),
  exposes text[] not null,
  shared jsonb not null default '{}'::jsonb,
  released_by text not null check (length(released_by) between 1 and 200),
  build_ms integer check (build_ms >= 0),
  created_at timestamptz not null default now(),
  unique (remote, version)
);
create table remote_switches (
  id bigint generated always as identity primary key,
  remote text not null check (remote ~ '^mf-[a-z][a-z0-9-]*$'),
  release_id uuid references remote_releases (id) on delete restrict,
  previous_release_id uuid references remote_releases (id) on delete restrict,
  action text not null check (action in ('release', 'rollback')),
  switched_by text not null check (length(switched_by) between 1 and 200),
  switched_at timestamptz not null default now(),
  rolled_back_at timestamptz
);
create index remote_switches_remote_idx on remote_switches (remote, id desc);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists remote_switches; drop table if exists remote_releases;').execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen: the auth service's tables in the Postgres schema `auth` (GoTrue-like names). Self-contained:
// it relies on nothing but core Postgres (gen_random_uuid is built in since 13).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create schema if not exists auth;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  encrypted_password text,
  email_confirmed_at timestamptz,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  last_sign_in_at timestamptz,
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_lower_key on auth.users (lower(email));

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  not_after timestamptz,
  user_agent text,
  ip text
);
create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_hash text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index refresh_tokens_user_id_idx on auth.refresh_tokens (user_id);

create table auth.signing_keys (
  kid text primary key,
  alg text not null,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('recovery', 'confirmation')),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index one_time_tokens_user_id_idx on auth.one_time_tokens (user_id);

create table auth.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  created_at timestamptz not null default now()
);
create index mail_outbox_recipient_created_at_idx on auth.mail_outbox (recipient, created_at desc);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop schema if exists auth cascade;').execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen: extensions, shared SQL helpers, the geographic and category catalogue, and profiles.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- unaccent() is only STABLE (it depends on the dictionary search path), so it cannot appear in an
-- index expression. This wrapper pins the dictionary by schema and is declared IMMUTABLE, which
-- makes trigram indexes on f_unaccent(lower(col)) possible. Queries must use the same expression.
create or replace function public.f_unaccent(text) returns text
  language sql immutable parallel safe strict
  as $fn$ select public.unaccent('public.unaccent'::regdictionary, $1) $fn$;

-- Keeps updated_at honest whatever the service forgets.
create or replace function public.set_updated_at() returns trigger
  language plpgsql
  as $fn$ begin new.updated_at := now(); return new; end $fn$;

create table countries (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  code text not null unique check (code ~ '^[A-Z]{2}$'),
  flag_url text,
  sort_order integer not null default 100,
  created_at timestamptz not null default now()
);

create table cities (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  state text not null check (length(trim(state)) > 0),
  -- Countries are catalogue data: never deleted while cities point at them.
  country_id uuid not null references countries (id) on delete restrict,
  latitude numeric(9, 6) check (latitude between -90 and 90),
  longitude numeric(9, 6) check (longitude between -180 and 180),
  time_zone text not null default 'America/Mexico_City',
  created_at timestamptz not null default now()
);
-- 'Esta ciudad ya existe': one city per name and state in a country, case-insensitively.
create unique index cities_country_name_state_key on cities (country_id, lower(name), lower(state));
create index cities_name_trgm_idx on cities using gin (public.f_unaccent(lower(name)) gin_trgm_ops);

create table categories (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  name text not null unique,
  image_url text,
  banner_url text,
  color text not null check (color ~ '^#[0-9A-Fa-f]{6}$'),
  sort_order integer not null default 0
);

create table subcategories (
  id uuid primary key default gen_random_uuid(),
  category_id text not null references categories (id) on delete cascade,
  name text not null check (length(trim(name)) > 0),
  sort_order integer not null default 0,
  unique (category_id, name)
);

create table profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'user' check (role in ('user', 'city_partner', 'admin')),
  -- RESTRICT: a city cannot disappear under its partner (the CHECK below would break); remove
  -- the partner first.
  managed_city_id uuid references cities (id) on delete restrict,
  username text not null unique check (length(trim(username)) > 0),
  full_name text,
  avatar_url text,
  email text,
  phone text,
  user_type text not null default 'user' check (user_type in ('user', 'business')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_city_partner_has_city check (role <> 'city_partner' or managed_city_id is not null)
);
create index profiles_managed_city_id_idx on profiles (managed_city_id) where managed_city_id is not null;
create index profiles_username_trgm_idx on profiles using gin (lower(username) gin_trgm_ops);
create index profiles_email_trgm_idx on profiles using gin (lower(email) gin_trgm_ops);
create trigger profiles_set_updated_at before update on profiles
  for each row execute function public.set_updated_at();

create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references profiles (id) on delete cascade,
  type text not null,
  title text not null,
  body text,
  data jsonb not null default '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user_created_idx on notifications (user_id, created_at desc);
create index notifications_user_unread_idx on notifications (user_id) where read_at is null;

create table app_settings (
  key text primary key,
  value jsonb not null,
  -- The setting outlives the admin who last changed it.
  updated_by uuid references profiles (id) on delete set null,
  updated_at timestamptz not null default now()
);
create trigger app_settings_set_updated_at before update on app_settings
  for each row execute function public.set_updated_at();
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop table if exists app_settings;
drop table if exists notifications;
drop table if exists profiles;
drop table if exists subcategories;
drop table if exists categories;
drop table if exists cities;
drop table if exists countries;
drop function if exists public.set_updated_at();
drop function if exists public.f_unaccent(text);
`)
    .execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen. Issue 25: where an order goes, and where a business delivers.
//   - user_addresses: a customer's saved addresses ("Mis direcciones": Casa, Trabajo, others),
//     each in one city, at most one of them the default (partial unique index), so checkout can
//     prefill it. The limit of addresses per person is the service's (it locks the person's rows).
//   - business_delivery_zones: the postal codes and colonias a business delivers to. No row means
//     "toda la ciudad"; a row always names at least one place (check), so "nowhere" cannot be saved
//     by accident. Colonias are kept as the owner typed them; the service compares them without
//     accents or case.
//   - orders.delivery_city_id / delivery_postal_code / delivery_neighborhood: the parts of the
//     address the rules read (the order's city is the business's city; the zone), kept beside the
//     one-line delivery_address people read. Null on orders placed before this migration.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table user_addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references profiles (id) on delete cascade,
  label text not null check (label in ('home', 'work', 'other')),
  name text check (length(name) between 1 and 40),
  street text not null check (length(street) between 2 and 120),
  number text not null check (length(number) between 1 and 20),
  interior text check (length(interior) between 1 and 20),
  neighborhood text not null check (length(neighborhood) between 2 and 80),
  postal_code text not null check (postal_code ~ '^[0-9]{5}$'),
  city_id uuid not null references cities (id) on delete cascade,
  between_streets text check (length(between_streets) between 1 and 120),
  "references" text check (length("references") between 1 and 200),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_addresses_user_idx on user_addresses (user_id, created_at, id);
create unique index user_addresses_one_default on user_addresses (user_id) where is_default;

create table business_delivery_zones (
  business_id uuid primary key references businesses (id) on delete cascade,
  postal_codes text[] not null default '{}',
  neighborhoods text[] not null default '{}',
  updated_at timestamptz not null default now(),
  constraint business_delivery_zones_not_empty check (cardinality(postal_codes) + cardinality(neighborhoods) > 0),
  constraint business_delivery_zones_bounded check (cardinality(postal_codes) <= 200 and cardinality(neighborhoods) <= 200)
);

alter table orders
  add column delivery_city_id uuid references cities (id) on delete set null,
  add column delivery_postal_code text check (delivery_postal_code ~ '^[0-9]{5}$'),
  add column delivery_neighborhood text check (length(delivery_neighborhood) <= 80);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table orders drop column if exists delivery_city_id, drop column if exists delivery_postal_code,
  drop column if exists delivery_neighborhood;
drop table if exists business_delivery_zones;
drop table if exists user_addresses;
`)
    .execute(db);
}

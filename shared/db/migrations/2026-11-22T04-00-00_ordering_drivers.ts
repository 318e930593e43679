import { type Kysely, sql } from 'kysely';

// Frozen: menus, drivers, orders (cash on delivery) and driver assignments.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table menu_categories (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  name text not null check (length(trim(name)) > 0),
  "order" integer not null default 0,
  created_at timestamptz not null default now(),
  -- Target of menu_items' composite key, so an item can only sit in a category of its business.
  unique (id, business_id)
);
create index menu_categories_business_order_idx on menu_categories (business_id, "order");

create table menu_items (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  category_id uuid not null,
  name text not null check (length(trim(name)) > 0),
  description text,
  price numeric(12, 2) not null check (price > 0),
  image_url text,
  active boolean not null default true,
  "order" integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Deleting a category deletes its items (the spec's confirmation says so).
  foreign key (category_id, business_id) references menu_categories (id, business_id) on delete cascade
);
create index menu_items_business_category_idx on menu_items (business_id, category_id, "order");
create index menu_items_category_idx on menu_items (category_id);
create trigger menu_items_set_updated_at before update on menu_items
  for each row execute function public.set_updated_at();

create table menu_item_variants (
  id uuid primary key default gen_random_uuid(),
  menu_item_id uuid not null references menu_items (id) on delete cascade,
  name text not null check (length(trim(name)) > 0),
  price_extra numeric(12, 2) not null default 0 check (price_extra >= 0),
  created_at timestamptz not null default now()
);
create index menu_item_variants_item_idx on menu_item_variants (menu_item_id);

create table drivers (
  -- A driver is a person: the row goes with the account.
  id uuid primary key references profiles (id) on delete cascade,
  -- Cities are not deleted while drivers work in them.
  zone_id uuid not null references cities (id) on delete restrict,
  phone text not null check (length(trim(phone)) > 0),
  vehicle_type text not null default 'moto' check (vehicle_type in ('moto', 'bici', 'auto', 'pie')),
  status text not null default 'approved' check (status in ('approved', 'suspended')),
  is_available boolean not null default false,
  -- Object key in the private driver-ids bucket, never a public URL.
  identification_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A suspended driver is never available.
  check (status = 'approved' or not is_available)
);
create index drivers_zone_idx on drivers (zone_id, status, created_at desc);
create trigger drivers_set_updated_at before update on drivers
  for each row execute function public.set_updated_at();

create table orders (
  id uuid primary key default gen_random_uuid(),
  -- Deleting a business (owner or city partner, after confirmation) removes its orders.
  business_id uuid not null references businesses (id) on delete cascade,
  -- SET NULL: the business keeps its sales history when a customer deletes the account.
  user_id uuid references profiles (id) on delete set null,
  -- SET NULL: removing a driver keeps the orders they carried.
  driver_id uuid references drivers (id) on delete set null,
  status text not null default 'pending'
    check (status in ('pending', 'preparing', 'looking_for_driver', 'on_the_way', 'delivered', 'cancelled')),
  subtotal_amount numeric(12, 2) not null check (subtotal_amount >= 0),
  shipping_amount numeric(12, 2) not null default 0 check (shipping_amount >= 0),
  total_amount numeric(12, 2) not null,
  delivery_address text not null check (length(trim(delivery_address)) > 0),
  delivery_notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (total_amount = subtotal_amount + shipping_amount)
);
create index orders_business_created_idx on orders (business_id, created_at desc);
create index orders_user_created_idx on orders (user_id, created_at desc);
create index orders_driver_created_idx on orders (driver_id, created_at desc) where driver_id is not null;
-- Available orders for drivers: looking_for_driver and nobody assigned.
create index orders_unassigned_status_idx on orders (status, created_at) where driver_id is null;
create trigger orders_set_updated_at before update on orders
  for each row execute function public.set_updated_at();

create table order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  -- SET NULL: the line keeps its own name and prices when the menu changes later.
  menu_item_id uuid references menu_items (id) on delete set null,
  menu_item_variant_id uuid references menu_item_variants (id) on delete set null,
  item_name text not null,
  variant_name text,
  quantity integer not null check (quantity > 0),
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  variant_price_extra numeric(12, 2) not null default 0 check (variant_price_extra >= 0),
  notes text,
  created_at timestamptz not null default now()
);
create index order_items_order_idx on order_items (order_id);

create table driver_orders (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  driver_id uuid not null references drivers (id) on delete cascade,
  status text not null default 'accepted' check (status in ('accepted', 'picked_up', 'delivered', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Two drivers cannot both win an order: one live (not cancelled) assignment per order.
create unique index driver_orders_one_live_per_order_key on driver_orders (order_id) where status <> 'cancelled';
create index driver_orders_driver_created_idx on driver_orders (driver_id, created_at desc);
create trigger driver_orders_set_updated_at before update on driver_orders
  for each row execute function public.set_updated_at();
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop table if exists driver_orders;
drop table if exists order_items;
drop table if exists orders;
drop table if exists drivers;
drop table if exists menu_item_variants;
drop table if exists menu_items;
drop table if exists menu_categories;
`)
    .execute(db);
}

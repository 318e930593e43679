import { type Kysely, sql } from 'kysely';

// Frozen: businesses, their photos and reviews (with maintained rating aggregates), follows,
// favourites and business messages.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table businesses (
  id uuid primary key default gen_random_uuid(),
  -- Deleting an account deletes the businesses it owns (and, through them, their content).
  owner_id uuid not null references profiles (id) on delete cascade,
  name text not null check (length(trim(name)) > 0),
  description text not null,
  address text not null,
  city text not null,
  state text not null,
  zip_code text not null,
  phone text,
  website text,
  website_platform text check (website_platform in ('website', 'facebook', 'instagram', 'airbnb')),
  -- Category and subcategory names as in the catalogue; validated by the services, not a foreign
  -- key, so renaming the catalogue never rewrites businesses.
  category text not null,
  subcategory text not null,
  price_range integer not null default 1 check (price_range between 1 and 4),
  -- SET NULL: a business outlives a city removed from the catalogue (it just leaves city lists).
  city_id uuid references cities (id) on delete set null,
  business_type text not null default 'menu' check (business_type in ('menu', 'services')),
  schedule jsonb not null default '{
    "monday_start": "09:00", "monday_end": "21:00",
    "tuesday_start": "09:00", "tuesday_end": "21:00",
    "wednesday_start": "09:00", "wednesday_end": "21:00",
    "thursday_start": "09:00", "thursday_end": "21:00",
    "friday_start": "09:00", "friday_end": "21:00",
    "saturday_start": "10:00", "saturday_end": "20:00",
    "sunday_start": "10:00", "sunday_end": "20:00"
  }'::jsonb check (jsonb_typeof(schedule) = 'object'),
  rating_avg numeric(3, 2) not null default 0 check (rating_avg between 0 and 5),
  rating_count integer not null default 0 check (rating_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Search and category lists sort by rating then review count within a city.
create index businesses_city_rating_idx on businesses (city_id, rating_avg desc, rating_count desc);
create index businesses_city_category_idx on businesses (city_id, category, subcategory);
create index businesses_category_idx on businesses (category, subcategory);
create index businesses_owner_id_idx on businesses (owner_id);
create index businesses_city_created_idx on businesses (city_id, created_at desc);
create index businesses_name_trgm_idx on businesses using gin (public.f_unaccent(lower(name)) gin_trgm_ops);
create index businesses_description_trgm_idx
  on businesses using gin (public.f_unaccent(lower(description)) gin_trgm_ops);
create trigger businesses_set_updated_at before update on businesses
  for each row execute function public.set_updated_at();

create table business_photos (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  url text not null,
  type text not null check (type in ('main', 'banner')),
  created_at timestamptz not null default now()
);
create index business_photos_business_idx on business_photos (business_id, type, created_at);

create table reviews (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  -- A deleted account takes its reviews with it; the trigger below then corrects the aggregates.
  user_id uuid not null references profiles (id) on delete cascade,
  rating integer not null check (rating between 1 and 5),
  comment text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (business_id, user_id)
);
create index reviews_business_created_idx on reviews (business_id, created_at desc);
create index reviews_user_idx on reviews (user_id);
create trigger reviews_set_updated_at before update on reviews
  for each row execute function public.set_updated_at();

-- Recomputes rating_avg / rating_count of one business. Locking the business row first serialises
-- concurrent reviewers; the recount then runs in a fresh snapshot (READ COMMITTED, volatile
-- function) and so sees every committed review: exact, and self-correcting.
create or replace function public.refresh_business_rating(p_business_id uuid) returns void
  language plpgsql
  as $fn$
begin
  perform 1 from businesses where id = p_business_id for update;
  update businesses b
     set rating_avg = coalesce(r.avg, 0), rating_count = r.cnt
    from (select round(avg(rating)::numeric, 2) as avg, count(*)::int as cnt
            from reviews where business_id = p_business_id) r
   where b.id = p_business_id
     and (b.rating_avg, b.rating_count) is distinct from (coalesce(r.avg, 0), r.cnt);
end
$fn$;

create or replace function public.reviews_refresh_rating() returns trigger
  language plpgsql
  as $fn$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform public.refresh_business_rating(new.business_id);
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.business_id <> new.business_id) then
    perform public.refresh_business_rating(old.business_id);
  end if;
  return null;
end
$fn$;

create trigger reviews_refresh_rating
  after insert or delete or update of rating, business_id on reviews
  for each row execute function public.reviews_refresh_rating();

create table business_followers (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  user_id uuid not null references profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (business_id, user_id)
);
create index business_followers_user_idx on business_followers (user_id, created_at desc);

create table business_favorites (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  user_id uuid not null references profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (business_id, user_id)
);
create index business_favorites_user_idx on business_favorites (user_id, created_at desc);

create table business_messages (
  id uuid primary key default gen_random_uuid(),
  -- A conversation disappears with either account.
  sender_id uuid not null references profiles (id) on delete cascade,
  receiver_id uuid not null references profiles (id) on delete cascade,
  content text not null check (length(trim(content)) > 0),
  is_read boolean not null default false,
  created_at timestamptz not null default now(),
  check (sender_id <> receiver_id)
);
create index business_messages_sender_idx on business_messages (sender_id, created_at);
create index business_messages_receiver_unread_idx on business_messages (receiver_id, is_read);
create index business_messages_receiver_created_idx on business_messages (receiver_id, created_at);
-- One thread between two people, oldest first.
create index business_messages_thread_idx on business_messages (sender_id, receiver_id, created_at);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop table if exists business_messages;
drop table if exists business_favorites;
drop table if exists business_followers;
drop table if exists reviews;
drop function if exists public.reviews_refresh_rating();
drop function if exists public.refresh_business_rating(uuid);
drop table if exists business_photos;
drop table if exists businesses;
`)
    .execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen: what businesses publish (stories, posts, highlights, promotions, events), what people do
// with it (reactions, comments) and weekend routes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table business_stories (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  -- The author; a deleted account takes its stories with it.
  user_id uuid not null references profiles (id) on delete cascade,
  type text not null default 'instant' check (type in ('instant', 'video', 'text')),
  title text,
  content text,
  media_url text,
  media_type text check (media_type in ('image', 'video')),
  thumbnail_url text,
  approved boolean not null default true,
  highlighted boolean not null default false,
  expires_at timestamptz not null default (now() + interval '24 hours'),
  -- Denormalised from the business (trigger below) so the story strip of a city is one index range.
  city_id uuid references cities (id) on delete set null,
  created_at timestamptz not null default now()
);
create index business_stories_business_created_idx on business_stories (business_id, created_at desc);
create index business_stories_expires_idx on business_stories (expires_at);
create index business_stories_city_expires_idx on business_stories (city_id, expires_at);

create table business_posts (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  user_id uuid not null references profiles (id) on delete cascade,
  caption text,
  media_url text,
  media_type text check (media_type in ('image', 'video')),
  approved boolean not null default true,
  likes_count integer not null default 0 check (likes_count >= 0),
  -- Denormalised from the business (trigger below): the city feed is a keyset scan of
  -- (city_id, created_at desc, id desc) with no join needed to filter.
  city_id uuid references cities (id) on delete set null,
  created_at timestamptz not null default now()
);
create index business_posts_business_created_idx on business_posts (business_id, created_at desc, id desc);
create index business_posts_city_feed_idx on business_posts (city_id, created_at desc, id desc);
create index business_posts_user_created_idx on business_posts (user_id, created_at desc);
create index business_posts_created_idx on business_posts (created_at desc, id desc);

-- city_id always mirrors the business's city, on insert and when the business moves.
create or replace function public.content_copy_business_city() returns trigger
  language plpgsql
  as $fn$
begin
  select city_id into new.city_id from businesses where id = new.business_id;
  return new;
end
$fn$;
create trigger business_stories_copy_city before insert or update of business_id on business_stories
  for each row execute function public.content_copy_business_city();
create trigger business_posts_copy_city before insert or update of business_id on business_posts
  for each row execute function public.content_copy_business_city();

create or replace function public.businesses_propagate_city() returns trigger
  language plpgsql
  as $fn$
begin
  update business_posts set city_id = new.city_id where business_id = new.id;
  update business_stories set city_id = new.city_id where business_id = new.id;
  return null;
end
$fn$;
create trigger businesses_propagate_city after update of city_id on businesses
  for each row when (old.city_id is distinct from new.city_id)
  execute function public.businesses_propagate_city();

-- At most one reaction per person and post: changing the type is an UPDATE of this row.
create table post_reactions (
  post_id uuid not null references business_posts (id) on delete cascade,
  user_id uuid not null references profiles (id) on delete cascade,
  reaction_type text not null check (reaction_type in ('like', 'love', 'visited', 'want_to_go')),
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create index post_reactions_user_idx on post_reactions (user_id);

-- likes_count = number of reactions of any type. Relative updates are safe under concurrency
-- (each re-reads the latest row version); greatest() keeps it from ever going below 0.
create or replace function public.post_reactions_count() returns trigger
  language plpgsql
  as $fn$
begin
  if tg_op = 'INSERT' then
    update business_posts set likes_count = likes_count + 1 where id = new.post_id;
  elsif tg_op = 'DELETE' then
    update business_posts set likes_count = greatest(likes_count - 1, 0) where id = old.post_id;
  end if;
  return null;
end
$fn$;
create trigger post_reactions_count after insert or delete on post_reactions
  for each row execute function public.post_reactions_count();

create table post_comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references business_posts (id) on delete cascade,
  user_id uuid not null references profiles (id) on delete cascade,
  comment text not null check (length(trim(comment)) > 0),
  created_at timestamptz not null default now()
);
create index post_comments_post_created_idx on post_comments (post_id, created_at);
create index post_comments_user_idx on post_comments (user_id);
create index post_comments_created_idx on post_comments (created_at desc);

create table story_highlights (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  name text not null check (length(trim(name)) > 0),
  cover_url text,
  created_at timestamptz not null default now()
);
create index story_highlights_business_created_idx on story_highlights (business_id, created_at);

create table story_highlight_items (
  highlight_id uuid not null references story_highlights (id) on delete cascade,
  -- Deleting a story (e.g. by moderation) removes it from collections too.
  story_id uuid not null references business_stories (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (highlight_id, story_id)
);
create index story_highlight_items_story_idx on story_highlight_items (story_id);

create table business_global_messages (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  title text not null,
  message text not null check (length(trim(message)) > 0),
  type text not null default 'promotion' check (type in ('promotion', 'event', 'announcement')),
  expires_at timestamptz not null default (now() + interval '30 days'),
  is_premium_only boolean not null default false,
  created_at timestamptz not null default now()
);
create index business_global_messages_expires_idx on business_global_messages (expires_at);
create index business_global_messages_business_idx on business_global_messages (business_id, created_at desc);

create table weekend_plans (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  title text not null default 'Evento',
  description text,
  image_url text,
  event_date timestamptz not null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create index weekend_plans_active_date_idx on weekend_plans (active, event_date);
create index weekend_plans_business_idx on weekend_plans (business_id, event_date);

create table weekend_routes (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(trim(title)) > 0),
  description text,
  image_url text,
  event_date timestamptz not null,
  expires_at timestamptz not null,
  active boolean not null default true,
  color text,
  city_id uuid not null references cities (id) on delete cascade,
  -- The route stays for others when its author deletes the account.
  created_by uuid references profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  check (expires_at >= event_date)
);
create index weekend_routes_city_active_idx on weekend_routes (city_id, active, expires_at);
create index weekend_routes_expires_idx on weekend_routes (expires_at) where active;

create table weekend_route_businesses (
  route_id uuid not null references weekend_routes (id) on delete cascade,
  business_id uuid not null references businesses (id) on delete cascade,
  "order" integer not null check ("order" between 1 and 5),
  primary key (route_id, "order"),
  unique (route_id, business_id)
);
create index weekend_route_businesses_business_idx on weekend_route_businesses (business_id);
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop table if exists weekend_route_businesses;
drop table if exists weekend_routes;
drop table if exists weekend_plans;
drop table if exists business_global_messages;
drop table if exists story_highlight_items;
drop table if exists story_highlights;
drop table if exists post_comments;
drop table if exists post_reactions;
drop function if exists public.post_reactions_count();
drop trigger if exists businesses_propagate_city on businesses;
drop function if exists public.businesses_propagate_city();
drop table if exists business_posts;
drop table if exists business_stories;
drop function if exists public.content_copy_business_city();
`)
    .execute(db);
}

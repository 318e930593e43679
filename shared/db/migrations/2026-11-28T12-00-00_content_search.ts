import { type Kysely, sql } from 'kysely';

// Frozen. Issue 24: the city's content list and search (partner dashboard, GET
// /cities/:id/content?q=) stay fast at tens of thousands of rows in one city, and in a small city
// among big ones. The search matches a row's own texts, its business's name and its author's
// username or full name, all as f_unaccent(lower(...)):
//   - trigram indexes on each searched text of posts, stories, comments, reviews and events, and
//     on profiles' usernames in that same form (profiles_username_trgm_idx is on lower() alone,
//     for the people search); business_stories (user_id) finds a story by its author;
//   - comments, reviews and events get the city_id that posts and stories have (a comment its
//     post's, the others their business's), copied and kept by triggers like theirs, with
//     (city_id, created_at desc, id desc) indexes: reading a city's newest rows is then one index
//     range for every type, not a walk through all cities' newest rows (which a small city pays
//     in full, reading past everyone else's), nor a sort of the whole city.
// fastupdate = off: with the default, new rows wait in each index's pending list, which every
// search scans whole until a vacuum; on tables written all day that is milliseconds per search.
// Each insert updates the index right away instead.

const TRIGRAMS: [name: string, table: string, column: string][] = [
  ['business_posts_caption_trgm_idx', 'business_posts', 'caption'],
  ['business_posts_business_name_trgm_idx', 'business_posts', 'business_name'],
  ['business_stories_title_trgm_idx', 'business_stories', 'title'],
  ['business_stories_content_trgm_idx', 'business_stories', 'content'],
  ['business_stories_business_name_trgm_idx', 'business_stories', 'business_name'],
  ['post_comments_comment_trgm_idx', 'post_comments', 'comment'],
  ['reviews_comment_trgm_idx', 'reviews', 'comment'],
  ['weekend_plans_title_trgm_idx', 'weekend_plans', 'title'],
  ['weekend_plans_description_trgm_idx', 'weekend_plans', 'description'],
  ['profiles_username_unaccent_trgm_idx', 'profiles', 'username'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table post_comments add column city_id uuid references cities (id) on delete set null;
alter table reviews add column city_id uuid references cities (id) on delete set null;
alter table weekend_plans add column city_id uuid references cities (id) on delete set null;

update post_comments c set city_id = p.city_id from business_posts p where p.id = c.post_id;
-- Filling a column is no edit of the review: updated_at stays.
alter table reviews disable trigger reviews_set_updated_at;
update reviews r set city_id = b.city_id from businesses b where b.id = r.business_id;
alter table reviews enable trigger reviews_set_updated_at;
update weekend_plans w set city_id = b.city_id from businesses b where b.id = w.business_id;

-- Reviews and events: their business's city, as for posts and stories.
create trigger reviews_copy_city before insert or update of business_id on reviews
  for each row execute function public.content_copy_business_city();
create trigger weekend_plans_copy_city before insert or update of business_id on weekend_plans
  for each row execute function public.content_copy_business_city();

-- Comments: their post's city, also when the post's changes (its business moved, or its author
-- chose another).
create or replace function public.post_comments_copy_post_city() returns trigger
  language plpgsql
  as $fn$
begin
  select city_id into new.city_id from business_posts where id = new.post_id;
  return new;
end
$fn$;
create trigger post_comments_copy_city before insert or update of post_id on post_comments
  for each row execute function public.post_comments_copy_post_city();
create or replace function public.business_posts_propagate_city() returns trigger
  language plpgsql
  as $fn$
begin
  update post_comments set city_id = new.city_id where post_id = new.id;
  return null;
end
$fn$;
create trigger business_posts_propagate_city after update of city_id on business_posts
  for each row when (old.city_id is distinct from new.city_id)
  execute function public.business_posts_propagate_city();

-- A business that moves takes its reviews and events along too.
create or replace function public.businesses_propagate_city() returns trigger
  language plpgsql
  as $fn$
begin
  update business_posts set city_id = new.city_id where business_id = new.id;
  update business_stories set city_id = new.city_id where business_id = new.id;
  update reviews set city_id = new.city_id where business_id = new.id;
  update weekend_plans set city_id = new.city_id where business_id = new.id;
  return null;
end
$fn$;

create index post_comments_city_created_idx on post_comments (city_id, created_at desc, id desc);
create index reviews_city_created_idx on reviews (city_id, created_at desc, id desc);
create index weekend_plans_city_created_idx on weekend_plans (city_id, created_at desc, id desc);
create index business_stories_city_created_idx on business_stories (city_id, created_at desc, id desc);
create index business_stories_user_idx on business_stories (user_id);
${TRIGRAMS.map(
  ([name, table, column]) =>
    `create index ${name} on ${table}
  using gin (public.f_unaccent(lower(${column})) gin_trgm_ops) with (fastupdate = off);`,
).join('\n')}
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
${TRIGRAMS.map(([name]) => `drop index if exists ${name};`).join('\n')}
drop index if exists business_stories_user_idx;
drop index if exists business_stories_city_created_idx;
create or replace function public.businesses_propagate_city() returns trigger
  language plpgsql
  as $fn$
begin
  update business_posts set city_id = new.city_id where business_id = new.id;
  update business_stories set city_id = new.city_id where business_id = new.id;
  return null;
end
$fn$;
drop trigger if exists business_posts_propagate_city on business_posts;
drop function if exists public.business_posts_propagate_city();
drop trigger if exists post_comments_copy_city on post_comments;
drop function if exists public.post_comments_copy_post_city();
drop trigger if exists weekend_plans_copy_city on weekend_plans;
drop trigger if exists reviews_copy_city on reviews;
alter table weekend_plans drop column if exists city_id;
alter table reviews drop column if exists city_id;
alter table post_comments drop column if exists city_id;
`)
    .execute(db);
}

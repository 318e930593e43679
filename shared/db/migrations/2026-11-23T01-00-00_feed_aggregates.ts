import { type Kysely, sql } from 'kysely';

// Frozen. The feed shows, per post, the count of each reaction type and of comments. Counting
// them per read costs a scan per post; these columns are maintained by triggers instead, with
// relative updates (safe under concurrency) that never go below 0. publication_id groups the
// rows of one publication (one row per image, spec 01 §7), so the carousel needs no guessing.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table business_posts
  add column like_count integer not null default 0 check (like_count >= 0),
  add column love_count integer not null default 0 check (love_count >= 0),
  add column visited_count integer not null default 0 check (visited_count >= 0),
  add column want_to_go_count integer not null default 0 check (want_to_go_count >= 0),
  add column comments_count integer not null default 0 check (comments_count >= 0),
  add column publication_id uuid;

-- Existing rows: the spec's grouping (same business, caption and creation minute).
update business_posts p
   set publication_id = g.first_id
  from (select id,
               first_value(id) over (partition by business_id, coalesce(caption, ''),
                                     date_trunc('minute', created_at) order by created_at, id) as first_id
          from business_posts) g
 where g.id = p.id;
update business_posts set publication_id = id where publication_id is null;
alter table business_posts alter column publication_id set default gen_random_uuid();
alter table business_posts alter column publication_id set not null;
create index business_posts_publication_idx on business_posts (publication_id, created_at, id);

update business_posts p set
  like_count = coalesce(r.likes, 0), love_count = coalesce(r.loves, 0),
  visited_count = coalesce(r.visits, 0), want_to_go_count = coalesce(r.wants, 0)
  from (select post_id,
               count(*) filter (where reaction_type = 'like') as likes,
               count(*) filter (where reaction_type = 'love') as loves,
               count(*) filter (where reaction_type = 'visited') as visits,
               count(*) filter (where reaction_type = 'want_to_go') as wants
          from post_reactions group by post_id) r
 where r.post_id = p.id;
update business_posts p set comments_count = c.n
  from (select post_id, count(*) as n from post_comments group by post_id) c
 where c.post_id = p.id;

create or replace function public.post_reaction_type_delta(p_post_id uuid, p_type text, p_delta integer)
  returns void
  language plpgsql
  as $fn$
begin
  update business_posts set
    like_count = greatest(like_count + case when p_type = 'like' then p_delta else 0 end, 0),
    love_count = greatest(love_count + case when p_type = 'love' then p_delta else 0 end, 0),
    visited_count = greatest(visited_count + case when p_type = 'visited' then p_delta else 0 end, 0),
    want_to_go_count = greatest(want_to_go_count + case when p_type = 'want_to_go' then p_delta else 0 end, 0)
  where id = p_post_id;
end
$fn$;

create or replace function public.post_reactions_type_count() returns trigger
  language plpgsql
  as $fn$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.post_reaction_type_delta(old.post_id, old.reaction_type, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform public.post_reaction_type_delta(new.post_id, new.reaction_type, 1);
  end if;
  return null;
end
$fn$;
create trigger post_reactions_type_count after insert or delete or update of reaction_type on post_reactions
  for each row execute function public.post_reactions_type_count();

create or replace function public.post_comments_count() returns trigger
  language plpgsql
  as $fn$
begin
  if tg_op = 'INSERT' then
    update business_posts set comments_count = comments_count + 1 where id = new.post_id;
  elsif tg_op = 'DELETE' then
    update business_posts set comments_count = greatest(comments_count - 1, 0) where id = old.post_id;
  end if;
  return null;
end
$fn$;
create trigger post_comments_count after insert or delete on post_comments
  for each row execute function public.post_comments_count();
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop trigger if exists post_comments_count on post_comments;
drop function if exists public.post_comments_count();
drop trigger if exists post_reactions_type_count on post_reactions;
drop function if exists public.post_reactions_type_count();
drop function if exists public.post_reaction_type_delta(uuid, text, integer);
drop index if exists business_posts_publication_idx;
alter table business_posts
  drop column like_count, drop column love_count, drop column visited_count,
  drop column want_to_go_count, drop column comments_count, drop column publication_id;
`)
    .execute(db);
}

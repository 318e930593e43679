import { type Kysely, sql } from 'kysely';

// Frozen. Spec 01 §2/§6: a person without a business publishes stories and posts under a typed
// business name. Such a row has no business_id, a business_name (trimmed, 1–120 characters) and
// the city its author chose in city_id; exactly one of business_id / business_name is set.
// content_copy_business_city now copies the business's city only for rows that have a business,
// so the explicit city_id of the others is kept. The feed indexes (by city_id) are unchanged.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table business_stories alter column business_id drop not null;
alter table business_stories add column business_name text
  check (business_name = btrim(business_name) and length(business_name) between 1 and 120);
alter table business_stories add constraint business_stories_business_or_name
  check ((business_id is null) <> (business_name is null));

alter table business_posts alter column business_id drop not null;
alter table business_posts add column business_name text
  check (business_name = btrim(business_name) and length(business_name) between 1 and 120);
alter table business_posts add constraint business_posts_business_or_name
  check ((business_id is null) <> (business_name is null));

create or replace function public.content_copy_business_city() returns trigger
  language plpgsql
  as $fn$
begin
  if new.business_id is not null then
    select city_id into new.city_id from businesses where id = new.business_id;
  end if;
  return new;
end
$fn$;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
delete from business_posts where business_id is null;
delete from business_stories where business_id is null;
create or replace function public.content_copy_business_city() returns trigger
  language plpgsql
  as $fn$
begin
  select city_id into new.city_id from businesses where id = new.business_id;
  return new;
end
$fn$;
alter table business_posts drop constraint if exists business_posts_business_or_name;
alter table business_posts drop column if exists business_name;
alter table business_posts alter column business_id set not null;
alter table business_stories drop constraint if exists business_stories_business_or_name;
alter table business_stories drop column if exists business_name;
alter table business_stories alter column business_id set not null;
`)
    .execute(db);
}

import { type Kysely, sql } from 'kysely';

// Frozen. Two concurrent first reviews of one business deadlocked: each reviewer already holds
// FOR KEY SHARE on the business row (the reviews → businesses foreign-key check) and
// refresh_business_rating then asked for FOR UPDATE, which conflicts with the other's KEY SHARE.
// FOR NO KEY UPDATE does not conflict with KEY SHARE, so reviewers now queue instead of deadlocking;
// the recount still runs in a fresh snapshot after the lock and stays exact.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create or replace function public.refresh_business_rating(p_business_id uuid) returns void
  language plpgsql
  as $fn$
begin
  perform 1 from businesses where id = p_business_id for no key update;
  update businesses b
     set rating_avg = coalesce(r.avg, 0), rating_count = r.cnt
    from (select round(avg(rating)::numeric, 2) as avg, count(*)::int as cnt
            from reviews where business_id = p_business_id) r
   where b.id = p_business_id
     and (b.rating_avg, b.rating_count) is distinct from (coalesce(r.avg, 0), r.cnt);
end
$fn$;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
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
`)
    .execute(db);
}

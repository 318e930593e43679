import {
  ACTIVITY_PER_TYPE,
  ACTIVITY_SHOWN,
  type ActivityItem,
  type CityCounts,
} from '@cerca/contracts/city-dashboard';
import { type Db, sql } from '@cerca/db';

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/**
 * The Resumen tab in one statement (spec 02 §7, §9): exact counts of the city, each a count(*) on
 * its (city_id …) or (business_id …) index, and the activity feed (the 5 latest businesses,
 * reviews and events, merged newest first, 10 kept). One round trip: the dashboard opens on it.
 *
 * People: profiles have no city, so the people of a city are the distinct accounts that own one
 * of its businesses, drive in it, or reviewed, ordered or published there — never the caller.
 */
export async function loadCitySummary(
  db: Db,
  cityId: string,
  callerId: string,
): Promise<{ counts: CityCounts; activity: ActivityItem[] }> {
  const { rows } = await sql<CityCounts & { activity: ActivityItem[] }>`
    with city_businesses as (select id, name, owner_id from businesses where city_id = ${cityId})
    select
      (select count(*) from city_businesses)::int as businesses,
      (select count(*) from (
        select owner_id as id from city_businesses
        union select id from drivers where zone_id = ${cityId}
        union select r.user_id from reviews r join city_businesses b on b.id = r.business_id
        union select o.user_id from orders o join city_businesses b on b.id = o.business_id
          where o.user_id is not null
        union select user_id from business_posts where city_id = ${cityId}
        union select user_id from business_stories where city_id = ${cityId}
      ) people where people.id <> ${callerId})::int as people,
      (select count(distinct publication_id) from business_posts where city_id = ${cityId})::int as posts,
      (select count(*) from business_stories where city_id = ${cityId})::int as stories,
      (select count(*) from reviews r join city_businesses b on b.id = r.business_id)::int as reviews,
      (select count(*) from weekend_plans w join city_businesses b on b.id = w.business_id)::int as events,
      (select count(*) from weekend_routes where city_id = ${cityId})::int as routes,
      (select count(*) from drivers where zone_id = ${cityId})::int as drivers,
      (select coalesce(json_agg(a order by a.created_at desc, a.id desc), '[]'::json) from (
        select type, id, business_id, business_name, title, user_name, rating, comment, created_at from (
          (select 'business' as type, b.id, b.id as business_id, b.name as business_name,
                  null::text as title, null::text as user_name, null::int as rating, null::text as comment,
                  b.created_at
             from businesses b where b.city_id = ${cityId}
            order by b.created_at desc, b.id desc limit ${ACTIVITY_PER_TYPE})
          union all
          (select 'review', r.id, b.id, b.name, null, p.username, r.rating, r.comment, r.created_at
             from reviews r
             join city_businesses b on b.id = r.business_id
             join profiles p on p.id = r.user_id
            order by r.created_at desc, r.id desc limit ${ACTIVITY_PER_TYPE})
          union all
          (select 'event', w.id, b.id, b.name, w.title, null, null, null, w.created_at
             from weekend_plans w join city_businesses b on b.id = w.business_id
            order by w.created_at desc, w.id desc limit ${ACTIVITY_PER_TYPE})
        ) latest
        order by created_at desc, id desc
        limit ${ACTIVITY_SHOWN}
      ) a_rows
      cross join lateral (
        select a_rows.type, a_rows.id, a_rows.business_id, a_rows.business_name, a_rows.title,
               a_rows.user_name, a_rows.rating, a_rows.comment,
               to_char(a_rows.created_at at time zone 'UTC', ${ISO}) as created_at
      ) a) as activity
  `.execute(db);
  const { activity, ...counts } = rows[0]!;
  return { counts, activity };
}

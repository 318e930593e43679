import {
  ANALYTICS_MONTHS,
  CITY_EVENTS_SHOWN,
  type CityAnalytics,
  type CityEventsOverview,
  TOP_CATEGORIES,
} from '@cerca/contracts/city-dashboard';
import { resolveTimeZone } from '@cerca/contracts/opening-hours';
import { type Db, sql } from '@cerca/db';

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/** The city's own time zone (months start at its local midnight), or the default one. */
async function cityTimeZone(db: Db, cityId: string): Promise<string> {
  const row = await db.selectFrom('cities').select('time_zone').where('id', '=', cityId).executeTakeFirst();
  return resolveTimeZone(row?.time_zone);
}

/**
 * The Analíticas tab (spec 02 §9): the top 5 categories by business count, and new businesses
 * and publications (a post of several photos counts once) per calendar month in the city's time
 * zone, the last 12 months with empty ones as 0. Two queries, run side by side.
 */
export async function loadCityAnalytics(db: Db, cityId: string): Promise<CityAnalytics> {
  const timeZone = await cityTimeZone(db, cityId);
  const [categories, months] = await Promise.all([
    db
      .selectFrom('businesses')
      .select(['category', (eb) => eb.fn.countAll<string>().as('n')])
      .where('city_id', '=', cityId)
      .groupBy('category')
      .orderBy('n', 'desc')
      .orderBy('category')
      .limit(TOP_CATEGORIES)
      .execute(),
    sql<{ month: string; businesses: number; posts: number }>`
      with months as (
        select generate_series(
          date_trunc('month', now() at time zone ${timeZone}) - make_interval(months => ${ANALYTICS_MONTHS - 1}),
          date_trunc('month', now() at time zone ${timeZone}),
          interval '1 month'
        ) as local_start
      ),
      since as (select min(local_start) at time zone ${timeZone} as starts from months),
      -- One range scan of each (city_id, created_at) index, grouped by local month. The rows of a
      -- publication share one created_at (one statement), so a publication falls in one month.
      new_businesses as (
        select date_trunc('month', b.created_at at time zone ${timeZone}) as local_start, count(*) as n
          from businesses b, since
         where b.city_id = ${cityId} and b.created_at >= since.starts
         group by 1
      ),
      publications as (
        select date_trunc('month', p.created_at at time zone ${timeZone}) as local_start,
               count(distinct p.publication_id) as n
          from business_posts p, since
         where p.city_id = ${cityId} and p.created_at >= since.starts
         group by 1
      )
      select to_char(m.local_start, 'YYYY-MM') as month,
             coalesce(b.n, 0)::int as businesses,
             coalesce(p.n, 0)::int as posts
        from months m
        left join new_businesses b using (local_start)
        left join publications p using (local_start)
       order by m.local_start
    `.execute(db),
  ]);
  return {
    top_categories: categories.map((row) => ({ category: row.category, businesses: Number(row.n) })),
    months: months.rows,
  };
}

/**
 * The Eventos tab: the city's latest events (weekend plans of its businesses) and weekend routes
 * by date, past ones included (a partner reviews what ran too), each list capped.
 */
export async function loadCityEventsOverview(db: Db, cityId: string): Promise<CityEventsOverview> {
  const [events, routes] = await Promise.all([
    db
      .selectFrom('weekend_plans as w')
      .innerJoin('businesses as b', 'b.id', 'w.business_id')
      .select([
        'w.id',
        'w.title',
        'w.active',
        'b.id as business_id',
        'b.name as business_name',
        sql<string>`to_char(w.event_date at time zone 'UTC', ${sql.lit(ISO)})`.as('event_date'),
      ])
      .where('b.city_id', '=', cityId)
      .orderBy('w.event_date', 'desc')
      .orderBy('w.id', 'desc')
      .limit(CITY_EVENTS_SHOWN)
      .execute(),
    db
      .selectFrom('weekend_routes as r')
      .select((eb) => [
        'r.id',
        'r.title',
        'r.active',
        sql<string>`to_char(r.event_date at time zone 'UTC', ${sql.lit(ISO)})`.as('event_date'),
        sql<string>`to_char(r.expires_at at time zone 'UTC', ${sql.lit(ISO)})`.as('expires_at'),
        eb
          .selectFrom('weekend_route_businesses as s')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('s.route_id', '=', 'r.id')
          .as('stops'),
      ])
      .where('r.city_id', '=', cityId)
      .orderBy('r.event_date', 'desc')
      .orderBy('r.id', 'desc')
      .limit(CITY_EVENTS_SHOWN)
      .execute(),
  ]);
  return {
    events,
    routes: routes.map((route) => ({ ...route, stops: Number(route.stops ?? 0) })),
  };
}

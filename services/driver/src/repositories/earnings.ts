import type { DeliveryRatingSummary, EarningsTotals, TodayDelivery } from '@cerca/contracts/driver-earnings';
import { type Db, sql } from '@cerca/db';

// Issue 25: drivers' earnings. A delivery counts on the day (in the driver's city time zone) its
// driver_orders row became 'delivered': that row is final then, so its updated_at is the moment.
// Today starts at local midnight, the week on Monday at local midnight (Postgres's ISO week).

/**
 * The driver's tip of an order (`o`): the checkout's, plus one added after delivery once its
 * charge succeeded (issue 25; ordering's order_late_tips, read as the orders row is).
 */
const tipOfOrder = sql`(o.tip_amount + coalesce((select t.amount from order_late_tips t
  where t.order_id = o.id and t.status = 'succeeded'), 0))`;

/**
 * The cash a delivered order put in the driver's hand: the whole total of a cash order; card and
 * OXXO orders were paid before they reached the business (issue 25), so the driver collects nothing.
 */
const cashCollected = sql`case when o.payment_method = 'cash' then o.total_amount else 0 end`;

const TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

interface EarningsRow {
  driver_id: string;
  username: string | null;
  full_name: string | null;
  time_zone: string;
  today: EarningsTotals;
  week: EarningsTotals;
  rating: DeliveryRatingSummary;
}

/** Today's and this week's totals and the delivery rating of the drivers `which` selects, at `now`. */
function earningsOf(db: Db, which: { driverId: string } | { cityId: string }, now: Date) {
  const where = 'driverId' in which ? sql`dr.id = ${which.driverId}` : sql`dr.zone_id = ${which.cityId}`;
  return sql<EarningsRow>`
    select dr.id as driver_id, p.username, p.full_name, c.time_zone,
      json_build_object(
        'deliveries', count(d.id) filter (where d.updated_at >= b.day_start),
        'tips', coalesce(sum(${tipOfOrder}) filter (where d.updated_at >= b.day_start), 0)::numeric(12, 2)::text,
        'cash', coalesce(sum(${cashCollected}) filter (where d.updated_at >= b.day_start), 0)::numeric(12, 2)::text
      ) as today,
      json_build_object(
        'deliveries', count(d.id),
        'tips', coalesce(sum(${tipOfOrder}), 0)::numeric(12, 2)::text,
        'cash', coalesce(sum(${cashCollected}), 0)::numeric(12, 2)::text
      ) as week,
      (select json_build_object('average', round(avg(r.delivery_stars), 1)::text, 'count', count(r.delivery_stars))
        from order_ratings r where r.driver_id = dr.id and r.delivery_stars is not null) as rating
    from drivers dr
    join cities c on c.id = dr.zone_id
    left join profiles p on p.id = dr.id
    cross join lateral (
      select date_trunc('day', ${now}::timestamptz at time zone c.time_zone) at time zone c.time_zone as day_start,
             date_trunc('week', ${now}::timestamptz at time zone c.time_zone) at time zone c.time_zone as week_start
    ) b
    left join driver_orders d on d.driver_id = dr.id and d.status = 'delivered'
      and d.updated_at >= b.week_start and d.updated_at <= ${now}::timestamptz
    left join orders o on o.id = d.order_id
    where ${where}
    group by dr.id, p.username, p.full_name, c.time_zone, b.day_start
    order by p.full_name nulls last, p.username, dr.id`.execute(db);
}

/** One driver's earnings, or undefined when they are not a driver. */
export async function driverEarnings(db: Db, driverId: string, now: Date) {
  const { rows } = await earningsOf(db, { driverId }, now);
  return rows[0];
}

/** Every driver of the city (their zone), by name. */
export async function cityDriversEarnings(db: Db, cityId: string, now: Date) {
  return (await earningsOf(db, { cityId }, now)).rows;
}

/** The city's time zone (for a city without drivers), or undefined for no such city. */
export async function cityTimeZone(db: Db, cityId: string): Promise<string | undefined> {
  const row = await db.selectFrom('cities').select('time_zone').where('id', '=', cityId).executeTakeFirst();
  return row?.time_zone;
}

/** The driver's deliveries since local midnight, the latest first. */
export async function todayDeliveries(
  db: Db,
  driverId: string,
  timeZone: string,
  now: Date,
): Promise<TodayDelivery[]> {
  const { rows } = await sql<TodayDelivery>`
    select o.id as order_id, bz.name as business_name,
      to_char(d.updated_at at time zone 'UTC', ${sql.lit(TIME_FORMAT)}) as delivered_at,
      o.total_amount::text as total_amount, (${tipOfOrder})::numeric(12, 2)::text as tip_amount
    from driver_orders d
    join orders o on o.id = d.order_id
    join businesses bz on bz.id = o.business_id
    where d.driver_id = ${driverId} and d.status = 'delivered'
      and d.updated_at >= date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}
      and d.updated_at <= ${now}::timestamptz
    order by d.updated_at desc, d.id
    limit 50`.execute(db);
  return rows;
}

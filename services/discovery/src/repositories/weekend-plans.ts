import { UPCOMING_EVENTS_DAYS, type UpcomingEvent } from '@cerca/contracts/business-search';
import type { CityEvent } from '@cerca/contracts/city-life/events';
import { type Db, mainPhotoUrl, sql } from '@cerca/db';
import { afterTimeCursor, type TimeCursor, timeCursorAt } from '../keyset-cursor';

/** "Eventos de la Semana" shows at most this many events. */
const UPCOMING_EVENTS_LIMIT = 20;

/** Midnight starting today in the zone, as an instant (the zone's own offset that day). */
const startOfToday = (timeZone: string) =>
  sql<Date>`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;

/** Midnight starting the day `days` after today in the zone. */
const startOfDayAfter = (timeZone: string, days: number) =>
  sql<Date>`((date_trunc('day', now() at time zone ${timeZone}) + make_interval(days => ${days}))
    at time zone ${timeZone})`;

interface EventRow {
  id: string;
  business_id: string;
  business_name: string;
  title: string;
  description: string | null;
  image_url: string | null;
  event_date: Date;
}

const toEvent = (row: EventRow): UpcomingEvent => ({
  id: row.id,
  business_id: row.business_id,
  business_name: row.business_name,
  title: row.title,
  description: row.description,
  image_url: row.image_url,
  event_date: row.event_date.toISOString(),
});

/**
 * Up to `perBusiness` active events of each business from the start of today (in the city's
 * zone) on, soonest first: the events of the search cards.
 */
export async function listCardEvents(
  db: Db,
  businessIds: readonly string[],
  timeZone: string,
  perBusiness: number,
): Promise<Map<string, UpcomingEvent[]>> {
  const byBusiness = new Map<string, UpcomingEvent[]>();
  if (businessIds.length === 0) return byBusiness;
  const ranked = db
    .selectFrom('weekend_plans as w')
    .innerJoin('businesses as b', 'b.id', 'w.business_id')
    .select([
      'w.id',
      'w.business_id',
      'b.name as business_name',
      'w.title',
      'w.description',
      'w.image_url',
      'w.event_date',
      sql<number>`row_number() over (partition by w.business_id order by w.event_date, w.id)`.as('rank'),
    ])
    .where('w.business_id', 'in', businessIds)
    .where('w.active', '=', true)
    .where('w.event_date', '>=', startOfToday(timeZone));
  const rows = await db
    .selectFrom(ranked.as('e'))
    .select([
      'e.id',
      'e.business_id',
      'e.business_name',
      'e.title',
      'e.description',
      'e.image_url',
      'e.event_date',
    ])
    .where('e.rank', '<=', perBusiness)
    .orderBy('e.event_date')
    .orderBy('e.id')
    .execute();
  for (const row of rows) {
    const events = byBusiness.get(row.business_id) ?? [];
    events.push(toEvent(row));
    byBusiness.set(row.business_id, events);
  }
  return byBusiness;
}

/**
 * Active events of the city's businesses (optionally of one category, case-insensitively) from
 * the start of today through the end of the UPCOMING_EVENTS_DAYS-th day after it, in the city's
 * zone: today plus the next 7 days. Soonest first, at most UPCOMING_EVENTS_LIMIT.
 */
export async function listUpcomingEvents(
  db: Db,
  cityId: string,
  timeZone: string,
  category: string | undefined,
): Promise<UpcomingEvent[]> {
  let query = db
    .selectFrom('weekend_plans as w')
    .innerJoin('businesses as b', 'b.id', 'w.business_id')
    .select([
      'w.id',
      'w.business_id',
      'b.name as business_name',
      'w.title',
      'w.description',
      'w.image_url',
      'w.event_date',
    ])
    .where('b.city_id', '=', cityId)
    .where('w.active', '=', true)
    .where('w.event_date', '>=', startOfToday(timeZone))
    .where('w.event_date', '<', startOfDayAfter(timeZone, UPCOMING_EVENTS_DAYS + 1))
    .orderBy('w.event_date')
    .orderBy('w.id')
    .limit(UPCOMING_EVENTS_LIMIT);
  if (category) query = query.where(sql<boolean>`lower(b.category) = lower(${category})`);
  return (await query.execute()).map(toEvent);
}

/**
 * The instant an event date stands for in the zone — a calendar day is the start of that day
 * there, an instant is itself — and whether it is before the start of today in the zone (the
 * form's date picker starts at today). The caller has checked the value's shape.
 */
export async function resolveEventDate(
  db: Db,
  value: { day: string } | { instant: Date },
  timeZone: string,
): Promise<{ at: Date; beforeToday: boolean }> {
  const at =
    'day' in value
      ? sql<Date>`(${value.day}::date::timestamp at time zone ${timeZone})`
      : sql<Date>`${value.instant}::timestamptz`;
  const { rows } = await sql<{ at: Date; before_today: boolean }>`
    select e.at, e.at < ${startOfToday(timeZone)} as before_today from (select ${at} as at) e`.execute(db);
  return { at: rows[0]!.at, beforeToday: rows[0]!.before_today };
}

export interface NewEvent {
  businessId: string;
  title: string;
  description: string;
  imageUrl: string;
  eventDate: Date;
}

/** A weekend_plans row, active, shaped as "Eventos de la Semana" shows it. */
export async function insertEvent(db: Db, event: NewEvent): Promise<UpcomingEvent> {
  const row = await db
    .insertInto('weekend_plans')
    .values({
      business_id: event.businessId,
      title: event.title,
      description: event.description,
      image_url: event.imageUrl,
      event_date: event.eventDate,
      active: true,
    })
    .returning(['id', 'business_id', 'title', 'description', 'image_url', 'event_date'])
    .executeTakeFirstOrThrow();
  const business = await db
    .selectFrom('businesses')
    .select('name')
    .where('id', '=', event.businessId)
    .executeTakeFirstOrThrow();
  return toEvent({ ...row, business_name: business.name });
}

/** A page of the city's events and the keyset position after its last row. */
export interface CityEventRows {
  events: CityEvent[];
  /** Position of the last returned row when more rows follow; null on the last page. */
  next: TimeCursor | null;
}

/**
 * /events: active events of the city's businesses from the start of today in the city's zone on,
 * oldest first by (event_date, id), `pageSize` a page after `cursor`. Each carries its business's
 * name and first main photo (the thumbnail when made) for an event without an image.
 */
export async function listCityEvents(
  db: Db,
  cityId: string,
  timeZone: string,
  cursor: TimeCursor | undefined,
  pageSize: number,
): Promise<CityEventRows> {
  const rows = await db
    .selectFrom('weekend_plans as w')
    .innerJoin('businesses as b', 'b.id', 'w.business_id')
    .select([
      'w.id',
      'w.business_id',
      'b.name as business_name',
      mainPhotoUrl('b.id', 'card').as('business_photo_url'),
      'w.title',
      'w.description',
      'w.image_url',
      'w.event_date',
      timeCursorAt('w.event_date').as('cursor_at'),
    ])
    .where('b.city_id', '=', cityId)
    .where('w.active', '=', true)
    .where('w.event_date', '>=', startOfToday(timeZone))
    .$if(cursor !== undefined, (qb) => qb.where(afterTimeCursor(cursor!, 'asc', 'w.event_date', 'w.id')))
    .orderBy('w.event_date')
    .orderBy('w.id')
    .limit(pageSize + 1)
    .execute();
  const more = rows.length > pageSize;
  const shown = more ? rows.slice(0, pageSize) : rows;
  const last = shown.at(-1);
  return {
    events: shown.map((row) => ({
      id: row.id,
      business_id: row.business_id,
      business_name: row.business_name,
      business_photo_url: row.business_photo_url,
      title: row.title,
      description: row.description,
      image_url: row.image_url,
      event_date: row.event_date.toISOString(),
    })),
    next: more && last ? { at: last.cursor_at, id: last.id } : null,
  };
}

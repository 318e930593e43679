import {
  ROUTE_COLORS,
  type RouteColor,
  type WeekendRoute,
  type WeekendRoutePlace,
} from '@cerca/contracts/city-life/events';
import { type Db, mainPhotoUrl, sql } from '@cerca/db';
import { afterTimeCursor, type TimeCursor, timeCursorAt } from '../keyset-cursor';

/** A page of routes and the keyset position after its last row. */
export interface WeekendRouteRows {
  routes: WeekendRoute[];
  /** Position of the last returned row when more rows follow; null on the last page. */
  next: TimeCursor | null;
}

interface RouteRow {
  id: string;
  city_id: string;
  title: string;
  description: string | null;
  image_url: string | null;
  event_date: Date;
  expires_at: Date;
  color: string | null;
}

/**
 * Routes written before the ten colour ids (databases seeded before 2026-11-24) hold the colour's hex of the
 * original palette (Tailwind's 500 shade of each of the ten names); read as the id.
 */
const LEGACY_HEX: Record<string, RouteColor> = {
  '#ef4444': 'red',
  '#3b82f6': 'blue',
  '#22c55e': 'green',
  '#a855f7': 'purple',
  '#ec4899': 'pink',
  '#f97316': 'orange',
  '#eab308': 'yellow',
  '#6366f1': 'indigo',
  '#10b981': 'emerald',
  '#8b5cf6': 'violet',
};

/** One of the ten ids, or null for anything else (the page then draws the first). */
export function routeColorOf(stored: string | null): RouteColor | null {
  if (stored === null) return null;
  if ((ROUTE_COLORS as readonly string[]).includes(stored)) return stored as RouteColor;
  return LEGACY_HEX[stored.trim().toLowerCase()] ?? null;
}

const toRoute = (row: RouteRow, places: WeekendRoutePlace[]): WeekendRoute => ({
  id: row.id,
  city_id: row.city_id,
  title: row.title,
  description: row.description,
  image_url: row.image_url,
  event_date: row.event_date.toISOString(),
  expires_at: row.expires_at.toISOString(),
  color: routeColorOf(row.color),
  places,
});

/**
 * The places of each route, in their order, with each business's name, category and first main
 * photo (its thumbnail when made).
 */
export async function listRoutePlaces(
  db: Db,
  routeIds: readonly string[],
): Promise<Map<string, WeekendRoutePlace[]>> {
  const byRoute = new Map<string, WeekendRoutePlace[]>();
  if (routeIds.length === 0) return byRoute;
  const rows = await db
    .selectFrom('weekend_route_businesses as r')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .select([
      'r.route_id',
      'r.order',
      'b.id as business_id',
      'b.name',
      'b.category',
      mainPhotoUrl('b.id', 'card').as('photo_url'),
    ])
    .where('r.route_id', 'in', routeIds)
    .orderBy('r.route_id')
    .orderBy('r.order')
    .execute();
  for (const row of rows) {
    const places = byRoute.get(row.route_id) ?? [];
    places.push({
      order: row.order,
      business_id: row.business_id,
      name: row.name,
      category: row.category,
      photo_url: row.photo_url,
    });
    byRoute.set(row.route_id, places);
  }
  return byRoute;
}

/**
 * The city's weekend routes that are active and whose 72-hour window has not ended
 * (expires_at > now(): the read guards on time itself, so a late or lost close job never shows
 * a closed route), soonest date first by (event_date, id), `pageSize` a page after `cursor`.
 */
export async function listActiveRoutes(
  db: Db,
  cityId: string,
  cursor: TimeCursor | undefined,
  pageSize: number,
): Promise<WeekendRouteRows> {
  const rows = await db
    .selectFrom('weekend_routes as r')
    .select([
      'r.id',
      'r.city_id',
      'r.title',
      'r.description',
      'r.image_url',
      'r.event_date',
      'r.expires_at',
      'r.color',
      timeCursorAt('r.event_date').as('cursor_at'),
    ])
    .where('r.city_id', '=', cityId)
    .where('r.active', '=', true)
    .where('r.expires_at', '>', sql<Date>`now()`)
    .$if(cursor !== undefined, (qb) => qb.where(afterTimeCursor(cursor!, 'asc', 'r.event_date', 'r.id')))
    .orderBy('r.event_date')
    .orderBy('r.id')
    .limit(pageSize + 1)
    .execute();
  const more = rows.length > pageSize;
  const shown = more ? rows.slice(0, pageSize) : rows;
  const places = await listRoutePlaces(
    db,
    shown.map((row) => row.id),
  );
  const last = shown.at(-1);
  return {
    routes: shown.map((row) => toRoute(row, places.get(row.id) ?? [])),
    next: more && last ? { at: last.cursor_at, id: last.id } : null,
  };
}

/**
 * Which of `businessIds` are businesses of the city, locked (FOR KEY SHARE) until the transaction
 * ends, so none is deleted between this check and the insert of the route's places.
 */
export async function lockCityBusinesses(
  trx: Db,
  cityId: string,
  businessIds: readonly string[],
): Promise<Set<string>> {
  if (businessIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('businesses')
    .select('id')
    .where('city_id', '=', cityId)
    .where('id', 'in', businessIds)
    .forKeyShare()
    .execute();
  return new Set(rows.map((row) => row.id));
}

export interface NewWeekendRoute {
  cityId: string;
  createdBy: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  eventDate: Date;
  expiresAt: Date;
  color: RouteColor;
  /** The places in the route's order (1 first). */
  businessIds: readonly string[];
}

/** Inserts an active route and its places (order from 1); call inside a transaction. */
export async function insertRoute(trx: Db, route: NewWeekendRoute): Promise<WeekendRoute> {
  const row = await trx
    .insertInto('weekend_routes')
    .values({
      city_id: route.cityId,
      created_by: route.createdBy,
      title: route.title,
      description: route.description,
      image_url: route.imageUrl,
      event_date: route.eventDate,
      expires_at: route.expiresAt,
      active: true,
      color: route.color,
    })
    .returning(['id', 'city_id', 'title', 'description', 'image_url', 'event_date', 'expires_at', 'color'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('weekend_route_businesses')
    .values(
      route.businessIds.map((businessId, index) => ({
        route_id: row.id,
        business_id: businessId,
        order: index + 1,
      })),
    )
    .execute();
  const places = await listRoutePlaces(trx, [row.id]);
  return toRoute(row, places.get(row.id) ?? []);
}

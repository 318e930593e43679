import type { Redis } from 'ioredis';

// The names of the public answers that discovery shares with visitors through Redis (its
// shared-cache.ts), here so that a service which changes what they show (moderation in the partner
// service) can drop them without importing discovery. Discovery builds these keys with the same
// functions, so the two never drift. Keys are relative to the client's keyPrefix.

export const publicCacheKeys = {
  /**
   * GET /businesses/:id/page without its viewer part. Named apart from the older copies that held
   * one, so a process of the previous release never reads or serves this shape.
   */
  businessPage: (businessId: string) => `business-page-public:${businessId.toLowerCase()}`,
  /** GET /feed?city_id= (first page; later pages are keyset pages a removal does not shift). */
  cityFeedFirstPage: (cityId: string) => `feed:first:${cityId.toLowerCase()}`,
  /** GET /events?city_id= (first page). */
  cityEventsFirstPage: (cityId: string) => `city-events:${cityId.toLowerCase()}:`,
  /** GET /weekend-routes?city_id= (first page). */
  weekendRoutesFirstPage: (cityId: string) => `weekend-routes:${cityId.toLowerCase()}:`,
};

/**
 * The channel on which discovery processes hear which shared answers were dropped: a JSON array of
 * keys (dropPublicCaches), or a CityDropMessage (dropCityPublicCaches).
 */
export function publicCacheChannel(redisPrefix: string): string {
  return `${redisPrefix}public-cache:dropped`;
}

/**
 * Drops shared public answers in Redis and tells every discovery process to forget its in-memory
 * copy of them too (services/discovery/src/public-cache-listener.ts), so the next visitor reads the
 * database. `redis` is a client with the app's keyPrefix (the service context's).
 */
export async function dropPublicCaches(
  redis: Redis,
  redisPrefix: string,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await redis.del(...keys);
  await redis.publish(publicCacheChannel(redisPrefix), JSON.stringify(keys));
}

/**
 * A city's cache version (issue 22): every shared public answer about a city (its searches, feed,
 * events and routes pages, whatever their filter or cursor) is stored stamped with the version it
 * was read under, and counts only while that is still the city's version. Dropping them all is one
 * INCR, never a scan of the keyspace; the entries left behind expire by their TTL (seconds).
 */
export const cityCacheVersionKey = (cityId: string) => `v:city:${cityId.toLowerCase()}`;

/** A city-scoped shared answer as read: the city's version now, and the text if it was stored under it. */
export interface CityShared {
  version: number;
  text: string | null;
}

/** The stored form: `<version>\n<json>` (JSON text never holds a bare newline before its first brace). */
const stamp = (version: number, text: string) => `${version}\n${text}`;

/**
 * Reads `key` and its city's version in one round trip (MGET). The text counts only when it was
 * stored under the current version (see writeCityShared); `redis` has the app's keyPrefix.
 */
export async function readCityShared(redis: Redis, cityId: string, key: string): Promise<CityShared> {
  const [rawVersion, stored] = await redis.mget(cityCacheVersionKey(cityId), key);
  const version = Number(rawVersion ?? 0) || 0;
  if (stored === null || stored === undefined) return { version, text: null };
  const newline = stored.indexOf('\n');
  if (newline < 0 || Number(stored.slice(0, newline)) !== version) return { version, text: null };
  return { version, text: stored.slice(newline + 1) };
}

/**
 * Stores a city-scoped answer under the version read before it was built: if the city was dropped
 * meanwhile (a higher version), the entry is already outdated and no reader takes it.
 */
export async function writeCityShared(
  redis: Redis,
  key: string,
  version: number,
  text: string,
  ttlMs: number,
): Promise<void> {
  await redis.set(key, stamp(version, text), 'PX', ttlMs);
}

/** What the drop channel carries for a whole city: its id and its new version. */
export interface CityDropMessage {
  keys: string[];
  cities: { id: string; version: number }[];
}

/**
 * Drops every shared public answer about a city (a business deleted by moderation) with one INCR of
 * its version, plus the named `keys` that are not per city (the business page), and tells every
 * discovery process to forget its in-process copies of both. Returns the city's new version.
 */
export async function dropCityPublicCaches(
  redis: Redis,
  redisPrefix: string,
  cityId: string,
  keys: readonly string[] = [],
): Promise<number> {
  const id = cityId.toLowerCase();
  const version = await redis.incr(cityCacheVersionKey(id));
  if (keys.length > 0) await redis.del(...keys);
  const message: CityDropMessage = { keys: [...keys], cities: [{ id, version }] };
  await redis.publish(publicCacheChannel(redisPrefix), JSON.stringify(message));
  return version;
}

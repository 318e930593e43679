import type { Redis } from 'ioredis';

// The names of the public answers that discovery shares with visitors through Redis (its
// shared-cache.ts), here so that a service which changes what they show (moderation in the partner
// service) can drop them without importing discovery. Discovery builds these keys with the same
// functions, so the two never drift. Keys are relative to the client's keyPrefix.

export const publicCacheKeys = {
  /** GET /businesses/:id/page. */
  businessPage: (businessId: string) => `business-page:${businessId.toLowerCase()}`,
  /** GET /feed?city_id= (first page; later pages are keyset pages a removal does not shift). */
  cityFeedFirstPage: (cityId: string) => `feed:first:${cityId.toLowerCase()}`,
  /** GET /events?city_id= (first page). */
  cityEventsFirstPage: (cityId: string) => `city-events:${cityId.toLowerCase()}:`,
  /** GET /weekend-routes?city_id= (first page). */
  weekendRoutesFirstPage: (cityId: string) => `weekend-routes:${cityId.toLowerCase()}:`,
};

/** The channel on which discovery processes hear which shared answers were dropped (a JSON array of keys). */
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

/** The namespaces of discovery's shared answers that are per city (each key holds the city's id). */
const CITY_NAMESPACES = ['search:', 'feed:', 'city-events:', 'weekend-routes:'];

/**
 * Every shared public answer about a city in Redis (every search, feed, events and routes page,
 * whatever its filter or cursor), for a change that removes something from all of them (a
 * business deleted by moderation). Found with one SCAN of the keyspace: moderation is rare, and
 * visitors' searches have too many variants to name one by one.
 */
export async function findCityPublicCacheKeys(redis: Redis, cityId: string): Promise<string[]> {
  const prefix = redis.options.keyPrefix ?? '';
  const keys: string[] = [];
  let cursor = '0';
  do {
    // SCAN ignores ioredis' keyPrefix (in MATCH and in the answer) while DEL adds it.
    const [next, found] = await redis.scan(
      cursor,
      'MATCH',
      `${prefix}*${cityId.toLowerCase()}*`,
      'COUNT',
      1000,
    );
    cursor = next;
    for (const key of found) {
      const relative = key.slice(prefix.length);
      // Only discovery's caches: never another deployment's keys or a BullMQ key holding the id.
      if (key.startsWith(prefix) && CITY_NAMESPACES.some((namespace) => relative.startsWith(namespace)))
        keys.push(relative);
    }
  } while (cursor !== '0');
  return keys;
}

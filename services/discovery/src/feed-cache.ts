import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicPost } from './repositories/posts';

type Redis = ServiceContext['redis'];

/**
 * The first feed page of a city is what every visit opens, so its public part (everything but
 * the caller's own reaction, which is always read fresh) is shared through Redis for a few
 * seconds. Staleness bound: a new post, a reaction or a comment shows in other people's first
 * page at most FEED_CACHE_TTL_MS later (or at once after invalidateCityFeed). The reaction and
 * comment endpoints answer the fresh counts to the person who acted.
 */
export const FEED_CACHE_TTL_MS = 5_000;

export interface CachedFeedPage {
  posts: PublicPost[];
  next_cursor: string | null;
}

const feedKey = (cityId: string) => `feed:first:${cityId}`;

/** Drops the city's cached first page (publishing and moderation call it). */
export async function invalidateCityFeed(redis: Redis, cityId: string): Promise<void> {
  await redis.del(feedKey(cityId));
}

/** Loads in flight per Redis client (so per app) and city: concurrent misses share one query. */
const inFlight = new WeakMap<Redis, Map<string, Promise<CachedFeedPage>>>();

/**
 * The cached first page of the city, or `load()` stored for FEED_CACHE_TTL_MS. Redis being away
 * costs the cache, not the feed: errors are logged and the page is read from the database.
 */
export async function cachedFirstFeedPage(
  redis: Redis,
  cityId: string,
  load: () => Promise<CachedFeedPage>,
  log: FastifyBaseLogger,
): Promise<CachedFeedPage> {
  const key = feedKey(cityId);
  const hit = await redis.get(key).catch((error: unknown) => {
    log.warn({ err: error }, 'feed cache read');
    return null;
  });
  if (hit !== null) return JSON.parse(hit) as CachedFeedPage;

  let loads = inFlight.get(redis);
  if (!loads) {
    loads = new Map();
    inFlight.set(redis, loads);
  }
  const running = loads.get(key);
  if (running) return running;
  const loading = load().then(async (page) => {
    await redis.set(key, JSON.stringify(page), 'PX', FEED_CACHE_TTL_MS).catch((error: unknown) => {
      log.warn({ err: error }, 'feed cache write');
    });
    return page;
  });
  loads.set(key, loading);
  try {
    return await loading;
  } finally {
    if (loads.get(key) === loading) loads.delete(key);
  }
}

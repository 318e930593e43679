import type { Post } from '@cerca/contracts/feed';
import { publicCacheKeys } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { aboutCity, dropShared, sharedJson } from './shared-cache';

type Redis = ServiceContext['redis'];

/**
 * Feed pages are what every visit opens, so their public part (everything but the caller's own
 * reaction, always read fresh) is shared through Redis. Staleness bound: a new post, a reaction
 * or a comment shows in other people's pages at most FEED_CACHE_TTL_MS later (the first page at
 * once after invalidateCityFeed). The reaction and comment endpoints answer the fresh counts to
 * the person who acted. Later pages are keyset pages: a new post never shifts them.
 */
export const FEED_CACHE_TTL_MS = 5_000;

/** A page as a visitor sees it (my_reaction null everywhere). */
export interface CachedFeedPage {
  posts: Post[];
  next_cursor: string | null;
}

const feedKey = (cityId: string, cursor: string | undefined) =>
  cursor ? `feed:after:${cityId}:${cursor}` : publicCacheKeys.cityFeedFirstPage(cityId);

/** Drops the city's cached first page (publishing and moderation call it). */
export async function invalidateCityFeed(redis: Redis, cityId: string): Promise<void> {
  await dropShared(redis, feedKey(cityId, undefined));
}

/** The JSON text of a feed page of the city, shared for FEED_CACHE_TTL_MS (see sharedJson). */
export function cachedFeedPage(
  redis: Redis,
  cityId: string,
  cursor: string | undefined,
  load: () => Promise<CachedFeedPage>,
  log: FastifyBaseLogger,
): Promise<string> {
  return sharedJson(redis, aboutCity(cityId, feedKey(cityId, cursor)), FEED_CACHE_TTL_MS, load, log);
}

import { dropPublicCaches, publicCacheKeys } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyBaseLogger } from 'fastify';
import { isUrlStillUsed, type OwnedContent } from '../repositories/city-content';

/**
 * The shared public answers that may still show a deleted row, dropped so it is gone from every
 * public page at once: the city feed's first page (posts; comment counts), the business page
 * (rating, counts) and the city's first page of events. Later feed and event pages are keyset
 * pages kept for a few seconds (FEED_CACHE_TTL_MS, VISITOR_CACHE_TTL_MS in discovery).
 */
export function publicKeysOf(content: OwnedContent): string[] {
  const keys = [
    publicCacheKeys.cityFeedFirstPage(content.cityId),
    publicCacheKeys.cityEventsFirstPage(content.cityId),
  ];
  if (content.businessId) keys.push(publicCacheKeys.businessPage(content.businessId));
  return keys;
}

/** Drops the public caches of a deleted row. Never throws: the row is gone, a failure is logged. */
export async function dropPublicCachesOf(
  { redis, config }: Pick<ServiceContext, 'redis' | 'config'>,
  log: FastifyBaseLogger,
  content: OwnedContent,
): Promise<void> {
  await dropPublicCaches(redis, config.redisPrefix, publicKeysOf(content)).catch((error: unknown) => {
    log.warn({ err: error }, 'dropping the public caches of deleted content');
  });
}

/**
 * Removes the stored files the deleted row owned: only our own uploads in the row's own folder
 * (seeded rows may point at shared artwork), and only when no other row still shows them (a
 * collection cover or a post reusing a story's file). Never throws: a failure is logged, and
 * the row is gone anyway.
 */
export async function removeOwnedMedia(
  { db }: Pick<ServiceContext, 'db'>,
  storage: Storage,
  log: FastifyBaseLogger,
  content: Pick<OwnedContent, 'urls' | 'ownFolders'>,
): Promise<void> {
  for (const url of new Set(content.urls)) {
    const object = storage.parseObjectUrl(url);
    if (
      !object ||
      !content.ownFolders.some((folder) => object.key.toLowerCase().startsWith(folder.toLowerCase()))
    )
      continue;
    try {
      if (await isUrlStillUsed(db, url)) continue;
      await storage.removeObject(object.bucket, object.key);
    } catch (error) {
      log.warn({ err: error, key: object.key }, 'removing the media of deleted content');
    }
  }
}

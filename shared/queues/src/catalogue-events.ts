import type { Redis } from 'ioredis';

/**
 * The pub/sub channel on which every process's catalogue cache (countries, cities, categories:
 * services/discovery) listens; the Redis prefix keeps one per deployment.
 */
export function catalogueChannel(redisPrefix: string): string {
  return `${redisPrefix}catalogue:invalidate`;
}

/**
 * Call after creating, renaming or removing a city, country or category (admin and partner city
 * creation): every process's catalogue cache drops its copy, and the next request reads the
 * database (new body, new ETag). It lives here so that any service can announce it without
 * importing the discovery service. Resolves when the message is published.
 */
export async function publishCatalogueChanged(redis: Redis, redisPrefix: string): Promise<void> {
  await redis.publish(catalogueChannel(redisPrefix), String(Date.now()));
}

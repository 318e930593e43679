import { randomUUID } from 'node:crypto';
import { redisIsReady, type ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';

type Redis = ServiceContext['redis'];

/*
 * What one signed-in person sees of their own on public pages (their reaction to a post, whether
 * they follow or saved a business, their standing) is kept per person in one Redis hash, so a
 * signed-in read costs one lookup beside the shared public answer instead of database queries.
 *
 * Read your writes: the hash carries a generation (`gen`). Each of the person's own writes that
 * changes such a value calls forgetViewer after its commit, which replaces the hash by an empty
 * one with a new generation. A read that missed loads from the database and keeps what it loaded
 * only if the generation is still the one it read before loading (keepViewer), so a load that
 * raced with a write is never kept, whichever finishes first.
 *
 * Redis being away costs the cache, never the answer: reads then go to the database. If a forget
 * itself fails, the old values live at most VIEWER_TTL_MS.
 */

/** How long a person's values live without a read that refreshes them, and the bound of a missed forget. */
export const VIEWER_TTL_MS = 2 * 60_000;

const viewerKey = (userId: string) => `viewer:${userId}`;
const GENERATION = 'gen';

/** A read: the generation it saw ('' when the person has no hash) and each field's value or null. */
export interface ViewerRead {
  generation: string;
  values: (string | null)[];
}

/** The person's values of `fields`, one round trip; null when Redis cannot answer. */
export async function readViewer(
  redis: Redis,
  userId: string,
  fields: readonly string[],
  log: FastifyBaseLogger,
): Promise<ViewerRead | null> {
  if (!redisIsReady(redis)) return null;
  try {
    const [generation, ...values] = await redis.hmget(viewerKey(userId), GENERATION, ...fields);
    return { generation: generation ?? '', values };
  } catch (error) {
    log.warn({ err: error }, 'viewer cache read');
    return null;
  }
}

/** Stores the fields only while the generation is still ARGV[1], and renews the TTL (ARGV[2]). */
const KEEP_IF_SAME_GENERATION = `
if (redis.call('HGET', KEYS[1], 'gen') or '') ~= ARGV[1] then return 0 end
for i = 3, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * Keeps values loaded after `read` (see the top of this file). Returns whether they were kept;
 * a failure is logged and counts as not kept.
 */
export async function keepViewer(
  redis: Redis,
  userId: string,
  read: ViewerRead,
  entries: ReadonlyMap<string, string>,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (entries.size === 0) return false;
  try {
    const kept = await redis.eval(
      KEEP_IF_SAME_GENERATION,
      1,
      viewerKey(userId),
      read.generation,
      VIEWER_TTL_MS,
      ...[...entries].flat(),
    );
    return kept === 1;
  } catch (error) {
    log.warn({ err: error }, 'viewer cache write');
    return false;
  }
}

/**
 * After a write of the person's own (a reaction, a follow, a favourite) has committed: their next
 * read loads afresh, and no load that started before is kept. Never throws: a failure is logged.
 */
export async function forgetViewer(redis: Redis, userId: string, log: FastifyBaseLogger): Promise<void> {
  const key = viewerKey(userId);
  try {
    const results = await redis
      .multi()
      .del(key)
      .hset(key, GENERATION, randomUUID())
      .pexpire(key, VIEWER_TTL_MS)
      .exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (!results || failed) throw failed ?? new Error('viewer cache forget was not applied');
  } catch (error) {
    log.warn({ err: error }, 'viewer cache forget');
  }
}

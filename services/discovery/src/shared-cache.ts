import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

type Redis = ServiceContext['redis'];

/** Loads in flight per Redis client (so per app) and key: concurrent misses share one load. */
const inFlight = new WeakMap<Redis, Map<string, Promise<string>>>();

/**
 * A second, in-process layer in front of Redis for the hottest keys: a page every visitor opens
 * is read from Redis at most once a LOCAL_TTL_MS per process, not once per request.
 */
const LOCAL_TTL_MS = 1_000;
const LOCAL_MAX_ENTRIES = 1_000;
const local = new WeakMap<Redis, Map<string, { text: string; until: number }>>();

function localEntries(redis: Redis) {
  let entries = local.get(redis);
  if (!entries) {
    entries = new Map();
    local.set(redis, entries);
  }
  return entries;
}

function remember(redis: Redis, key: string, text: string): void {
  const entries = localEntries(redis);
  entries.delete(key);
  entries.set(key, { text, until: Date.now() + LOCAL_TTL_MS });
  // Insertion order is age order: drop the oldest beyond the cap.
  if (entries.size > LOCAL_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
}

/**
 * Drops a shared answer in Redis and in this process. Other processes may still answer their
 * copy for up to LOCAL_TTL_MS.
 */
export async function dropShared(redis: Redis, key: string): Promise<void> {
  localEntries(redis).delete(key);
  await redis.del(key);
}

/**
 * Forgets this process's copies of `keys` (Redis is left alone): another service dropped them in
 * Redis and announced it (@cerca/queues dropPublicCaches; public-cache-listener.ts).
 */
export function forgetLocal(redis: Redis, keys: readonly string[]): void {
  const entries = localEntries(redis);
  for (const key of keys) entries.delete(key);
}

/**
 * A public answer (the same for every visitor) kept as its JSON text in Redis for `ttlMs`, so
 * every instance serves it without the database and visitors get it without re-serialising.
 * Staleness is bounded by `ttlMs` plus LOCAL_TTL_MS; a writer that must be seen at once calls
 * dropShared. Redis
 * being away costs the cache, never the answer: errors are logged and `load` answers.
 */
export async function sharedJson(
  redis: Redis,
  key: string,
  ttlMs: number,
  load: () => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<string> {
  const near = localEntries(redis).get(key);
  if (near && near.until > Date.now()) return near.text;
  const hit = await redis.get(key).catch((error: unknown) => {
    log.warn({ err: error, key }, 'shared cache read');
    return null;
  });
  if (hit !== null) {
    remember(redis, key, hit);
    return hit;
  }

  let loads = inFlight.get(redis);
  if (!loads) {
    loads = new Map();
    inFlight.set(redis, loads);
  }
  const running = loads.get(key);
  if (running) return running;
  const loading = load().then(async (value) => {
    const json = JSON.stringify(value);
    await redis.set(key, json, 'PX', ttlMs).catch((error: unknown) => {
      log.warn({ err: error, key }, 'shared cache write');
    });
    remember(redis, key, json);
    return json;
  });
  loads.set(key, loading);
  try {
    return await loading;
  } finally {
    if (loads.get(key) === loading) loads.delete(key);
  }
}

/** How long visitors may see a public answer that a write has already changed. */
export const VISITOR_CACHE_TTL_MS = 5_000;

/**
 * Visitors get the shared JSON text of `load` (see sharedJson), keyed by `key`; signed-in callers
 * always get a fresh answer, so what they just did (a review, a follow) shows at once.
 */
export async function forVisitorsShared<T>(
  request: { user?: unknown; log: FastifyBaseLogger },
  redis: Redis,
  key: string,
  load: () => Promise<T>,
): Promise<{ fresh: T } | { shared: string }> {
  if (request.user) return { fresh: await load() };
  return { shared: await sharedJson(redis, key, VISITOR_CACHE_TTL_MS, load, request.log) };
}

/** Sends JSON text as is: Fastify does not serialise a string again, the response schema is skipped. */
export function sendJsonText(reply: { type(contentType: string): FastifyReply }, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

import { dropCityPublicCaches, readCityShared, writeCityShared } from '@cerca/queues';
import { redisIsReady, type ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

type Redis = ServiceContext['redis'];

/**
 * A shared answer's name: a key, or a key about one city (a search, a feed, events or routes page),
 * stored under the city's cache version (@cerca/queues readCityShared) so that dropping the city
 * drops all of them at once.
 */
export type SharedKey = string | { key: string; cityId: string };

/** The name of a shared answer about `cityId`. */
export function aboutCity(cityId: string, key: string): SharedKey {
  return { key, cityId };
}

/** Loads in flight per Redis client (so per app) and key: concurrent misses share one load. */
const inFlight = new WeakMap<Redis, Map<string, Promise<string>>>();

/**
 * A second, in-process layer in front of Redis for the hottest keys: a page every visitor opens
 * is read from Redis at most once a LOCAL_TTL_MS per process, not once per request.
 */
const LOCAL_TTL_MS = 1_000;
const LOCAL_MAX_ENTRIES = 1_000;
interface LocalEntry {
  text: string;
  until: number;
  /** The city and the version it was read under, for a city-scoped answer. */
  city?: { id: string; version: number };
}
const local = new WeakMap<Redis, Map<string, LocalEntry>>();
/** Per app: the highest version heard of each city; local copies read under a lower one are dropped. */
const cityVersions = new WeakMap<Redis, Map<string, number>>();

function localEntries(redis: Redis) {
  let entries = local.get(redis);
  if (!entries) {
    entries = new Map();
    local.set(redis, entries);
  }
  return entries;
}

function versionsOf(redis: Redis) {
  let versions = cityVersions.get(redis);
  if (!versions) {
    versions = new Map();
    cityVersions.set(redis, versions);
  }
  return versions;
}

/** Notes a version of the city seen in Redis or announced by a drop (versions only go up). */
function heardCityVersion(redis: Redis, cityId: string, version: number): void {
  const versions = versionsOf(redis);
  if ((versions.get(cityId) ?? 0) < version) versions.set(cityId, version);
}

function localHit(redis: Redis, key: string): string | null {
  const near = localEntries(redis).get(key);
  if (!near || near.until <= Date.now()) return null;
  if (near.city && near.city.version < (versionsOf(redis).get(near.city.id) ?? 0)) return null;
  return near.text;
}

function remember(redis: Redis, key: string, text: string, city?: LocalEntry['city']): void {
  const entries = localEntries(redis);
  entries.delete(key);
  entries.set(key, { text, until: Date.now() + LOCAL_TTL_MS, ...(city ? { city } : {}) });
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
 * Drops every shared answer about the city (its searches, feed, events and routes pages): in Redis,
 * in this process at once, and in the others when they hear of it. Never throws: a failure is
 * logged, and the answers then age out by their TTL.
 */
export async function dropCityShared(
  redis: Redis,
  redisPrefix: string,
  cityId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!redisIsReady(redis)) return;
  try {
    const version = await dropCityPublicCaches(redis, redisPrefix, cityId);
    heardCityVersion(redis, cityId.toLowerCase(), version);
  } catch (error) {
    log.warn({ err: error, cityId }, 'dropping the city shared answers');
  }
}

/**
 * Forgets this process's copies of `keys` and of every answer about `cities` read under an older
 * version (Redis is left alone): another service dropped them in Redis and announced it
 * (@cerca/queues dropPublicCaches, dropCityPublicCaches; public-cache-listener.ts).
 */
export function forgetLocal(
  redis: Redis,
  keys: readonly string[],
  cities: readonly { id: string; version: number }[] = [],
): void {
  const entries = localEntries(redis);
  for (const key of keys) entries.delete(key);
  for (const city of cities) heardCityVersion(redis, city.id, city.version);
}

/** The shared text of `key` in Redis, with the version it stands for when it is about a city. */
async function readShared(
  redis: Redis,
  key: string,
  city: { cityId: string } | undefined,
): Promise<{ text: string | null; version?: number }> {
  if (!city) return { text: await redis.get(key) };
  const shared = await readCityShared(redis, city.cityId, key);
  heardCityVersion(redis, city.cityId.toLowerCase(), shared.version);
  return shared;
}

/**
 * A public answer (the same for every visitor) kept as its JSON text in Redis for `ttlMs`, so
 * every instance serves it without the database and visitors get it without re-serialising.
 * Staleness is bounded by `ttlMs` plus LOCAL_TTL_MS; a writer that must be seen at once calls
 * dropShared (one key) or @cerca/queues dropCityPublicCaches (every answer about a city).
 * Redis being away costs the cache, never the answer: while it is not connected it is skipped at
 * once, a command that fails or times out (APP_REDIS_COMMAND_TIMEOUT_MS) is logged, and `load`
 * answers.
 */
export async function sharedJson(
  redis: Redis,
  name: SharedKey,
  ttlMs: number,
  load: () => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<string> {
  const [key, city] = typeof name === 'string' ? [name, undefined] : [name.key, name];
  const near = localHit(redis, key);
  if (near !== null) return near;
  const connected = redisIsReady(redis);
  const read = connected
    ? await readShared(redis, key, city).catch((error: unknown) => {
        log.warn({ err: error, key }, 'shared cache read');
        return null;
      })
    : null;
  const cityId = city?.cityId.toLowerCase();
  // The version the answer stands for: the one read, else the highest this process heard of.
  const version = read?.version ?? (cityId ? (versionsOf(redis).get(cityId) ?? 0) : undefined);
  const stamp = cityId !== undefined && version !== undefined ? { id: cityId, version } : undefined;
  if (read?.text != null) {
    remember(redis, key, read.text, stamp);
    return read.text;
  }

  let loads = inFlight.get(redis);
  if (!loads) {
    loads = new Map();
    inFlight.set(redis, loads);
  }
  // A load started under an older version is not shared with requests made after the drop.
  const flightKey = stamp ? `${key}\n${stamp.version}` : key;
  const running = loads.get(flightKey);
  if (running) return running;
  const loading = load().then(async (value) => {
    const json = JSON.stringify(value);
    // Only after a read that answered: a Redis that is away is not written to either.
    if (read) {
      const write =
        stamp !== undefined
          ? writeCityShared(redis, key, stamp.version, json, ttlMs)
          : redis.set(key, json, 'PX', ttlMs);
      await write.catch((error: unknown) => {
        log.warn({ err: error, key }, 'shared cache write');
      });
    }
    remember(redis, key, json, stamp);
    return json;
  });
  loads.set(flightKey, loading);
  try {
    return await loading;
  } finally {
    if (loads.get(flightKey) === loading) loads.delete(flightKey);
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
  key: SharedKey,
  load: () => Promise<T>,
): Promise<{ fresh: T } | { shared: string }> {
  if (request.user) return { fresh: await load() };
  return { shared: await sharedJson(redis, key, VISITOR_CACHE_TTL_MS, load, request.log) };
}

/** Sends JSON text, or its UTF-8 bytes, as is: Fastify serialises neither again, the response schema is skipped. */
export function sendJsonText(
  reply: { type(contentType: string): FastifyReply },
  text: string | Buffer,
): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { catalogueChannel } from '@cerca/queues';
import { type ServiceContext, subscriberBeside } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';

type Redis = ServiceContext['redis'];

/** A serialized catalogue answer, ready to send as is (and its compressed forms above 1 KB). */
export interface CachedBody {
  json: string;
  /** Strong validator: the body's hash, so every process computes the same one. */
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Compressing once here instead of per request; small bodies are not worth it. */
const COMPRESS_ABOVE = 1024;
/** Belt and braces for a lost invalidation message: nothing is older than this. */
const MAX_AGE_MS = 10 * 60_000;
/** Keys include ids from the query (countryId): a flood of unknown ones must not grow memory. */
const MAX_ENTRIES = 1000;

function toCachedBody(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  if (Buffer.byteLength(json) <= COMPRESS_ABOVE) return { json, etag };
  return {
    json,
    etag,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(json, { level: 9 }),
  };
}

/**
 * Countries, cities and categories change only when an admin or partner creates a city, and are
 * read by every page: they are served from this process's memory. Concurrent misses share one
 * query; clear() drops everything, and a load that was running then is not kept. Nothing is kept
 * while the cache is not listening to invalidations (before it subscribed, while Redis is away).
 */
export class CatalogueCache {
  private readonly entries = new Map<string, { at: number; body: Promise<CachedBody> }>();
  private listening = false;

  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    if (!this.listening) return load().then(toCachedBody);
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.body;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const body = load().then(toCachedBody);
    const entry = { at: Date.now(), body };
    this.entries.set(key, entry);
    // A failed query is not cached: the next request tries again.
    body.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return body;
  }

  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<Redis, CatalogueCache>();

/**
 * The catalogue cache of this app (one per Redis client, so per process and per test app),
 * subscribed to invalidations from every other process. It keeps nothing while its subscriber
 * is disconnected, since messages published then are lost.
 */
export function catalogueCache(app: FastifyInstance, context: ServiceContext): CatalogueCache {
  const existing = caches.get(context.redis);
  if (existing) return existing;
  const cache = new CatalogueCache();
  caches.set(context.redis, cache);
  const channel = catalogueChannel(context.config.redisPrefix);
  const subscriber = subscriberBeside(context.redis);
  let subscribed = false;
  // ioredis resubscribes on reconnection before it reports ready.
  subscriber.on('ready', () => subscribed && cache.setListening(true));
  subscriber.on('close', () => cache.setListening(false));
  subscriber.on('message', (from: string) => {
    if (from === channel) cache.clear();
  });
  subscriber.on('error', (error: Error) => app.log.warn({ err: error }, 'catalogue invalidation listener'));
  subscriber.subscribe(channel).then(
    () => {
      subscribed = true;
      cache.setListening(true);
    },
    (error: Error) => app.log.error({ err: error }, 'catalogue invalidation subscribe'),
  );
  app.addHook('onClose', async () => {
    caches.delete(context.redis);
    subscriber.disconnect();
  });
  return cache;
}

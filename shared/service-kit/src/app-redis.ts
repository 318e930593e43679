import { Redis } from 'ioredis';
import type { ServiceConfig } from './config';

/**
 * The longest a cache, rate-limit, presence or session-mark command may take. A Redis that hangs
 * (paused, overloaded, a dropped network path) then costs a request this much once per command,
 * and the request goes on without it: reads from Postgres, sign-in answers 503.
 */
export const APP_REDIS_COMMAND_TIMEOUT_MS = 500;
/** A connection attempt that hangs is given up after this, and the next one starts. */
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnection attempts every 100 ms, 200 ms, … up to this: back within a second of Redis. */
const MAX_RECONNECT_DELAY_MS = 1_000;
/** How long a start waits for REDIS_URL before it goes on without it (the first requests skip it). */
const READY_WAIT_MS = 2_000;

/**
 * The service context's client on REDIS_URL: caches, rate limits, presence, revoked-session marks
 * and the drops they publish. Nothing there is worth waiting for, so while the connection is not
 * ready every command fails at once (no offline queue) and the caller goes on without Redis; a
 * connected Redis that does not answer fails each command after APP_REDIS_COMMAND_TIMEOUT_MS.
 */
export function createAppRedis(config: Pick<ServiceConfig, 'redisUrl' | 'redisPrefix'>): Redis {
  return new Redis(config.redisUrl, {
    keyPrefix: config.redisPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: APP_REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    // Every signed-in request asks Redis whether its session ended: the commands that
    // concurrent requests issue in one tick leave in one write, not one syscall each.
    enableAutoPipelining: true,
  });
}

/**
 * A subscriber beside `redis` (same server and prefix). Unlike the app's client it queues its
 * SUBSCRIBE until connected and never times it out: a listener must end up subscribed, however
 * late Redis comes (ioredis subscribes again after each reconnection).
 */
export function subscriberBeside(redis: Redis): Redis {
  return redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
}

/** Whether `redis` can take a command now; callers that can do without it skip it otherwise. */
export function redisIsReady(redis: Pick<Redis, 'status'>): boolean {
  return redis.status === 'ready';
}

/** Resolves once `redis` is ready, or after READY_WAIT_MS (a start is delayed, never stopped). */
export function waitForRedis(redis: Redis, ms = READY_WAIT_MS): Promise<boolean> {
  if (redisIsReady(redis)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.on('ready', onReady);
  });
}

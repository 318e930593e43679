import type { ChainableCommander } from 'ioredis';
import { gotrue } from './gotrue-error';

/**
 * The replies of a MULTI of limit counters. Fails closed (issue 22): while Redis does not answer,
 * or any command of it fails, nothing can be counted, so the request is refused with 503
 * (gotrue.limitsUnavailable) rather than let through as if nothing had been counted.
 */
export async function limitReplies(multi: ChainableCommander): Promise<[Error | null, unknown][]> {
  const results = await multi.exec().catch(() => null);
  if (!results || results.some(([error]) => error)) throw gotrue.limitsUnavailable();
  return results;
}

/** Adds one hit to the counter at `key` (INCR); EXPIRE NX starts its window at the first one. */
export function countHit(multi: ChainableCommander, key: string, windowSeconds: number): ChainableCommander {
  return multi.incr(key).expire(key, windowSeconds, 'NX');
}

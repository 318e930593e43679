import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address';
import { gotrue } from './gotrue-error';
import type { AuthSettings } from './settings';

type Limits = AuthSettings['rateLimit'];

/**
 * Per-IP limit for a route, checked by @fastify/rate-limit (Redis store, onRequest, before the
 * body is read; the store already keeps one counter set per route). `max` may depend on the
 * request: the token route allows more refreshes than password sign-ins. The key is the
 * normalised client address plus a closed bucket name, never a string the client chose: a
 * grant_type spelled ten ways is still one budget.
 */
export function ipRateLimit(
  limits: Limits,
  max: number | ((request: FastifyRequest) => number) = limits.ipMax,
) {
  return {
    rateLimit: {
      max: typeof max === 'number' ? max : async (request: FastifyRequest) => max(request),
      timeWindow: limits.ipWindow * 1000,
      keyGenerator: (request: FastifyRequest) =>
        `${isRefreshGrant(request) ? 'refresh' : 'other'}:${clientAddressKey(request.ip)}`,
      errorResponseBuilder: () => gotrue.overRequestRateLimit(),
    },
  };
}

/** The token route's refresh grant, which has its own, larger budget. */
export function isRefreshGrant(request: FastifyRequest): boolean {
  const query = request.query as { grant_type?: unknown } | undefined;
  return query?.grant_type === 'refresh_token';
}

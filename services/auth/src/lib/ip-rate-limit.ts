import type { FastifyRequest } from 'fastify';
import { gotrue } from './gotrue-error';
import type { AuthSettings } from './settings';

type Limits = AuthSettings['rateLimit'];

/**
 * Per-IP limit for a route, checked by @fastify/rate-limit (Redis store, onRequest, before the
 * body is read). `max` may depend on the request: the token route allows more refreshes than
 * password sign-ins.
 */
export function ipRateLimit(
  limits: Limits,
  max: number | ((request: FastifyRequest) => number) = limits.ipMax,
) {
  return {
    rateLimit: {
      max: typeof max === 'number' ? max : async (request: FastifyRequest) => max(request),
      timeWindow: limits.ipWindow * 1000,
      keyGenerator: (request: FastifyRequest) => `${grantType(request)}:${request.ip}`,
      errorResponseBuilder: () => gotrue.overRequestRateLimit(),
    },
  };
}

export function grantType(request: FastifyRequest): string {
  const query = request.query as { grant_type?: unknown } | undefined;
  return typeof query?.grant_type === 'string' ? query.grant_type : '-';
}

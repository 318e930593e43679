import type { FastifyRequest } from 'fastify';
import { gotrue } from './gotrue-errors';
import type { Redis } from './runtime-types';
import type { AuthSettings } from './settings';
import { sha256 } from './tokens';

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

export type EmailLimiter = (action: string, email: string) => Promise<void>;

/**
 * Per-e-mail limit (one counter per action and address), checked in the handler once the body is
 * parsed: INCR, and EXPIRE NX starts the window on the first hit. The address is hashed so
 * Redis holds no e-mails.
 */
export function createEmailLimiter(redis: Redis, limits: Limits): EmailLimiter {
  return async (action, email) => {
    const key = `auth:email-limit:${action}:${sha256(email)}`;
    const results = await redis.multi().incr(key).expire(key, limits.emailWindow, 'NX').exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count > limits.emailMax) throw gotrue.overRequestRateLimit();
  };
}

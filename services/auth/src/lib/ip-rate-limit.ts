import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address';
import { gotrue } from './gotrue-error';
import type { AuthSettings } from './settings';

type Limits = AuthSettings['rateLimit'];

export interface IpRateLimitOptions {
  /** The route's own budget name, so each route counts apart (e.g. 'token', 'signup'). */
  route: string;
  /** Requests per window; may depend on the request (the token route allows more refreshes). */
  max?: number | ((request: FastifyRequest) => number);
}

/**
 * Per-IP limit for a route, as an onRequest hook (before the body is read) over @fastify/rate-limit's
 * Redis store. The key is the route, a closed bucket name and the normalised client address, never a
 * string the client chose: a grant_type spelled ten ways is still one budget.
 *
 * Unlike the kit's limits for reads, these fail CLOSED (issue 22): while REDIS_URL does not answer,
 * password guesses cannot be counted, so sign-in, sign-up, recovery and code checks answer 503
 * instead of letting them through unlimited. A refresh grant is the exception: its refresh token is
 * not guessable, and refusing it would sign everyone out for the length of the outage.
 */
export function ipRateLimit(
  app: FastifyInstance,
  limits: Limits,
  { route, max = limits.ipMax }: IpRateLimitOptions,
) {
  const limiter = app.createRateLimit({
    max: typeof max === 'number' ? max : async (request: FastifyRequest) => max(request),
    timeWindow: limits.ipWindow * 1000,
    keyGenerator: (request: FastifyRequest) =>
      `${route}:${isRefreshGrant(request) ? 'refresh' : 'other'}:${clientAddressKey(request.ip)}`,
    skipOnError: false,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    let result: Awaited<ReturnType<typeof limiter>>;
    try {
      result = await limiter(request);
    } catch (error) {
      if (isRefreshGrant(request)) return;
      request.log.warn({ err: error }, 'auth limits unavailable: refusing');
      throw gotrue.limitsUnavailable();
    }
    if (result.isAllowed) return;
    // The headers @fastify/rate-limit sends for its own route limits.
    reply.header('x-ratelimit-limit', result.max);
    reply.header('x-ratelimit-remaining', result.remaining);
    reply.header('x-ratelimit-reset', result.ttlInSeconds);
    if (!result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw gotrue.overRequestRateLimit();
  };
}

/** The token route's refresh grant, which has its own, larger budget. */
export function isRefreshGrant(request: FastifyRequest): boolean {
  const query = request.query as { grant_type?: unknown } | undefined;
  return query?.grant_type === 'refresh_token';
}

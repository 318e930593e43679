import { sha256 } from '@cerca/account-mail';
import type { ServiceContext } from '@cerca/service-kit';
import { gotrue } from './gotrue-error';
import { countHit, limitReplies } from './limit-counters';
import type { AuthSettings } from './settings';

export type EmailLimiter = (action: string, email: string) => Promise<void>;

/**
 * Per-e-mail limit (one counter per action and address) for sign-up, recover and code
 * verification, checked in the handler once the body is parsed: INCR, and EXPIRE NX starts the
 * window on the first hit. `action` is one of the service's own names, the address is normalised
 * and hashed, so clients cannot pick their key and Redis holds no e-mails. Password sign-in has
 * its own, per client (sign-in-throttle.ts). Fails closed (limitReplies): while Redis does not
 * answer, the request is refused with 503 rather than counted as nothing.
 */
export function createEmailLimiter(
  { redis }: Pick<ServiceContext, 'redis'>,
  limits: AuthSettings['rateLimit'],
): EmailLimiter {
  return async (action, email) => {
    const key = `auth:email-limit:${action}:${sha256(email.trim().toLowerCase())}`;
    const results = await limitReplies(countHit(redis.multi(), key, limits.emailWindow));
    const count = Number(results[0]?.[1] ?? 0);
    if (count > limits.emailMax) throw gotrue.overRequestRateLimit();
  };
}

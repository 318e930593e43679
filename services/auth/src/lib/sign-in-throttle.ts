import { setTimeout as sleep } from 'node:timers/promises';
import { sha256 } from '@cerca/account-mail';
import type { ServiceContext } from '@cerca/service-kit';
import { clientAddressKey } from './client-address';
import { gotrue } from './gotrue-error';
import { countHit, limitReplies } from './limit-counters';
import type { AuthSettings } from './settings';

/** Failures on one address from anywhere that cost nothing (typos). */
const FREE_FAILURES = 3;
/** Wait added per failure beyond the free ones… */
const DELAY_PER_FAILURE_MS = 250;
/** …up to this, so guessing stays slow while the owner still gets in. */
const MAX_DELAY_MS = 2000;

export interface SignInThrottle {
  /**
   * Before the password is checked: refuses (429) once this address has used its budget from this
   * client, then waits in proportion to the address' recent failures from anywhere.
   */
  beforeAttempt(email: string, ip: string | null): Promise<void>;
  /** After a wrong password (or an unknown address): one more recent failure for it. */
  failed(email: string): Promise<void>;
}

/**
 * Password sign-in limits. The hard limit counts attempts per (address, client IP) pair, so ten
 * wrong passwords from a stranger lock only the stranger out; the address as a whole is only
 * slowed down. Keys hold hashes of normalised values (trimmed, lower-cased e-mail; IPv4, or an
 * IPv6 /64), never strings as the client spelled them, and Redis holds no e-mails. Fails closed
 * (limitReplies): while Redis does not answer, the attempt is refused with 503.
 */
export function createSignInThrottle(
  { redis }: Pick<ServiceContext, 'redis'>,
  limits: AuthSettings['rateLimit'],
): SignInThrottle {
  const failuresKey = (email: string) => `auth:signin-failures:${sha256(normalise(email))}`;
  return {
    async beforeAttempt(email, ip) {
      const pairKey = `auth:signin-pair:${sha256(`${normalise(email)}\n${clientAddressKey(ip)}`)}`;
      const results = await limitReplies(
        countHit(redis.multi(), pairKey, limits.emailWindow).get(failuresKey(email)),
      );
      if (Number(results[0]?.[1] ?? 0) > limits.emailMax) throw gotrue.overRequestRateLimit();
      const failures = Number(results[2]?.[1] ?? 0);
      const delay = Math.min(MAX_DELAY_MS, Math.max(0, failures - FREE_FAILURES) * DELAY_PER_FAILURE_MS);
      if (delay > 0) await sleep(delay);
    },
    async failed(email) {
      await limitReplies(countHit(redis.multi(), failuresKey(email), limits.emailWindow));
    },
  };
}

function normalise(email: string): string {
  return email.trim().toLowerCase();
}

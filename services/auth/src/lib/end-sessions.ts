import type { Db } from '@cerca/db';
import { revokeSessions } from '@cerca/service-kit';
import type { AuthContext } from '../auth-context';
import { deleteSessions, type LogoutScope } from '../repositories/sessions';

export type SessionRevoker = Pick<AuthContext, 'redis' | 'config' | 'settings'>;

/**
 * Seconds a mark outlives the access-token lifetime: tokens are judged by each service's clock,
 * the mark's TTL by Redis', and a verifier running a little behind still sees the token as live.
 */
const CLOCK_SKEW_MARGIN_S = 60;

/**
 * Tells the other services (the kit's token check, realtime) that these sessions ended, so their
 * still-unexpired access tokens stop working there too. The marks expire with the last token.
 */
export function revokeSessionIds({ redis, config, settings }: SessionRevoker, sessionIds: string[]) {
  return revokeSessions(redis, sessionIds, {
    redisPrefix: config.redisPrefix,
    ttlSeconds: settings.jwtExpiry + CLOCK_SKEW_MARGIN_S,
  });
}

/**
 * Ends sessions (deleteSessions' scopes) and marks them ended, inside the caller's transaction:
 * the marks are written before the commit, so a Redis failure rolls the change back and the
 * caller gets an error to retry, instead of sessions gone here whose tokens still work elsewhere.
 * A commit failing after the marks only signs out early what was being signed out.
 */
export async function endSessions(
  trx: Db,
  revoker: SessionRevoker,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  const ended = await deleteSessions(trx, userId, sessionId, scope);
  await revokeSessionIds(revoker, ended);
}

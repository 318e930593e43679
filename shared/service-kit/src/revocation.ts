import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/*
 * Sessions that ended before their access tokens expire (sign-out, ban, deletion, a reused
 * refresh token, a password change). The tokens stay valid JWTs for up to AUTH_JWT_EXPIRY, so
 * the auth service marks each ended session here and every service checks the mark after the
 * signature. Only the auth service writes; the kit and realtime read.
 */

/** The mark of one ended session; without the app's prefix, which the kit's Redis client adds. */
export function revokedSessionKey(sessionId: string): string {
  return `revoked-session:${sessionId}`;
}

/**
 * Where live connections (realtime sockets) hear of ended sessions. Channels are not keys: the
 * client's keyPrefix does not apply, so the prefix is part of the name.
 */
export function sessionRevokedChannel(redisPrefix: string): string {
  return `${redisPrefix}session-revoked`;
}

/** The message on sessionRevokedChannel. */
export interface SessionRevokedMessage {
  sessionIds: string[];
}

export interface RevokeOptions {
  /** config.redisPrefix, for the channel name. */
  redisPrefix: string;
  /**
   * How long the mark lives: the access-token lifetime (and a little), after which the tokens
   * expire anyway, so the marks never pile up.
   */
  ttlSeconds: number;
}

/**
 * Marks the sessions ended and tells live connections, in one MULTI so nothing falls between
 * the two: a connection checked after it finds the key, one checked before hears the message.
 * `redis` is a client with the app's keyPrefix (the service context's).
 */
export async function revokeSessions(
  redis: Redis,
  sessionIds: string[],
  { redisPrefix, ttlSeconds }: RevokeOptions,
): Promise<void> {
  if (sessionIds.length === 0) return;
  const multi = redis.multi();
  for (const sessionId of sessionIds) multi.set(revokedSessionKey(sessionId), '1', 'EX', ttlSeconds);
  const message: SessionRevokedMessage = { sessionIds };
  multi.publish(sessionRevokedChannel(redisPrefix), JSON.stringify(message));
  const results = await multi.exec();
  const failed = results?.find(([error]) => error)?.[0];
  if (!results || failed) throw failed ?? new Error('session revocation was not applied');
  // This process hears it before anything else runs, not when its subscriber reads the message.
  for (const listener of revokedHere) listener(sessionIds);
}

const revokedHere = new Set<(sessionIds: readonly string[]) => void>();

/**
 * Calls `listener` with the sessions this process ends (revokeSessions), as soon as they are
 * marked: the in-process copy of the session-revoked channel, which other processes hear.
 * Returns the function that stops it.
 */
export function onSessionsRevokedHere(listener: (sessionIds: readonly string[]) => void): () => void {
  revokedHere.add(listener);
  return () => revokedHere.delete(listener);
}

/** One EXISTS on a prefixed client; throws when Redis does not answer. */
async function isSessionRevoked(redis: Redis, sessionId: string): Promise<boolean> {
  return (await redis.exists(revokedSessionKey(sessionId))) === 1;
}

/**
 * Whether the session of a token whose signature already verified has ended. Tokens without a
 * session id (none from our auth service) cannot be revoked one by one.
 *
 * When Redis does not answer this fails open (the token counts, a warning is logged): failing
 * closed would turn every signed-in person into a visitor, and the browser's session client into
 * a refresh loop, for as long as Redis is down. What an outage costs is the revocation window
 * going back to what it was before this check, the token's own lifetime (at most
 * AUTH_JWT_EXPIRY); roles and ownership are still read from the database on every check.
 */
export async function sessionHasEnded(
  redis: Redis,
  sessionId: string | null,
  log: FastifyBaseLogger,
): Promise<boolean> {
  return (await checkSession(redis, sessionId, log)).ended;
}

/** sessionHasEnded, also saying whether Redis answered it (a failure counts as live: fails open). */
export async function checkSession(
  redis: Redis,
  sessionId: string | null,
  log: FastifyBaseLogger,
): Promise<{ ended: boolean; answered: boolean }> {
  if (!sessionId) return { ended: false, answered: true };
  try {
    return { ended: await isSessionRevoked(redis, sessionId), answered: true };
  } catch (error) {
    log.warn({ err: error }, 'session revocation check failed; the token is accepted');
    return { ended: false, answered: false };
  }
}

import { accessTokenIssuer, sessionHasEnded } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import { errors, type JWTPayload } from 'jose';
import type { AuthContext } from '../auth-context';
import { sessionExists } from '../repositories/sessions';
import { findUserById, type UserWithProfile } from '../repositories/users';
import { isBanned } from './bans';
import { effectiveRole } from './effective-role';
import { gotrue } from './gotrue-error';
import { isUuid } from './uuid';

export interface Authenticated {
  claims: JWTPayload;
  record: UserWithProfile;
  sessionId: string | null;
}

type Caller = Pick<AuthContext, 'db' | 'keys' | 'redis' | 'config'>;

/**
 * GoTrue's requireAuthentication: the Bearer token must verify, its user must exist and its
 * session must still exist and not be marked ended (signed-out sessions, and ones whose refresh
 * token was reused, answer session_not_found, which auth-js treats as "signed out"). The kit's
 * request.user is not enough here: it turns every bad token into a visitor, while GoTrue
 * clients expect these distinct answers.
 */
export async function authenticate(
  { db, keys, redis, config }: Caller,
  request: FastifyRequest,
): Promise<Authenticated> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^bearer\s+(\S+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) throw gotrue.noAuthorization();
  let claims: JWTPayload;
  try {
    claims = await keys.verifyClaims(match[1], accessTokenIssuer(config.publicUrl));
  } catch (error) {
    // GoTrue's wording for the two cases clients tell apart, not jose's messages.
    throw gotrue.badJwt(
      error instanceof errors.JWTExpired
        ? 'token has invalid claims: token is expired'
        : 'signature is invalid',
    );
  }
  if (typeof claims.sub !== 'string' || !isUuid(claims.sub))
    throw gotrue.badJwt('invalid claim: sub claim must be a UUID');
  const record = await findUserById(db, claims.sub);
  if (!record) throw gotrue.userNotFoundInJwt();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sessionId && (!isUuid(sessionId) || !(await sessionExists(db, sessionId))))
    throw gotrue.sessionNotFound();
  if (await sessionHasEnded(redis, sessionId, request.log)) throw gotrue.sessionNotFound();
  if (isBanned(record.user)) throw gotrue.userBanned();
  return { claims, record, sessionId };
}

/**
 * preHandler for GoTrue's admin API: the access token must say admin and the person must still be
 * one now (a demoted admin's unexpired token is refused). No token 401, anyone else 403, both in
 * GoTrue's shape, which is why the kit's requireAdmin is not used here.
 */
export function requireGoTrueAdmin(context: Pick<AuthContext, 'db' | 'keys' | 'redis' | 'config'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const caller = await authenticate(context, request);
    const tokenRole = (caller.claims.app_metadata as { role?: unknown } | undefined)?.role;
    if (tokenRole !== 'admin' || effectiveRole(caller.record, context.config.adminEmails) !== 'admin') {
      throw gotrue.notAdmin();
    }
  };
}

import type { FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import { gotrue } from './gotrue-errors';
import type { AuthRuntime } from './runtime';
import { sessionExists } from './sessions';
import { effectiveRole, findUserById, isBanned, isUuid, type UserWithProfile } from './users';

export interface Authenticated {
  claims: JWTPayload;
  record: UserWithProfile;
  sessionId: string | null;
}

/**
 * GoTrue's requireAuthentication: the Bearer token must verify, its user must exist and its
 * session must still exist (signed-out sessions answer session_not_found, which auth-js treats
 * as "signed out"). The kit's request.user is not enough here: it turns every bad token into a
 * visitor, while GoTrue clients expect these distinct answers.
 */
export async function authenticate(runtime: AuthRuntime, request: FastifyRequest): Promise<Authenticated> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^bearer\s+(\S+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) throw gotrue.noAuthorization();
  let claims: JWTPayload;
  try {
    claims = await runtime.keys.verifyClaims(match[1]);
  } catch (error) {
    throw gotrue.badJwt(error instanceof Error ? error.message : 'invalid token');
  }
  if (typeof claims.sub !== 'string' || !isUuid(claims.sub))
    throw gotrue.badJwt('invalid claim: sub claim must be a UUID');
  const record = await findUserById(runtime.db, claims.sub);
  if (!record) throw gotrue.userNotFoundInJwt();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sessionId && (!isUuid(sessionId) || !(await sessionExists(runtime.db, sessionId))))
    throw gotrue.sessionNotFound();
  if (isBanned(record.user)) throw gotrue.userBanned();
  return { claims, record, sessionId };
}

/**
 * Admin routes: the access token must say admin and the person must still be one now (a
 * demoted admin's unexpired token is refused). No token 401, anyone else 403.
 */
export async function authenticateAdmin(
  runtime: AuthRuntime,
  request: FastifyRequest,
): Promise<Authenticated> {
  const caller = await authenticate(runtime, request);
  const tokenRole = (caller.claims.app_metadata as { role?: unknown } | undefined)?.role;
  if (tokenRole !== 'admin' || effectiveRole(caller.record, runtime.config.adminEmails) !== 'admin') {
    throw gotrue.notAdmin();
  }
  return caller;
}

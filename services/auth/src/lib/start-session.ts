import { randomToken, sha256 } from '@cerca/account-mail';
import type { Db } from '@cerca/db';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth-context';
import { insertRefreshToken } from '../repositories/refresh-tokens';
import { insertSession, type SessionClient } from '../repositories/sessions';
import { touchLastSignIn, type UserWithProfile } from '../repositories/users';
import { type AccessTokenResponse, type AuthMethod, issueAccessToken } from './access-token';
import { isBanned } from './bans';
import { gotrue } from './gotrue-error';

export interface NewSession {
  sessionId: string;
  createdAt: Date;
  refreshToken: string;
}

/** Who opens the session, kept on the session row. */
export function sessionClient(request: FastifyRequest): SessionClient {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/**
 * One session row per sign-in, with its first refresh token; also stamps last_sign_in_at. Run it in
 * a transaction: the user row stays locked until commit, so a ban written meanwhile either comes
 * first (and is seen here) or waits and then ends this session with the others.
 */
export async function startSession(db: Db, userId: string, client: SessionClient): Promise<NewSession> {
  const { banned_until } = await touchLastSignIn(db, userId);
  if (isBanned({ banned_until })) throw gotrue.userBanned();
  const session = await insertSession(db, userId, client);
  const refreshToken = randomToken();
  await insertRefreshToken(db, {
    token_hash: sha256(refreshToken),
    user_id: userId,
    session_id: session.id,
    parent_hash: null,
  });
  return { sessionId: session.id, createdAt: session.created_at, refreshToken };
}

/** Opens a session for someone whose proof (password, mailed token) was just accepted. */
export async function signIn(
  context: Pick<AuthContext, 'db' | 'keys' | 'config' | 'settings'>,
  record: UserWithProfile,
  client: SessionClient,
  method: AuthMethod,
): Promise<AccessTokenResponse> {
  const session = await context.db.transaction().execute((trx) => startSession(trx, record.user.id, client));
  return answerForSession(context, record, session, method);
}

/** The /token answer for a session just started (sign-in, or sign-up inside its transaction). */
export function answerForSession(
  context: Pick<AuthContext, 'keys' | 'config' | 'settings'>,
  record: UserWithProfile,
  session: NewSession,
  method: AuthMethod,
): Promise<AccessTokenResponse> {
  record.user.last_sign_in_at = session.createdAt;
  return issueAccessToken(context, {
    record,
    sessionId: session.sessionId,
    sessionCreatedAt: session.createdAt,
    refreshToken: session.refreshToken,
    method,
  });
}

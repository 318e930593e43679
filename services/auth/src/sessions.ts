import type { AuthUser } from '@cerca/db';
import { sql } from 'kysely';
import { randomToken, sha256 } from './tokens';
import type { Db, DbOrTrx } from './users';

export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

export interface NewSession {
  sessionId: string;
  createdAt: Date;
  refreshToken: string;
}

/** One session row per sign-in, with its first refresh token; also stamps last_sign_in_at. */
export async function startSession(db: DbOrTrx, userId: string, client: SessionClient): Promise<NewSession> {
  const session = await db
    .insertInto('auth.sessions')
    .values({ user_id: userId, ip: client.ip, user_agent: client.userAgent?.slice(0, 512) ?? null })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  const refreshToken = randomToken();
  await db
    .insertInto('auth.refresh_tokens')
    .values({ token_hash: sha256(refreshToken), user_id: userId, session_id: session.id, parent_hash: null })
    .execute();
  await db.updateTable('auth.users').set({ last_sign_in_at: sql`now()` }).where('id', '=', userId).execute();
  return { sessionId: session.id, createdAt: session.created_at, refreshToken };
}

export type RotationResult =
  | { kind: 'rotated'; user: AuthUser; sessionId: string; sessionCreatedAt: Date; refreshToken: string }
  | { kind: 'not_found' }
  | { kind: 'reused' };

/**
 * Refresh-token rotation: the presented token is revoked and a child issued, all under a row
 * lock so two concurrent uses cannot both succeed. Presenting an already revoked token means it
 * leaked (or a client lost its answer): every token of that session is revoked and the caller
 * has to sign in again.
 */
export async function rotateRefreshToken(db: Db, presented: string): Promise<RotationResult> {
  const hash = sha256(presented);
  return db.transaction().execute(async (trx) => {
    const token = await trx
      .selectFrom('auth.refresh_tokens')
      .select(['id', 'user_id', 'session_id', 'revoked'])
      .where('token_hash', '=', hash)
      .forUpdate()
      .executeTakeFirst();
    if (!token) return { kind: 'not_found' } as const;
    if (token.revoked) {
      await trx
        .updateTable('auth.refresh_tokens')
        .set({ revoked: true, updated_at: sql`now()` })
        .where('session_id', '=', token.session_id)
        .where('revoked', '=', false)
        .execute();
      return { kind: 'reused' } as const;
    }
    const session = await trx
      .updateTable('auth.sessions')
      .set({ updated_at: sql`now()` })
      .where('id', '=', token.session_id)
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('auth.refresh_tokens')
      .set({ revoked: true, updated_at: sql`now()` })
      .where('id', '=', token.id)
      .execute();
    const refreshToken = randomToken();
    await trx
      .insertInto('auth.refresh_tokens')
      .values({
        token_hash: sha256(refreshToken),
        parent_hash: hash,
        user_id: token.user_id,
        session_id: token.session_id,
      })
      .execute();
    const user = await trx
      .selectFrom('auth.users')
      .selectAll()
      .where('id', '=', token.user_id)
      .executeTakeFirstOrThrow();
    return {
      kind: 'rotated',
      user,
      sessionId: session.id,
      sessionCreatedAt: session.created_at,
      refreshToken,
    } as const;
  });
}

export type LogoutScope = 'global' | 'local' | 'others';

/**
 * Ends sessions like GoTrue: the session rows go, and their refresh tokens with them (ON DELETE
 * CASCADE), so those tokens answer refresh_token_not_found and the access tokens of those
 * sessions answer session_not_found at /user.
 */
export async function endSessions(db: DbOrTrx, userId: string, sessionId: string | null, scope: LogoutScope) {
  let query = db.deleteFrom('auth.sessions').where('user_id', '=', userId);
  if (sessionId && scope === 'local') query = query.where('id', '=', sessionId);
  if (sessionId && scope === 'others') query = query.where('id', '!=', sessionId);
  await query.execute();
}

export async function sessionExists(db: DbOrTrx, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth.sessions')
    .select('id')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}

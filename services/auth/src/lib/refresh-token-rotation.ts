import { randomToken, sha256 } from '@cerca/account-mail';
import type { AuthUser, Db } from '@cerca/db';
import {
  findRefreshTokenForUpdate,
  insertRefreshToken,
  revokeRefreshToken,
  revokeSessionRefreshTokens,
} from '../repositories/refresh-tokens';
import { touchSession } from '../repositories/sessions';
import { getUser } from '../repositories/users';

export type RotationResult =
  | { kind: 'rotated'; user: AuthUser; sessionId: string; sessionCreatedAt: Date; refreshToken: string }
  | { kind: 'not_found' }
  | { kind: 'reused'; sessionId: string };

/**
 * Refresh-token rotation: the presented token is revoked and a child issued, all under a row
 * lock so two concurrent uses cannot both succeed. Presenting an already revoked token means it
 * leaked (or a client lost its answer): every token of that session is revoked and the caller
 * has to sign in again.
 */
export async function rotateRefreshToken(db: Db, presented: string): Promise<RotationResult> {
  const hash = sha256(presented);
  return db.transaction().execute(async (trx) => {
    const token = await findRefreshTokenForUpdate(trx, hash);
    if (!token) return { kind: 'not_found' } as const;
    if (token.revoked) {
      await revokeSessionRefreshTokens(trx, token.session_id);
      return { kind: 'reused', sessionId: token.session_id } as const;
    }
    const session = await touchSession(trx, token.session_id);
    await revokeRefreshToken(trx, token.id);
    const refreshToken = randomToken();
    await insertRefreshToken(trx, {
      token_hash: sha256(refreshToken),
      parent_hash: hash,
      user_id: token.user_id,
      session_id: token.session_id,
    });
    const user = await getUser(trx, token.user_id);
    return {
      kind: 'rotated',
      user,
      sessionId: session.id,
      sessionCreatedAt: session.created_at,
      refreshToken,
    } as const;
  });
}

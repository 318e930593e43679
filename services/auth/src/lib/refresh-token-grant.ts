import type { AuthContext } from '../auth-context';
import { findUserById } from '../repositories/users';
import { type AccessTokenResponse, issueAccessToken } from './access-token';
import { isBanned } from './bans';
import { revokeSessionIds } from './end-sessions';
import { gotrue } from './gotrue-error';
import { rotateRefreshToken } from './refresh-token-rotation';

/** grant_type=refresh_token: the same session with a new access token and a rotated refresh token. */
export async function refreshTokenGrant(
  context: AuthContext,
  presented: string | undefined,
): Promise<AccessTokenResponse> {
  if (!presented) throw gotrue.validation('refresh_token required');
  const result = await rotateRefreshToken(context.db, presented);
  if (result.kind === 'not_found') throw gotrue.refreshTokenNotFound();
  if (result.kind === 'reused') {
    // The session's access tokens may be in the same hands as the leaked refresh token. Marked
    // after the commit: if Redis fails the caller gets an error, and presenting the token again
    // (still revoked) marks it again.
    await revokeSessionIds(context, [result.sessionId]);
    throw gotrue.refreshTokenAlreadyUsed();
  }
  if (isBanned(result.user)) throw gotrue.userBanned('Invalid Refresh Token: User Banned');
  const record = await findUserById(context.db, result.user.id);
  if (!record) throw gotrue.refreshTokenNotFound();
  return issueAccessToken(context, {
    record,
    sessionId: result.sessionId,
    sessionCreatedAt: result.sessionCreatedAt,
    refreshToken: result.refreshToken,
    method: 'password',
  });
}

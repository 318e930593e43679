import { accessTokenIssuer } from '@cerca/service-kit';
import type { AuthContext } from '../auth-context';
import type { UserWithProfile } from '../repositories/users';
import { appMetadata, type GoTrueUser, toGoTrueUser } from './gotrue-user';

/** How the session was started; GoTrue's amr methods. */
export type AuthMethod = 'password' | 'recovery' | 'otp' | 'email/signup';

export interface AccessTokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

export interface IssueParams {
  record: UserWithProfile;
  sessionId: string;
  sessionCreatedAt: Date;
  refreshToken: string;
  method: AuthMethod;
}

/** Signs the access token (GoTrue's claims plus Cerca's role) and builds the /token answer. */
export async function issueAccessToken(
  { keys, config, settings }: Pick<AuthContext, 'keys' | 'config' | 'settings'>,
  params: IssueParams,
): Promise<AccessTokenResponse> {
  const { record } = params;
  const expirySeconds = settings.jwtExpiry;
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + expirySeconds;
  const accessToken = await keys.sign(
    {
      iss: accessTokenIssuer(config.publicUrl),
      aud: 'authenticated',
      sub: record.user.id,
      email: record.user.email,
      phone: '',
      app_metadata: appMetadata(record, config.adminEmails),
      user_metadata: record.user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: params.method, timestamp: Math.floor(params.sessionCreatedAt.getTime() / 1000) }],
      session_id: params.sessionId,
      is_anonymous: false,
    },
    expiresAt,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expirySeconds,
    expires_at: expiresAt,
    refresh_token: params.refreshToken,
    user: toGoTrueUser(record, config.adminEmails),
  };
}

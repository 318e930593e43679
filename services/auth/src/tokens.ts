import { createHash, randomBytes } from 'node:crypto';
import type { AuthKeyStore } from './keys';
import { appMetadata, type GoTrueUser, toGoTrueUser } from './user-json';
import type { UserWithProfile } from './users';

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

export interface TokenIssuerOptions {
  keys: AuthKeyStore;
  issuer: string;
  expirySeconds: number;
  adminEmails: string[];
}

/** Signs the access token (GoTrue's claims plus Cerca's role) and builds the /token answer. */
export async function issueAccessToken(
  options: TokenIssuerOptions,
  params: IssueParams,
): Promise<AccessTokenResponse> {
  const { record } = params;
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + options.expirySeconds;
  const accessToken = await options.keys.sign(
    {
      iss: options.issuer,
      aud: 'authenticated',
      sub: record.user.id,
      email: record.user.email,
      phone: '',
      app_metadata: appMetadata(record, options.adminEmails),
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
    expires_in: options.expirySeconds,
    expires_at: expiresAt,
    refresh_token: params.refreshToken,
    user: toGoTrueUser(record, options.adminEmails),
  };
}

/** 32 random bytes, URL-safe: refresh tokens and e-mailed link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes are stored, so a database leak does not hand out live tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

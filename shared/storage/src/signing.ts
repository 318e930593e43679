import { jwtVerify, SignJWT } from 'jose';

/** Used only outside production, so a developer machine works without configuration. */
export const DEV_SIGNING_SECRET = 'cerca-dev-storage-signing-secret-change-me';

export interface UrlSigner {
  /** A token granting read access to one object until `expiresInSeconds` from now. */
  sign(bucket: string, key: string, expiresInSeconds: number): Promise<string>;
  /** True when the token was signed by us for exactly this object and has not expired. */
  verify(bucket: string, key: string, token: string): Promise<boolean>;
}

/** The secret from STORAGE_SIGNING_SECRET; production refuses to start without one. */
export function resolveSigningSecret(env: Record<string, string | undefined>, nodeEnv: string): string {
  const secret = env.STORAGE_SIGNING_SECRET;
  if (secret && secret.length >= 32) return secret;
  if (nodeEnv === 'production')
    throw new Error('STORAGE_SIGNING_SECRET must be set (32+ characters) in production');
  return secret || DEV_SIGNING_SECRET;
}

/**
 * Signed URLs carry an HS256 JWT whose `url` claim is `<bucket>/<key>` (the shape Supabase
 * storage uses), so a token for one object never opens another.
 */
export function createUrlSigner(secret: string): UrlSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(bucket, objectKey, expiresInSeconds) {
      return new SignJWT({ url: `${bucket}/${objectKey}` })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(expiresInSeconds)))
        .sign(key);
    },
    async verify(bucket, objectKey, token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return payload.url === `${bucket}/${objectKey}`;
      } catch {
        return false;
      }
    },
  };
}

import { resolveSecret } from '@cerca/service-kit';
import { jwtVerify, SignJWT } from 'jose';

export interface UrlSigner {
  /** A token granting read access to one object until `expiresInSeconds` from now. */
  sign(bucket: string, key: string, expiresInSeconds: number): Promise<string>;
  /** True when the token was signed by us for exactly this object and has not expired. */
  verify(bucket: string, key: string, token: string): Promise<boolean>;
}

/**
 * Where a machine without STORAGE_SIGNING_SECRET keeps the secret it generated: in the root of
 * the local-disk store, beside the buckets, where no object key can reach it. Every process that
 * reads and writes the same objects therefore signs with the same secret, across restarts.
 */
export const GENERATED_SECRET_FILE = '.signing-secret';

/**
 * The secret of signed URLs: STORAGE_SIGNING_SECRET, which production must set (its objects
 * live in S3, shared by many machines); elsewhere one generated on first start and kept in the
 * local store (the service kit's resolveSecret). There is no default in the code: a known secret
 * would let anyone forge a URL for a private driver identity document.
 */
export function resolveSigningSecret(
  env: Record<string, string | undefined>,
  nodeEnv: string,
  storageDir: string,
): string {
  return resolveSecret({
    name: 'STORAGE_SIGNING_SECRET',
    value: env.STORAGE_SIGNING_SECRET,
    nodeEnv,
    dir: storageDir,
    file: GENERATED_SECRET_FILE,
  });
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

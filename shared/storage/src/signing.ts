import { resolveSecret } from '@cerca/service-kit';
import { jwtVerify, SignJWT } from 'jose';

/** What an upload token allows to be written: exactly this type and this many bytes. */
export interface SignedUpload {
  contentType: string;
  size: number;
}

export interface UrlSigner {
  /** A token granting read access to one object until `expiresInSeconds` from now. */
  sign(bucket: string, key: string, expiresInSeconds: number): Promise<string>;
  /** True when the token was signed by us for reading exactly this object and has not expired. */
  verify(bucket: string, key: string, token: string): Promise<boolean>;
  /** A token granting one write of `upload` to one object (the local driver's presigned PUT). */
  signUpload(bucket: string, key: string, upload: SignedUpload, expiresInSeconds: number): Promise<string>;
  /** What the token allows to be written to exactly this object, or null (forged, expired, a read token). */
  verifyUpload(bucket: string, key: string, token: string): Promise<SignedUpload | null>;
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
 * storage uses), so a token for one object never opens another. Upload tokens add `op: 'upload'`
 * with the type and size they allow, and are never accepted for reading (nor read tokens for
 * writing).
 */
export function createUrlSigner(secret: string): UrlSigner {
  const key = new TextEncoder().encode(secret);
  const signClaims = (claims: Record<string, unknown>, expiresInSeconds: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(expiresInSeconds)))
      .sign(key);
  const claimsOf = async (bucket: string, objectKey: string, token: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      return payload.url === `${bucket}/${objectKey}` ? payload : null;
    } catch {
      return null;
    }
  };
  return {
    async sign(bucket, objectKey, expiresInSeconds) {
      return signClaims({ url: `${bucket}/${objectKey}` }, expiresInSeconds);
    },
    async verify(bucket, objectKey, token) {
      const claims = await claimsOf(bucket, objectKey, token);
      return claims !== null && claims.op === undefined;
    },
    async signUpload(bucket, objectKey, upload, expiresInSeconds) {
      return signClaims(
        { url: `${bucket}/${objectKey}`, op: 'upload', ct: upload.contentType, size: upload.size },
        expiresInSeconds,
      );
    },
    async verifyUpload(bucket, objectKey, token) {
      const claims = await claimsOf(bucket, objectKey, token);
      if (claims?.op !== 'upload' || typeof claims.ct !== 'string' || typeof claims.size !== 'number') {
        return null;
      }
      return { contentType: claims.ct, size: claims.size };
    },
  };
}

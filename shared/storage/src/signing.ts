import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

const MIN_SECRET_LENGTH = 32;

/** Reads the generated secret, creating it once; a concurrent creator's file wins. */
function generatedSecret(storageDir: string): string {
  const file = path.join(storageDir, GENERATED_SECRET_FILE);
  mkdirSync(storageDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds no usable signing secret`);
  return secret;
}

/**
 * The secret of signed URLs: STORAGE_SIGNING_SECRET, which production must set (its objects
 * live in S3, shared by many machines); elsewhere one generated on first start and kept in the
 * local store. There is no default in the code: a known secret would let anyone forge a URL
 * for a private driver identity document.
 */
export function resolveSigningSecret(
  env: Record<string, string | undefined>,
  nodeEnv: string,
  storageDir: string,
): string {
  const secret = env.STORAGE_SIGNING_SECRET;
  if (secret !== undefined && secret !== '') {
    if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`STORAGE_SIGNING_SECRET must have ${MIN_SECRET_LENGTH}+ characters`);
    return secret;
  }
  if (nodeEnv === 'production')
    throw new Error(`STORAGE_SIGNING_SECRET must be set (${MIN_SECRET_LENGTH}+ characters) in production`);
  return generatedSecret(storageDir);
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

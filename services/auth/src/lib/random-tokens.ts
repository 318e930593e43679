import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: refresh tokens and e-mailed link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes are stored, so a database leak does not hand out live tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

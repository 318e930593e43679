import { randomInt } from 'node:crypto';
import type { Db, OneTimeTokenType } from '@cerca/db';
import {
  deleteUnusedTokens,
  findLastIssuedAt,
  findUsableTokenForUpdate,
  insertTokens,
  markOpenTokensUsed,
  tokenHashExists,
} from '../repositories/one-time-tokens';
import { gotrue } from './gotrue-error';
import { randomToken, sha256 } from './random-tokens';

export interface IssuedOneTimeToken {
  /** Goes into the e-mailed link (/verify?token=…, or token_hash in POST /verify). */
  linkToken: string;
  /** Six digits, typed with the e-mail (POST /verify { email, token }). */
  code: string;
}

export type TokenProof = { linkToken: string } | { userId: string; code: string };

// A code is only unique per person, so its stored hash includes the user id.
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/**
 * Issues a link token and a code for one person and purpose; older unused ones of the same kind
 * are dropped, so only the latest mail works. Refused (429) when the previous one is too recent.
 */
export async function issueOneTimeToken(
  db: Db,
  userId: string,
  type: OneTimeTokenType,
  minIntervalSeconds: number,
): Promise<IssuedOneTimeToken> {
  if (minIntervalSeconds > 0) {
    const lastAt = (await findLastIssuedAt(db, userId, type))?.getTime() ?? 0;
    const wait = Math.ceil((lastAt + minIntervalSeconds * 1000 - Date.now()) / 1000);
    if (wait > 0) throw gotrue.overEmailSendRateLimit(wait);
  }
  await deleteUnusedTokens(db, userId, type);
  // A new code can equal one this person already used (its row stays): draw again.
  for (let attempt = 0; ; attempt++) {
    const linkToken = randomToken();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if ((await tokenHashExists(db, codeHash(userId, code))) && attempt < 5) continue;
    await insertTokens(db, [
      { user_id: userId, token_type: type, token_hash: sha256(linkToken) },
      { user_id: userId, token_type: type, token_hash: codeHash(userId, code) },
    ]);
    return { linkToken, code };
  }
}

/**
 * Spends a token: returns the user id when it is valid, unused and younger than the expiry,
 * and marks every open token of that person and kind as used (a link and its code are one).
 */
export async function consumeOneTimeToken(
  db: Db,
  type: OneTimeTokenType,
  proof: TokenProof,
  expirySeconds: number,
): Promise<string | null> {
  const hash = 'linkToken' in proof ? sha256(proof.linkToken) : codeHash(proof.userId, proof.code);
  return db.transaction().execute(async (trx) => {
    const row = await findUsableTokenForUpdate(trx, hash, type, expirySeconds);
    if (!row) return null;
    await markOpenTokensUsed(trx, row.user_id, type);
    return row.user_id;
  });
}

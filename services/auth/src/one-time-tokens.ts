import { randomInt } from 'node:crypto';
import type { OneTimeTokenType } from '@cerca/db';
import { sql } from 'kysely';
import { gotrue } from './gotrue-errors';
import { randomToken, sha256 } from './tokens';
import type { Db, DbOrTrx } from './users';

export interface IssuedOneTimeToken {
  /** Goes into the e-mailed link (/verify?token=…, or token_hash in POST /verify). */
  linkToken: string;
  /** Six digits, typed with the e-mail (POST /verify { email, token }). */
  code: string;
}

// A code is only unique per person, so its stored hash includes the user id.
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/**
 * Issues a link token and a code for one person and purpose; older unused ones of the same kind
 * are dropped, so only the latest mail works. Refused (429) when the previous one is too recent.
 */
export async function issueOneTimeToken(
  db: DbOrTrx,
  userId: string,
  type: OneTimeTokenType,
  minIntervalSeconds: number,
): Promise<IssuedOneTimeToken> {
  if (minIntervalSeconds > 0) {
    const last = await db
      .selectFrom('auth.one_time_tokens')
      .select((eb) => eb.fn.max('created_at').as('last'))
      .where('user_id', '=', userId)
      .where('token_type', '=', type)
      .executeTakeFirst();
    const lastAt = last?.last ? new Date(last.last).getTime() : 0;
    const wait = Math.ceil((lastAt + minIntervalSeconds * 1000 - Date.now()) / 1000);
    if (wait > 0) throw gotrue.overEmailSendRateLimit(wait);
  }
  await db
    .deleteFrom('auth.one_time_tokens')
    .where('user_id', '=', userId)
    .where('token_type', '=', type)
    .where('used_at', 'is', null)
    .execute();
  // A new code can equal one this person already used (its row stays): draw again.
  for (let attempt = 0; ; attempt++) {
    const linkToken = randomToken();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const taken = await db
      .selectFrom('auth.one_time_tokens')
      .select('id')
      .where('token_hash', '=', codeHash(userId, code))
      .executeTakeFirst();
    if (taken && attempt < 5) continue;
    await db
      .insertInto('auth.one_time_tokens')
      .values([
        { user_id: userId, token_type: type, token_hash: sha256(linkToken) },
        { user_id: userId, token_type: type, token_hash: codeHash(userId, code) },
      ])
      .execute();
    return { linkToken, code };
  }
}

export type TokenProof = { linkToken: string } | { userId: string; code: string };

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
    const row = await trx
      .selectFrom('auth.one_time_tokens')
      .select(['user_id'])
      .where('token_hash', '=', hash)
      .where('token_type', '=', type)
      .where('used_at', 'is', null)
      .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${expirySeconds})`)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .updateTable('auth.one_time_tokens')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', row.user_id)
      .where('token_type', '=', type)
      .where('used_at', 'is', null)
      .execute();
    return row.user_id;
  });
}

import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type Db, type NewAuthOneTimeToken, type OneTimeTokenType, sql } from '@cerca/db';

/** 32 random bytes, URL-safe: refresh tokens and e-mailed link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes are stored, so a database leak does not hand out live tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface IssuedOneTimeToken {
  /** Goes into the e-mailed link (/verify?token=…, or token_hash in POST /verify). */
  linkToken: string;
  /** Six digits, typed with the e-mail (POST /verify { email, token }). */
  code: string;
}

export type TokenProof = { linkToken: string } | { userId: string; code: string };

/** The previous token of this kind went out less than the mail interval ago. */
export class MailTooSoonError extends Error {
  constructor(readonly waitSeconds: number) {
    super(`a new one-time token may be issued in ${waitSeconds} s`);
  }
}

// A code is only unique per person, so its stored hash includes the user id.
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/**
 * Issues a link token and a code for one person and purpose; older unused ones of the same kind
 * are dropped, so only the latest mail works. MailTooSoonError when the previous one is too recent.
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
    if (wait > 0) throw new MailTooSoonError(wait);
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
    if ((await tokenHashExists(db, codeHash(userId, code))) && attempt < 5) continue;
    const rows: NewAuthOneTimeToken[] = [
      { user_id: userId, token_type: type, token_hash: sha256(linkToken) },
      { user_id: userId, token_type: type, token_hash: codeHash(userId, code) },
    ];
    await db.insertInto('auth.one_time_tokens').values(rows).execute();
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

/** When the person's latest token of this kind was issued, or null when none was. */
async function findLastIssuedAt(db: Db, userId: string, type: OneTimeTokenType): Promise<Date | null> {
  const last = await db
    .selectFrom('auth.one_time_tokens')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('user_id', '=', userId)
    .where('token_type', '=', type)
    .executeTakeFirst();
  return last?.last ? new Date(last.last) : null;
}

async function tokenHashExists(db: Db, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth.one_time_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row !== undefined;
}

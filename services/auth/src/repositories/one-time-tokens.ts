import { type Db, type NewAuthOneTimeToken, type OneTimeTokenType, sql } from '@cerca/db';

/** When the person's latest token of this kind was issued, or null when none was. */
export async function findLastIssuedAt(db: Db, userId: string, type: OneTimeTokenType): Promise<Date | null> {
  const last = await db
    .selectFrom('auth.one_time_tokens')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('user_id', '=', userId)
    .where('token_type', '=', type)
    .executeTakeFirst();
  return last?.last ? new Date(last.last) : null;
}

export async function deleteUnusedTokens(db: Db, userId: string, type: OneTimeTokenType): Promise<void> {
  await db
    .deleteFrom('auth.one_time_tokens')
    .where('user_id', '=', userId)
    .where('token_type', '=', type)
    .where('used_at', 'is', null)
    .execute();
}

export async function tokenHashExists(db: Db, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth.one_time_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTokens(db: Db, tokens: NewAuthOneTimeToken[]): Promise<void> {
  await db.insertInto('auth.one_time_tokens').values(tokens).execute();
}

/** The unused token younger than the expiry, locked for the rest of the transaction. */
export function findUsableTokenForUpdate(
  db: Db,
  tokenHash: string,
  type: OneTimeTokenType,
  expirySeconds: number,
) {
  return db
    .selectFrom('auth.one_time_tokens')
    .select(['user_id'])
    .where('token_hash', '=', tokenHash)
    .where('token_type', '=', type)
    .where('used_at', 'is', null)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${expirySeconds})`)
    .forUpdate()
    .executeTakeFirst();
}

export async function markOpenTokensUsed(db: Db, userId: string, type: OneTimeTokenType): Promise<void> {
  await db
    .updateTable('auth.one_time_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('token_type', '=', type)
    .where('used_at', 'is', null)
    .execute();
}

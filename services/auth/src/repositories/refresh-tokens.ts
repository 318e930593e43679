import { type Db, type NewAuthRefreshToken, sql } from '@cerca/db';

export async function insertRefreshToken(db: Db, token: NewAuthRefreshToken): Promise<void> {
  await db.insertInto('auth.refresh_tokens').values(token).execute();
}

/** Locks the row so two concurrent uses of one token cannot both rotate it. */
export function findRefreshTokenForUpdate(db: Db, tokenHash: string) {
  return db
    .selectFrom('auth.refresh_tokens')
    .select(['id', 'user_id', 'session_id', 'revoked'])
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function revokeRefreshToken(db: Db, id: number): Promise<void> {
  await db
    .updateTable('auth.refresh_tokens')
    .set({ revoked: true, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function revokeSessionRefreshTokens(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('auth.refresh_tokens')
    .set({ revoked: true, updated_at: sql`now()` })
    .where('session_id', '=', sessionId)
    .where('revoked', '=', false)
    .execute();
}

import { type Db, sql } from '@cerca/db';

export type LogoutScope = 'global' | 'local' | 'others';

export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

export function insertSession(db: Db, userId: string, client: SessionClient) {
  return db
    .insertInto('auth.sessions')
    .values({ user_id: userId, ip: client.ip, user_agent: client.userAgent?.slice(0, 512) ?? null })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Stamps the session as used now (a refresh) and returns it. */
export function touchSession(db: Db, id: string) {
  return db
    .updateTable('auth.sessions')
    .set({ updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Ends sessions like GoTrue: the session rows go, and their refresh tokens with them (ON DELETE
 * CASCADE), so those tokens answer refresh_token_not_found and the access tokens of those
 * sessions answer session_not_found at /user. Returns the ids of the sessions it ended.
 */
export async function deleteSessions(
  db: Db,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<string[]> {
  let query = db.deleteFrom('auth.sessions').where('user_id', '=', userId);
  if (sessionId && scope === 'local') query = query.where('id', '=', sessionId);
  if (sessionId && scope === 'others') query = query.where('id', '!=', sessionId);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/** When the session began (sign-in or mailed link); refreshes keep it. Undefined when it is gone. */
export async function findSessionStart(db: Db, sessionId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('auth.sessions')
    .select('created_at')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.created_at;
}

export async function sessionExists(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth.sessions')
    .select('id')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}

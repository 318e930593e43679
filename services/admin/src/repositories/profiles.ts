import { type Db, sql } from '@cerca/db';

/** Who acts, as the audit log names them: the username, or the e-mail when there is none. */
export async function findActor(db: Db, userId: string): Promise<{ id: string; label: string }> {
  const row = await db
    .selectFrom('profiles')
    .select(['username', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return { id: userId, label: row?.username || row?.email || userId };
}

/** The account an admin names by e-mail in the add-partner modal (case-insensitive). */
export async function findProfileByEmail(db: Db, email: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'username', 'email', 'role', 'managed_city_id'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

export async function findProfile(db: Db, id: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'username', 'full_name', 'email', 'avatar_url', 'role', 'managed_city_id', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

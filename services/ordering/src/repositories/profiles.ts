import type { Db } from '@cerca/db';

/** The profile row of one person, or undefined when the account has none. */
export function findProfileById(db: Db, id: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'username', 'full_name', 'avatar_url', 'email', 'role', 'managed_city_id', 'user_type'])
    .where('id', '=', id)
    .executeTakeFirst();
}

import { type PublicPerson, USER_SEARCH_LIMIT } from '@cerca/contracts';
import { type Db, escapeLike, sql } from '@cerca/db';

/**
 * People whose username or e-mail contains `text`, case-insensitively (the trigram indexes on
 * lower(username) and lower(email)), by username. Only public fields leave this function: the
 * e-mail is matched, never returned.
 */
export function searchPeople(db: Db, text: string): Promise<PublicPerson[]> {
  const pattern = `%${escapeLike(text)}%`;
  return db
    .selectFrom('profiles')
    .select(['id', 'username', 'full_name', 'avatar_url'])
    .where(sql<boolean>`(lower(username) like lower(${pattern}) or lower(email) like lower(${pattern}))`)
    .orderBy('username')
    .orderBy('id')
    .limit(USER_SEARCH_LIMIT)
    .execute();
}

import { type PublicPerson, USER_SEARCH_LIMIT } from '@cerca/contracts';
import { type Db, escapeLike, sql } from '@cerca/db';

/**
 * People whose username or full name contains `text` (case-insensitively; the name also
 * accent-insensitively), or whose e-mail is exactly `text` when they show it on their profile
 * (profiles.show_email), by username. An e-mail is never matched by a part of it: a domain such
 * as '@empresa.mx' must not list a company's people. Only public fields leave this function.
 * Indexes: the trigram ones on lower(username), f_unaccent(lower(full_name)) and lower(email).
 */
export function searchPeople(db: Db, text: string): Promise<PublicPerson[]> {
  const pattern = `%${escapeLike(text)}%`;
  return db
    .selectFrom('profiles')
    .select(['id', 'username', 'full_name', 'avatar_url'])
    .where(
      sql<boolean>`(lower(username) like lower(${pattern})
        or public.f_unaccent(lower(full_name)) like public.f_unaccent(lower(${pattern}))
        or (lower(email) = lower(${text}) and show_email))`,
    )
    .orderBy('username')
    .orderBy('id')
    .limit(USER_SEARCH_LIMIT)
    .execute();
}

import type { ProfileSettings } from '@cerca/contracts';
import type { Db } from '@cerca/db';

/** The profile row of one person, or undefined when the account has none. */
export function findProfileById(db: Db, id: string) {
  return db
    .selectFrom('profiles')
    .select([
      'id',
      'username',
      'full_name',
      'avatar_url',
      'email',
      'role',
      'managed_city_id',
      'user_type',
      'show_email',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Stores the person's public-profile settings; undefined when the account has no profile. */
export function updateProfileSettings(db: Db, id: string, settings: ProfileSettings) {
  return db
    .updateTable('profiles')
    .set({ show_email: settings.show_email })
    .where('id', '=', id)
    .returning(['show_email'])
    .executeTakeFirst();
}

import type { ProfileSettings } from '@cerca/contracts';
import type { Db } from '@cerca/db';

/** Stores the person's public-profile settings; undefined when the account has no profile. */
export function updateProfileSettings(db: Db, id: string, settings: ProfileSettings) {
  return db
    .updateTable('profiles')
    .set({ show_email: settings.show_email })
    .where('id', '=', id)
    .returning(['show_email'])
    .executeTakeFirst();
}

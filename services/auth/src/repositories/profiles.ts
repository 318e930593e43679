import { type Db, PROFILE_COLUMNS, type Profile, type ProfileUpdate } from '@cerca/db';

export async function findProfileById(db: Db, id: string): Promise<Profile | null> {
  const profile = await db
    .selectFrom('profiles')
    .select(PROFILE_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return profile ?? null;
}

export function listProfilesByIds(db: Db, ids: string[]): Promise<Profile[]> {
  return db.selectFrom('profiles').select(PROFILE_COLUMNS).where('id', 'in', ids).execute();
}

export async function updateProfile(db: Db, id: string, changes: ProfileUpdate): Promise<void> {
  await db.updateTable('profiles').set(changes).where('id', '=', id).execute();
}

import { type Db, type NewProfile, PROFILE_COLUMNS, type Profile, type ProfileUpdate } from '@cerca/db';

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

export function insertProfile(db: Db, profile: NewProfile): Promise<Profile> {
  return db.insertInto('profiles').values(profile).returning(PROFILE_COLUMNS).executeTakeFirstOrThrow();
}

/** The usernames taken among `base` and `base` followed by digits (ana, ana1, ana2…). */
export async function listUsernamesLike(db: Db, base: string): Promise<string[]> {
  const pattern = `^${base.replace(/\./g, '\\.')}[0-9]+$`;
  const rows = await db
    .selectFrom('profiles')
    .select('username')
    .where((eb) => eb.or([eb('username', '=', base), eb('username', '~', pattern)]))
    .execute();
  return rows.map((row) => row.username);
}

import {
  AUTH_USER_COLUMNS,
  type AuthUser,
  type Db,
  type JsonObject,
  type NewAuthUser,
  PROVEN_EMAIL_KEY,
  type Profile,
  sql,
} from '@cerca/db';
import { isUuid } from '../lib/uuid';
import { findProfileById, listProfilesByIds } from './profiles';

export interface UserWithProfile {
  user: AuthUser;
  profile: Profile | null;
}

/** Matches case-insensitively, like the unique index on lower(email). */
export async function findUserByEmail(db: Db, email: string): Promise<UserWithProfile | null> {
  const user = await db
    .selectFrom('auth.users')
    .select(AUTH_USER_COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return user ? { user, profile: await findProfileById(db, user.id) } : null;
}

/** Null for ids that are not UUIDs too, so a bad id never reaches Postgres as a cast error. */
export async function findUserById(db: Db, id: string): Promise<UserWithProfile | null> {
  if (!isUuid(id)) return null;
  const user = await db
    .selectFrom('auth.users')
    .select(AUTH_USER_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return user ? { user, profile: await findProfileById(db, user.id) } : null;
}

export function getUser(db: Db, id: string): Promise<AuthUser> {
  return db.selectFrom('auth.users').select(AUTH_USER_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

/** One page of users, newest first, each with its profile, and how many users there are in all. */
export async function listUsersPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ total: number; records: UserWithProfile[] }> {
  const [{ total }, users] = await Promise.all([
    db
      .selectFrom('auth.users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('auth.users')
      .select(AUTH_USER_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  const profiles = users.length
    ? await listProfilesByIds(
        db,
        users.map((user) => user.id),
      )
    : [];
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  return {
    total: Number(total),
    records: users.map((user) => ({ user, profile: byId.get(user.id) ?? null })),
  };
}

export interface UserChanges {
  email?: string;
  passwordHash?: string;
  /** Marks the e-mail confirmed, keeping the first confirmation time. */
  confirmEmail?: boolean;
  /** Records the current e-mail as proven by a mailed token (proven-email.ts); not with appMetadata. */
  proveEmail?: boolean;
  userMetadata?: JsonObject;
  appMetadata?: JsonObject;
  /** null lifts a ban. */
  bannedUntil?: Date | null;
}

/** Writes the given changes and stamps updated_at. */
export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<void> {
  await db
    .updateTable('auth.users')
    .set({
      updated_at: sql`now()`,
      ...(changes.email !== undefined ? { email: changes.email } : {}),
      ...(changes.passwordHash !== undefined ? { encrypted_password: changes.passwordHash } : {}),
      ...(changes.confirmEmail ? { email_confirmed_at: sql`coalesce(email_confirmed_at, now())` } : {}),
      ...(changes.userMetadata !== undefined ? { raw_user_meta_data: changes.userMetadata } : {}),
      ...(changes.appMetadata !== undefined ? { raw_app_meta_data: changes.appMetadata } : {}),
      ...(changes.proveEmail
        ? {
            raw_app_meta_data: sql<JsonObject>`raw_app_meta_data || jsonb_build_object(${PROVEN_EMAIL_KEY}::text, lower(email))`,
          }
        : {}),
      ...(changes.bannedUntil !== undefined ? { banned_until: changes.bannedUntil } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Leaves updated_at alone: used right after the insert, inside the creating transaction. */
export async function setUserBannedUntil(db: Db, id: string, bannedUntil: Date | null): Promise<void> {
  await db.updateTable('auth.users').set({ banned_until: bannedUntil }).where('id', '=', id).execute();
}

/**
 * Stamps the sign-in and answers the ban as it stands once any ban being written has committed:
 * the UPDATE waits for such a writer and re-reads the row (READ COMMITTED).
 */
export async function touchLastSignIn(db: Db, id: string): Promise<{ banned_until: Date | null }> {
  return db
    .updateTable('auth.users')
    .set({ last_sign_in_at: sql`now()` })
    .where('id', '=', id)
    .returning('banned_until')
    .executeTakeFirstOrThrow();
}

/**
 * Holds the user's row until the transaction ends: a sign-in cannot open a session for them
 * meanwhile (its foreign-key check waits, then fails once the row is deleted).
 */
export async function lockUser(db: Db, id: string): Promise<void> {
  await db.selectFrom('auth.users').select('id').where('id', '=', id).forUpdate().execute();
}

/** The profile, sessions and tokens go with the user (ON DELETE CASCADE). */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('auth.users').where('id', '=', id).execute();
}

export function insertUser(db: Db, user: NewAuthUser): Promise<AuthUser> {
  return db.insertInto('auth.users').values(user).returning(AUTH_USER_COLUMNS).executeTakeFirstOrThrow();
}

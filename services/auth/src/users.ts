import type { Role } from '@cerca/contracts';
import type { AuthUser, Database, JsonObject, Profile, UserType } from '@cerca/db';
import type { Kysely, Transaction } from 'kysely';
import { usernameBase } from './email';
import { GoTrueError } from './gotrue-errors';

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

export interface UserWithProfile {
  user: AuthUser;
  profile: Profile | null;
}

/** Password accounts only: every user's app_metadata says so, as GoTrue's does. */
export function appMetadataBase(): JsonObject {
  return { provider: 'email', providers: ['email'] };
}

export async function findUserByEmail(db: DbOrTrx, email: string): Promise<UserWithProfile | null> {
  const user = await db
    .selectFrom('auth.users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return user ? { user, profile: await findProfile(db, user.id) } : null;
}

export async function findUserById(db: DbOrTrx, id: string): Promise<UserWithProfile | null> {
  if (!isUuid(id)) return null;
  const user = await db.selectFrom('auth.users').selectAll().where('id', '=', id).executeTakeFirst();
  return user ? { user, profile: await findProfile(db, user.id) } : null;
}

function findProfile(db: DbOrTrx, id: string): Promise<Profile | null> {
  return db
    .selectFrom('profiles')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row ?? null);
}

/** 'admin' when the profile says so or the e-mail is in ADMIN_EMAILS; otherwise the profile's role. */
export function effectiveRole(record: UserWithProfile, adminEmails: string[]): Role {
  if (record.profile?.role === 'admin' || adminEmails.includes(record.user.email.toLowerCase()))
    return 'admin';
  return record.profile?.role ?? 'user';
}

export function isBanned(user: AuthUser, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now.getTime();
}

export interface NewUserInput {
  email: string;
  passwordHash: string | null;
  userType: UserType;
  userMetadata: JsonObject;
  appMetadata?: JsonObject;
  confirmed: boolean;
  role?: Role;
  managedCityId?: string | null;
}

/**
 * Creates the auth user and its profile in one transaction: username from the e-mail's local
 * part, made unique with a number (ana, ana1, ana2…). Two sign-ups racing for the same username
 * make one transaction fail on the unique index; it is retried with the next free number.
 */
export async function createUserWithProfile(
  db: Db,
  input: NewUserInput,
  /** Runs inside the same transaction (start a session, queue the confirmation mail). */
  afterCreate?: (trx: Transaction<Database>, created: UserWithProfile) => Promise<void>,
): Promise<UserWithProfile> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const now = new Date();
        const user = await trx
          .insertInto('auth.users')
          .values({
            email: input.email,
            encrypted_password: input.passwordHash,
            email_confirmed_at: input.confirmed ? now : null,
            raw_user_meta_data: { ...input.userMetadata, user_type: input.userType },
            raw_app_meta_data: { ...input.appMetadata, ...appMetadataBase() },
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const profile = await trx
          .insertInto('profiles')
          .values({
            id: user.id,
            username: await freeUsername(trx, usernameBase(input.email)),
            email: input.email,
            user_type: input.userType,
            role: input.role ?? 'user',
            managed_city_id: input.managedCityId ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created = { user, profile };
        await afterCreate?.(trx, created);
        return created;
      });
    } catch (error) {
      if (uniqueViolation(error, 'users_email_lower_key')) throw new DuplicateEmailError();
      if (uniqueViolation(error, 'profiles_username_key') && attempt < 5) continue;
      throw error;
    }
  }
}

export class DuplicateEmailError extends Error {
  constructor() {
    super('duplicate e-mail');
  }
}

async function freeUsername(trx: Transaction<Database>, base: string): Promise<string> {
  const pattern = `^${base.replace(/\./g, '\\.')}[0-9]+$`;
  const taken = await trx
    .selectFrom('profiles')
    .select('username')
    .where((eb) => eb.or([eb('username', '=', base), eb('username', '~', pattern)]))
    .execute();
  const names = new Set(taken.map((row) => row.username));
  if (!names.has(base)) return base;
  for (let n = 1; ; n++) if (!names.has(`${base}${n}`)) return `${base}${n}`;
}

export function uniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === '23505' && pgError.constraint === constraint;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Thrown for metadata the caller may not set; mapped to GoTrue's 422 validation_failed. */
export function invalidMetadata(msg: string): GoTrueError {
  return new GoTrueError(422, 'validation_failed', msg);
}

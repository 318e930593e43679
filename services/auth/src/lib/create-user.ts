import type { Role } from '@cerca/contracts';
import type { Db, JsonObject, UserType } from '@cerca/db';
import { insertProfile, listUsernamesLike } from '../repositories/profiles';
import { insertUser, type UserWithProfile } from '../repositories/users';
import { usernameBase } from './email-address';
import { appMetadataBase } from './gotrue-user';
import { isUniqueViolation } from './pg-errors';

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

export class DuplicateEmailError extends Error {
  constructor() {
    super('duplicate e-mail');
  }
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
  afterCreate?: (trx: Db, created: UserWithProfile) => Promise<void>,
): Promise<UserWithProfile> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const user = await insertUser(trx, {
          email: input.email,
          encrypted_password: input.passwordHash,
          email_confirmed_at: input.confirmed ? new Date() : null,
          raw_user_meta_data: { ...input.userMetadata, user_type: input.userType },
          raw_app_meta_data: { ...input.appMetadata, ...appMetadataBase() },
        });
        const profile = await insertProfile(trx, {
          id: user.id,
          username: await freeUsername(trx, usernameBase(input.email)),
          email: input.email,
          user_type: input.userType,
          role: input.role ?? 'user',
          managed_city_id: input.managedCityId ?? null,
        });
        const created = { user, profile };
        await afterCreate?.(trx, created);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_key')) throw new DuplicateEmailError();
      if (isUniqueViolation(error, 'profiles_username_key') && attempt < 5) continue;
      throw error;
    }
  }
}

async function freeUsername(db: Db, base: string): Promise<string> {
  const names = new Set(await listUsernamesLike(db, base));
  if (!names.has(base)) return base;
  for (let n = 1; ; n++) if (!names.has(`${base}${n}`)) return `${base}${n}`;
}

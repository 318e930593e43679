import type { Role } from '@cerca/contracts';
import {
  type AuthUser,
  type Db,
  isUniqueViolation,
  type JsonObject,
  type Profile,
  type UserType,
} from '@cerca/db';
import { insertProfile } from '../repositories/profiles';
import { insertUser } from '../repositories/users';
import { freeUsername, usernameBase } from './usernames';

// Account creation, the one insert path of sign-up and the admin API: an auth user, its profile
// and a username from the e-mail, in one transaction.

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

export interface CreatedAccount {
  user: AuthUser;
  profile: Profile;
}

export class DuplicateEmailError extends Error {
  constructor() {
    super('duplicate e-mail');
  }
}

/** Password accounts only: every user's app_metadata says so, as GoTrue's does. */
export function appMetadataBase(): JsonObject {
  return { provider: 'email', providers: ['email'] };
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
  afterCreate?: (trx: Db, created: CreatedAccount) => Promise<void>,
): Promise<CreatedAccount> {
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

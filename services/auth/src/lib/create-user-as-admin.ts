import type { Db, JsonObject } from '@cerca/db';
import { findUserById, setUserBannedUntil, type UserWithProfile } from '../repositories/users';
import type { AdminUserBody } from './admin-user-schemas';
import { parseBanDuration } from './bans';
import { createUserWithProfile, DuplicateEmailError } from './create-account';
import { normalizeEmail } from './email-address';
import { gotrue } from './gotrue-error';
import { assertStrongPassword, hashPassword } from './passwords';
import { otherAppMetadata, parseProfileFields, profileWriteError } from './profile-fields';
import { parseUserType } from './user-type';

/**
 * POST /admin/users: the account and its profile, with the role, managed city and account type
 * taken from the metadata, optionally confirmed and banned from the start.
 */
export async function createUserAsAdmin(
  db: Db,
  body: AdminUserBody,
  passwordMinLength: number,
): Promise<UserWithProfile> {
  const email = normalizeEmail(body.email);
  if (body.password !== undefined) assertStrongPassword(body.password, passwordMinLength);
  const userMetadata = (body.user_metadata ?? {}) as JsonObject;
  const userType = parseUserType(userMetadata.user_type) ?? 'user';
  const profileFields = parseProfileFields(body.app_metadata, { role: 'user', managed_city_id: null });
  const bannedUntil = parseBanDuration(body.ban_duration);
  let created: UserWithProfile;
  try {
    created = await createUserWithProfile(
      db,
      {
        email,
        passwordHash: body.password ? await hashPassword(body.password) : null,
        userType,
        userMetadata,
        appMetadata: otherAppMetadata(body.app_metadata),
        confirmed: body.email_confirm === true,
        role: profileFields.role,
        managedCityId: profileFields.managed_city_id,
      },
      async (trx, record) => {
        if (bannedUntil !== undefined) await setUserBannedUntil(trx, record.user.id, bannedUntil);
      },
    );
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw gotrue.emailExists();
    throw profileWriteError(error);
  }
  // Re-read so the answer shows the ban set after the insert.
  return (await findUserById(db, created.user.id)) ?? created;
}

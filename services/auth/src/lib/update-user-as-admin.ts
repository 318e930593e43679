import { isUniqueViolation } from '@cerca/db';
import type { AuthContext } from '../auth-context';
import { updateProfile } from '../repositories/profiles';
import { type UserWithProfile, updateUser } from '../repositories/users';
import type { AdminUserBody } from './admin-user-schemas';
import { parseBanDuration } from './bans';
import { appMetadataBase } from './create-account';
import { normalizeEmail } from './email-address';
import { endSessions } from './end-sessions';
import { gotrue } from './gotrue-error';
import { mergeMetadata } from './metadata';
import { assertStrongPassword, hashPassword } from './passwords';
import { otherAppMetadata, parseProfileFields, profileWriteError } from './profile-fields';
import { parseUserType } from './user-type';

/**
 * PUT /admin/users/:id's changes, checked before anything is written, then applied in one
 * transaction: the auth user, the profile columns they mirror (e-mail, account type, role,
 * managed city) and, for a ban, the end of the person's sessions.
 */
export async function updateUserAsAdmin(
  context: Pick<AuthContext, 'db' | 'redis' | 'config' | 'settings'>,
  record: UserWithProfile,
  body: AdminUserBody,
): Promise<void> {
  const email = body.email !== undefined ? normalizeEmail(body.email) : undefined;
  if (body.password !== undefined) assertStrongPassword(body.password, context.settings.passwordMinLength);
  const passwordHash = body.password !== undefined ? await hashPassword(body.password) : undefined;
  const userMetadata = body.user_metadata
    ? mergeMetadata(record.user.raw_user_meta_data, body.user_metadata)
    : undefined;
  const userType = userMetadata ? parseUserType(userMetadata.user_type) : undefined;
  const profileFields = body.app_metadata
    ? parseProfileFields(body.app_metadata, {
        role: record.profile?.role ?? 'user',
        managed_city_id: record.profile?.managed_city_id ?? null,
      })
    : undefined;
  const appMetadata = body.app_metadata
    ? mergeMetadata(record.user.raw_app_meta_data, otherAppMetadata(body.app_metadata))
    : undefined;
  const bannedUntil = parseBanDuration(body.ban_duration);

  try {
    await context.db.transaction().execute(async (trx) => {
      await updateUser(trx, record.user.id, {
        email,
        passwordHash,
        confirmEmail: body.email_confirm === true,
        userMetadata,
        appMetadata: appMetadata ? { ...appMetadata, ...appMetadataBase() } : undefined,
        bannedUntil,
      });
      const profileChanges = {
        ...(email ? { email } : {}),
        ...(userType ? { user_type: userType } : {}),
        ...(profileFields ?? {}),
      };
      if (Object.keys(profileChanges).length > 0) await updateProfile(trx, record.user.id, profileChanges);
      // A ban, or a password set by an admin (say, for a person whose account was taken over), ends
      // the person's sessions at once: refresh tokens here, access tokens everywhere.
      if (bannedUntil || passwordHash) await endSessions(trx, context, record.user.id, null, 'global');
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw gotrue.emailExists();
    throw profileWriteError(error);
  }
}

import type { AuthContext } from '../auth-context';
import { updateUser } from '../repositories/users';
import type { Authenticated } from './authenticate';
import { endSessions } from './end-sessions';
import { gotrue } from './gotrue-error';
import { MAX_METADATA_BYTES, mergeMetadata } from './metadata';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
import { assertMayChangePassword, type PasswordChangeProof } from './reauthentication';

/** Keys of user_metadata people cannot change themselves (the account type is chosen at sign-up). */
const PROTECTED_METADATA = ['user_type'];

export interface OwnUserChanges extends PasswordChangeProof {
  email?: string;
  phone?: string;
  password?: string;
  data?: Record<string, unknown>;
}

/** PUT /user's changes: a new password and user_metadata; the e-mail and phone cannot change. */
export async function updateOwnUser(
  context: Pick<AuthContext, 'db' | 'redis' | 'config' | 'settings' | 'mailDrop' | 'limitEmail'>,
  caller: Authenticated,
  changes: OwnUserChanges,
): Promise<void> {
  const { record, sessionId } = caller;
  if (changes.email !== undefined && changes.email.trim().toLowerCase() !== record.user.email.toLowerCase()) {
    throw gotrue.emailChangeNotAllowed();
  }
  if (changes.phone) throw gotrue.phoneDisabled('Phone changes are disabled');

  let passwordHash: string | undefined;
  if (changes.password !== undefined) {
    assertStrongPassword(changes.password, context.settings.passwordMinLength);
    await assertMayChangePassword(context, caller, changes);
    if (await verifyPassword(changes.password, record.user.encrypted_password)) throw gotrue.samePassword();
    passwordHash = await hashPassword(changes.password);
  }
  const userMetadata = changes.data
    ? mergeMetadata(record.user.raw_user_meta_data, changes.data, PROTECTED_METADATA)
    : undefined;
  if (userMetadata && JSON.stringify(userMetadata).length > MAX_METADATA_BYTES) {
    throw gotrue.unprocessable('User metadata is too large');
  }

  await context.db.transaction().execute(async (trx) => {
    await updateUser(trx, record.user.id, { passwordHash, userMetadata });
    // A new password signs out every other device, as a stolen session should not survive it.
    if (passwordHash)
      await endSessions(trx, context, record.user.id, sessionId, sessionId ? 'others' : 'global');
  });
}

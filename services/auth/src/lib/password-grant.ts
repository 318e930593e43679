import type { AuthContext } from '../auth-context';
import type { SessionClient } from '../repositories/sessions';
import { findUserByEmail } from '../repositories/users';
import type { AccessTokenResponse } from './access-token';
import { isBanned } from './bans';
import { gotrue } from './gotrue-error';
import { verifyPassword } from './passwords';
import { signIn } from './start-session';

export interface PasswordCredentials {
  email?: string;
  phone?: string;
  password?: string;
}

/** grant_type=password: a new session for the right e-mail and password. */
export async function passwordGrant(
  context: AuthContext,
  body: PasswordCredentials,
  client: SessionClient,
): Promise<AccessTokenResponse> {
  if (body.email && body.phone) {
    throw gotrue.validation('Only an email address or phone number should be provided on login.');
  }
  if (!body.email) {
    if (body.phone) throw gotrue.phoneDisabled('Phone logins are disabled');
    throw gotrue.validation('missing email or phone');
  }
  const email = body.email.trim().toLowerCase();
  await context.signInThrottle.beforeAttempt(email, client.ip);
  const record = await findUserByEmail(context.db, email);
  // Always one argon2 verification, so unknown e-mails answer as slowly as wrong passwords.
  const valid = await verifyPassword(body.password ?? '', record?.user.encrypted_password);
  if (!record || !valid) {
    await context.signInThrottle.failed(email);
    throw gotrue.invalidCredentials();
  }
  if (isBanned(record.user)) throw gotrue.userBanned();
  if (!record.user.email_confirmed_at) throw gotrue.emailNotConfirmed();
  return signIn(context, record, client, 'password');
}

import {
  consumeOneTimeToken,
  issueOneTimeToken,
  MailTooSoonError,
  queueActionMail,
} from '@cerca/account-mail';
import type { AuthContext } from '../auth-context';
import { findSessionStart } from '../repositories/sessions';
import type { Authenticated } from './authenticate';
import { gotrue } from './gotrue-error';
import { verifyPassword } from './passwords';

type Context = Pick<AuthContext, 'db' | 'settings' | 'mailDrop' | 'limitEmail'>;

/** What PUT /user may carry besides the new password to prove the person is the account's owner. */
export interface PasswordChangeProof {
  /** The six-digit code mailed by GET /reauthenticate (GoTrue's `nonce`). */
  nonce?: string;
  /** The password in use now. */
  current_password?: string;
}

/**
 * GET /reauthenticate's work: mails the signed-in person a six-digit code that lets a session
 * older than the reauthentication window change the password (GoTrue's nonce flow).
 */
export async function sendReauthenticationCode(context: Context, { record }: Authenticated) {
  const queued = await context.db.transaction().execute(async (trx) => {
    const issued = await issueOneTimeToken(
      trx,
      record.user.id,
      'reauthentication',
      context.settings.mailInterval,
    ).catch((error: unknown) => {
      // Asked again within the mail interval: GoTrue's 429, with the seconds left to wait.
      throw error instanceof MailTooSoonError ? gotrue.overEmailSendRateLimit(error.waitSeconds) : error;
    });
    return queueActionMail(trx, {
      kind: 'reauthentication',
      to: record.user.email,
      name: record.profile?.full_name || record.profile?.username || record.user.email,
      code: issued.code,
      expiryMinutes: Math.round(context.settings.otpExpiry / 60),
    });
  });
  await context.mailDrop?.(queued);
}

/**
 * A stolen access token must not be enough to take the account over: a new password needs a
 * session begun within the window (the password or a mailed link was just used), the current
 * password, or a code from GET /reauthenticate. Wrong guesses count against the address's limit.
 */
export async function assertMayChangePassword(
  context: Context,
  { record, sessionId }: Authenticated,
  proof: PasswordChangeProof,
): Promise<void> {
  // A current password that is given is always checked, however recent the session: a form
  // that asks for it must not accept a wrong one.
  if (proof.current_password !== undefined && proof.nonce === undefined) {
    await context.limitEmail('reauthenticate', record.user.email);
    if (!(await verifyPassword(proof.current_password, record.user.encrypted_password)))
      throw gotrue.currentPasswordMismatch();
    return;
  }
  const startedAt = sessionId ? await findSessionStart(context.db, sessionId) : undefined;
  const windowMs = context.settings.reauthenticationWindow * 1000;
  if (startedAt && Date.now() - startedAt.getTime() < windowMs) return;

  if (proof.nonce === undefined && proof.current_password === undefined)
    throw gotrue.reauthenticationNeeded();
  await context.limitEmail('reauthenticate', record.user.email);
  if (proof.nonce !== undefined) {
    const userId = await consumeOneTimeToken(
      context.db,
      'reauthentication',
      { userId: record.user.id, code: proof.nonce.trim() },
      context.settings.otpExpiry,
    );
    if (userId !== record.user.id) throw gotrue.reauthenticationNotValid();
    return;
  }
  if (!(await verifyPassword(proof.current_password ?? '', record.user.encrypted_password)))
    throw gotrue.currentPasswordMismatch();
}

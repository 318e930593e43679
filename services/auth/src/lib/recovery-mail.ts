import type { AuthContext } from '../auth-context';
import type { UserWithProfile } from '../repositories/users';
import { queueActionMail } from './action-mail';
import { issueOneTimeToken } from './one-time-tokens';
import { verifyLink } from './redirects';

/** What sending a mail needs of the auth context. */
export type MailContext = Pick<AuthContext, 'db' | 'settings' | 'config' | 'mailDrop'>;

/**
 * Issues a recovery link and code and queues the Spanish mail carrying them, in one transaction.
 * An 'invite' is the same link with other words: the account was made for the person (a city
 * driver added by a manager), who sets a first password with it.
 */
export async function sendRecoveryMail(
  { db, settings, config, mailDrop }: MailContext,
  record: UserWithProfile,
  redirectTo: string,
  kind: 'recovery' | 'invite' = 'recovery',
): Promise<void> {
  const queued = await db.transaction().execute(async (trx) => {
    const issued = await issueOneTimeToken(trx, record.user.id, 'recovery', settings.mailInterval);
    return queueActionMail(trx, {
      kind,
      to: record.user.email,
      name: record.profile?.full_name || record.profile?.username || record.user.email,
      link: verifyLink(config.publicUrl, issued.linkToken, 'recovery', redirectTo),
      code: issued.code,
      expiryMinutes: Math.round(settings.otpExpiry / 60),
    });
  });
  await mailDrop?.(queued);
}

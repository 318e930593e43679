import type { Db } from '@cerca/db';
import type { QueuedMail } from '@cerca/service-kit';
import { queueActionMail, verifyLink } from './action-mail';
import type { AccountMailSettings } from './settings';
import { issueOneTimeToken, MailTooSoonError } from './tokens';

/** What POST /recover hands over (an 'auth.mail' outbox event): an address and a checked redirect. */
export interface RecoveryRequest {
  email: string;
  /** Where the link lands, already checked against auth's allowed redirects. */
  redirectTo: string;
}

/**
 * The recovery mail, written by the jobs service after POST /recover has answered, so neither the
 * answer nor its time tells whether the address has an account. In one transaction: the account
 * by its address, a recovery link and code, and the Spanish mail carrying them. Null when there is
 * nothing to send: no account, or a recovery mail went out within the mail interval (a retry
 * would not change that).
 */
export async function queueRecoveryMail(
  db: Db,
  request: RecoveryRequest,
  settings: AccountMailSettings & { publicUrl: string },
): Promise<QueuedMail | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom('auth.users as u')
        .leftJoin('profiles as p', 'p.id', 'u.id')
        .select(['u.id', 'u.email', 'p.full_name', 'p.username'])
        .where((eb) => eb(eb.fn('lower', ['u.email']), '=', request.email.toLowerCase()))
        .executeTakeFirst();
      if (!account) return null;
      const issued = await issueOneTimeToken(trx, account.id, 'recovery', settings.mailInterval);
      return queueActionMail(trx, {
        kind: 'recovery',
        to: account.email,
        name: account.full_name || account.username || account.email,
        link: verifyLink(settings.publicUrl, issued.linkToken, 'recovery', request.redirectTo),
        code: issued.code,
        expiryMinutes: Math.round(settings.otpExpiry / 60),
      });
    });
  } catch (error) {
    if (error instanceof MailTooSoonError) return null;
    throw error;
  }
}

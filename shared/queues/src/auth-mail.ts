/**
 * The recovery mail queue: POST /recover records an 'auth.mail' outbox event, the relay adds it
 * here, and the jobs service's worker looks the account up and writes the mail
 * (@cerca/account-mail), after the answer went out. Not in QUEUE_NAMES: its jobs are only ever
 * added from the outbox.
 */
export const AUTH_MAIL_QUEUE = 'auth-recovery-mail';

/** A password recovery asked for: an address with no account gets nothing. */
export interface AuthMailJob {
  email: string;
  /** Where the link lands, already checked against auth's allowed redirects. */
  redirectTo: string;
}

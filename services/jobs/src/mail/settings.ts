/**
 * How the mail job retries and holds mails. Fixed here rather than configured: an operator has
 * nothing to tune for a mail's life, and the tests pass their own (WorkerContext.mail).
 */
export interface MailJobSettings {
  /**
   * How long a claim holds a mail: no other worker takes it before. Longer than any one send can
   * take (nodemailer's timeouts below add up to well under it), so only a worker that died while
   * holding it lets another one send it again (the at-least-once window, mail/outbox.ts).
   */
  leaseMs: number;
  /** The first retry after a temporary failure; each further one waits twice as long. */
  retryBaseMs: number;
  /** The longest wait between two tries. */
  retryMaxMs: number;
  /** Claims after which a mail that still fails for a temporary reason is given up. */
  maxAttempts: number;
}

/**
 * 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: twelve tries span about six hours, past which a
 * recovery link or a digest is of no use to anybody.
 */
export const MAIL_JOB_SETTINGS: MailJobSettings = {
  leaseMs: 5 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 12,
};

/** SMTP timeouts (ms): connecting (DNS included), the server's greeting, and silence mid-session. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The wait before the next try of a mail that has failed `attempts` times: exponential, capped. */
export function retryDelayMs(
  attempts: number,
  settings: Pick<MailJobSettings, 'retryBaseMs' | 'retryMaxMs'>,
) {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(settings.retryBaseMs * 2 ** Math.min(exponent, 30), settings.retryMaxMs);
}

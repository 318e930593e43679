/** How long a mailed link and code live, and how often one person may be mailed one of a kind. */
export interface AccountMailSettings {
  /** Seconds a mailed link or code stays valid (AUTH_OTP_EXPIRY, default 3600). */
  otpExpiry: number;
  /** Minimum seconds between two mails of one kind to one person (AUTH_MAIL_INTERVAL, default 60). */
  mailInterval: number;
}

type Env = Record<string, string | undefined>;

/**
 * Read from the environment by both services that issue tokens (auth, and jobs for the recovery
 * mails), so a link's lifetime and the mail interval are one setting.
 */
export function readAccountMailSettings(env: Env): AccountMailSettings {
  const otpExpiry = envInt(env, 'AUTH_OTP_EXPIRY', 3600);
  if (otpExpiry === 0)
    throw new Error(`AUTH_OTP_EXPIRY must be a positive integer, got "${env.AUTH_OTP_EXPIRY}"`);
  return { otpExpiry, mailInterval: envInt(env, 'AUTH_MAIL_INTERVAL', 60) };
}

function envInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

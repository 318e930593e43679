import { readAccountMailSettings } from '@cerca/account-mail';
import { mailDirFromEnv } from '@cerca/service-kit';

/**
 * The auth service's own settings, read from environment variables (the kit's ServiceConfig
 * holds what every service shares: publicUrl, adminEmails, env, …). Every value has a default
 * that works on one machine; tests pass overrides instead of touching process.env.
 */
export interface AuthSettings {
  /** Access-token lifetime in seconds (AUTH_JWT_EXPIRY, default 3600). */
  jwtExpiry: number;
  /** Sign-up waits for the e-mail link before giving a session (AUTH_REQUIRE_EMAIL_CONFIRMATION). */
  requireEmailConfirmation: boolean;
  /** Where /verify sends people when redirect_to is missing or not allowed (AUTH_SITE_URL). */
  siteUrl: string;
  /** Extra redirect_to targets besides the site's own origin (AUTH_REDIRECT_ALLOW_LIST, comma separated URL prefixes). */
  redirectAllowList: string[];
  /** Lifetime of recovery / confirmation links and codes, seconds (@cerca/account-mail's AUTH_OTP_EXPIRY). */
  otpExpiry: number;
  /** Minimum seconds between two mails of one kind to one person (@cerca/account-mail's AUTH_MAIL_INTERVAL). */
  mailInterval: number;
  /**
   * A password change from a session younger than this (seconds) needs no other proof: the person
   * has just typed their password or followed a mailed link. Older sessions must send the current
   * password or a code from GET /reauthenticate (AUTH_REAUTHENTICATION_WINDOW, default 900;
   * GoTrue's is 24 hours, which leaves a stolen token able to take the account over all day).
   */
  reauthenticationWindow: number;
  /** Minimum password length (AUTH_PASSWORD_MIN_LENGTH, default and floor 8). */
  passwordMinLength: number;
  /**
   * Outside production every mail is also written as a file here, for whoever runs the service
   * (AUTH_MAIL_DIR, default .data/mail, relative to the working directory).
   */
  mailDir: string;
  /** The /dev/outbox page, outside production and for loopback clients only (AUTH_DEV_OUTBOX, default off). */
  devOutbox: boolean;
  rateLimit: {
    /** Sign-in, sign-up, recover and verify calls per IP per window, per route (AUTH_RATE_LIMIT_IP_MAX, default 30). */
    ipMax: number;
    /** Seconds (AUTH_RATE_LIMIT_IP_WINDOW, default 300). */
    ipWindow: number;
    /** Token refreshes per IP per window (AUTH_RATE_LIMIT_REFRESH_MAX, default 150). */
    refreshMax: number;
    /**
     * Sign-up, recover and code-verify calls per e-mail, and sign-in attempts per e-mail and client
     * IP, per window (AUTH_RATE_LIMIT_EMAIL_MAX, default 10). Failed sign-ins from anywhere only
     * slow the address down (see sign-in-throttle.ts), so strangers cannot lock its owner out.
     */
    emailMax: number;
    /** Seconds (AUTH_RATE_LIMIT_EMAIL_WINDOW, default 300). */
    emailWindow: number;
  };
}

type Env = Record<string, string | undefined>;

export type AuthSettingsOverrides = Partial<Omit<AuthSettings, 'rateLimit'>> & {
  rateLimit?: Partial<AuthSettings['rateLimit']>;
};

/** Shorter passwords fall to guessing whatever the configuration says; a lower setting is refused. */
const PASSWORD_MIN_LENGTH_FLOOR = 8;

export function loadAuthSettings(
  env: Env,
  publicUrl: string,
  overrides: AuthSettingsOverrides = {},
): AuthSettings {
  const settings = readSettings(env, publicUrl, overrides);
  if (settings.passwordMinLength < PASSWORD_MIN_LENGTH_FLOOR) {
    throw new Error(
      `AUTH_PASSWORD_MIN_LENGTH must be at least ${PASSWORD_MIN_LENGTH_FLOOR}, got ${settings.passwordMinLength}`,
    );
  }
  return settings;
}

function readSettings(env: Env, publicUrl: string, overrides: AuthSettingsOverrides): AuthSettings {
  const { rateLimit, ...rest } = overrides;
  return {
    jwtExpiry: positiveInt(env, 'AUTH_JWT_EXPIRY', 3600),
    requireEmailConfirmation: bool(env, 'AUTH_REQUIRE_EMAIL_CONFIRMATION', false),
    siteUrl: (env.AUTH_SITE_URL ?? publicUrl).replace(/\/$/, ''),
    redirectAllowList: (env.AUTH_REDIRECT_ALLOW_LIST ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    // One setting with the jobs service, which writes the recovery mails.
    ...readAccountMailSettings(env),
    reauthenticationWindow: nonNegativeInt(env, 'AUTH_REAUTHENTICATION_WINDOW', 900),
    passwordMinLength: positiveInt(env, 'AUTH_PASSWORD_MIN_LENGTH', PASSWORD_MIN_LENGTH_FLOOR),
    mailDir: mailDirFromEnv(env),
    devOutbox: bool(env, 'AUTH_DEV_OUTBOX', false),
    ...rest,
    rateLimit: {
      ipMax: positiveInt(env, 'AUTH_RATE_LIMIT_IP_MAX', 30),
      ipWindow: positiveInt(env, 'AUTH_RATE_LIMIT_IP_WINDOW', 300),
      refreshMax: positiveInt(env, 'AUTH_RATE_LIMIT_REFRESH_MAX', 150),
      emailMax: positiveInt(env, 'AUTH_RATE_LIMIT_EMAIL_MAX', 10),
      emailWindow: positiveInt(env, 'AUTH_RATE_LIMIT_EMAIL_WINDOW', 300),
      ...rateLimit,
    },
  };
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const value = nonNegativeInt(env, name, fallback);
  if (value === 0) throw new Error(`${name} must be a positive integer, got "${env[name]}"`);
  return value;
}

function nonNegativeInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

import type { AuthUser } from './schema/index';

/**
 * raw_app_meta_data key holding the address this account proved it reads, set only by the auth
 * service when a mailed link or code is spent (services/auth/src/lib/verification.ts).
 * email_confirmed_at cannot say it: sign-up with confirmation off sets it at once. No column can say it either, so the proof lives in the
 * service-owned part of app_metadata: clients and the admin API can neither write nor see this
 * key. Here because both auth and the service kit's admin check read it.
 */
export const PROVEN_EMAIL_KEY = 'proven_email';

/** The account's current e-mail when it was proven through a mailed token, otherwise null. */
export function provenEmail(user: Pick<AuthUser, 'email' | 'raw_app_meta_data'>): string | null {
  const proven = user.raw_app_meta_data[PROVEN_EMAIL_KEY];
  const current = user.email.trim().toLowerCase();
  return typeof proven === 'string' && proven === current ? current : null;
}

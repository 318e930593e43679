import type { ProfileRole } from '@cerca/db';

/**
 * Admin is decided on the server from the database and configuration, never from the browser:
 * the profile's role, or an e-mail listed in ADMIN_EMAILS.
 */
export function isAdminProfile(
  profile: { role: ProfileRole; email: string | null },
  tokenEmail: string | null,
  adminEmails: string[],
): boolean {
  if (profile.role === 'admin') return true;
  const emails = [profile.email, tokenEmail].filter((email): email is string => Boolean(email));
  return emails.some((email) => adminEmails.includes(email.trim().toLowerCase()));
}

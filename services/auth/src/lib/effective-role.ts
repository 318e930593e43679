import type { Role } from '@cerca/contracts';
import { provenEmail } from '@cerca/db';
import { isAdminProfile } from '@cerca/service-kit';
import type { UserWithProfile } from '../repositories/users';

/**
 * Admin when the profile says so, or when ADMIN_EMAILS lists an address this account proved it
 * reads (a mailed link or code was spent): the list names addresses, and with confirmation off
 * anyone can sign up with one. The kit's rule, fed only the proven address. Otherwise the
 * profile's role.
 */
export function effectiveRole(record: UserWithProfile, adminEmails: string[]): Role {
  const role = record.profile?.role ?? 'user';
  if (isAdminProfile({ role }, provenEmail(record.user), adminEmails)) return 'admin';
  return role;
}

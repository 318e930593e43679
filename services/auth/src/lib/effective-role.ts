import type { Role } from '@cerca/contracts';
import { isAdminProfile } from '@cerca/service-kit';
import type { UserWithProfile } from '../repositories/users';

/** The kit's admin rule (profile role or ADMIN_EMAILS), otherwise the profile's role. */
export function effectiveRole(record: UserWithProfile, adminEmails: string[]): Role {
  const profile = record.profile ?? { role: 'user', email: null };
  if (isAdminProfile(profile, record.user.email, adminEmails)) return 'admin';
  return record.profile?.role ?? 'user';
}

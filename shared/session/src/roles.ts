import { parseRole, type Role } from '@cerca/contracts/roles';
import type { User } from '@supabase/auth-js';

export type CercaUser = User;

/**
 * The auth service puts the effective role into app_metadata (admin also when the e-mail is in
 * ADMIN_EMAILS). The browser only uses it to hide what a role cannot do; services re-check.
 */
export function roleOf(user: User | null | undefined): Role | null {
  if (!user) return null;
  return parseRole(user.app_metadata?.role);
}

export function isAdmin(user: User | null | undefined): boolean {
  return roleOf(user) === 'admin';
}

export function isCityPartner(user: User | null | undefined): boolean {
  return roleOf(user) === 'city_partner' && managedCityId(user) !== null;
}

export function managedCityId(user: User | null | undefined): string | null {
  const id = user?.app_metadata?.managed_city_id;
  return typeof id === 'string' ? id : null;
}

import type { Db } from '@cerca/db';
import type { AuthUser } from '@cerca/service-kit';

export interface Manager {
  isAdmin: boolean;
  /** The city a city partner runs; null for everyone else. */
  managedCityId: string | null;
}

/**
 * Who the caller is as a manager, read from the database and configuration rather than the
 * token's claims, so removing a partner or an admin takes effect at once.
 */
export async function loadManager(db: Db, user: AuthUser, adminEmails: string[]): Promise<Manager> {
  const profile = await db
    .selectFrom('profiles')
    .select(['role', 'managed_city_id', 'email'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (!profile) return { isAdmin: false, managedCityId: null };
  const emails = [profile.email, user.email].filter((email): email is string => Boolean(email));
  const isAdmin =
    profile.role === 'admin' || emails.some((email) => adminEmails.includes(email.trim().toLowerCase()));
  return { isAdmin, managedCityId: profile.role === 'city_partner' ? profile.managed_city_id : null };
}

/** Admins manage every city; a city partner only its own. */
export function canManageCity(manager: Manager, cityId: string): boolean {
  return manager.isAdmin || manager.managedCityId === cityId;
}

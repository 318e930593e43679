import { isUniqueViolation } from '@cerca/db';
import {
  errors,
  findProvenEmail,
  isAdminProfile,
  isCursorUuid,
  type ServiceContext,
} from '@cerca/service-kit';
import messages from './messages.json';

// The rules adding a partner and approving an application share.

export const isUuid = (value: string): boolean => isCursorUuid(value);

/**
 * Whether the account is an admin (by role, or by a proven ADMIN_EMAILS address): an admin never
 * becomes a partner through /admin, which would demote them.
 */
export async function isAdminAccount(
  { db, config }: Pick<ServiceContext, 'db' | 'config'>,
  profile: { id: string; role: string },
): Promise<boolean> {
  if (profile.role === 'admin') return true;
  if (config.adminEmails.length === 0) return false;
  return isAdminProfile(profile, await findProvenEmail(db, profile.id), config.adminEmails);
}

/** The refusals of a grant, in the order the modal's messages go. */
export async function refuseGrant(
  context: Pick<ServiceContext, 'db' | 'config'>,
  profile: { id: string; role: string },
): Promise<void> {
  if (profile.role === 'city_partner') throw errors.conflict('already_partner', messages.alreadyPartner);
  if (await isAdminAccount(context, profile))
    throw errors.conflict('admin_cannot_be_partner', messages.adminCannotBePartner);
}

export const cityTaken = () => errors.conflict('city_has_partner', messages.cityHasPartner);

/**
 * Runs a grant; two admins granting the same free city at the same moment meet at
 * profiles_one_partner_per_city_idx, and the second gets the same 409 as a city already taken.
 */
export async function withCityUniqueness<T>(grant: () => Promise<T>): Promise<T> {
  try {
    return await grant();
  } catch (error) {
    if (isUniqueViolation(error)) throw cityTaken();
    throw error;
  }
}

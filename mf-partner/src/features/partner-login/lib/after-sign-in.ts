import type { Role } from '@cerca/contracts';
import type { MyApplication } from '@cerca/contracts/partner-wizard';
import { openApplications } from '../../../lib/open-applications';

/**
 * Whether /partner-login keeps a person who just signed in instead of sending them to /dashboard
 * (spec 02 §2): they run no city yet and an application of theirs waits for an admin, so the page
 * tells them it is "en revisión" (DESIGN §10) rather than leaving them on a profile that says
 * nothing about it.
 */
export function staysForReview(role: Role | null, applications: readonly MyApplication[]): boolean {
  if (role === 'admin' || role === 'city_partner') return false;
  return openApplications(applications).length > 0;
}

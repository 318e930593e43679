import type { WaitlistReason } from '@cerca/contracts/partner-wizard';

/** What an application leads to (DESIGN §10: a city has at most one partner, admins approve). */
export type ApplicationDecision =
  /** They already run this very city: answered approved, nothing changes. */
  | { kind: 'runs_it' }
  /** They created the city in the wizard and it is still untouched: partner at once. */
  | { kind: 'grant' }
  /** Any other free city: an admin approves it in Solicitudes before any role is granted. */
  | { kind: 'pending' }
  | { kind: 'waitlisted'; reason: WaitlistReason };

export interface Applicant {
  id: string;
  role: string;
  managed_city_id: string | null;
}

export interface ApplicationCity {
  id: string;
  /** cities.created_by: written by the wizard's POST /cities, never taken from the browser. */
  created_by: string | null;
  hasPartner: boolean;
  /** Nothing in it yet, and no past admin decision about it (cityStanding). */
  untouched: boolean;
}

/**
 * The instant grant is the one exception: an existing city has businesses, drivers or content
 * whose people a partner can read and delete, so an admin decides; a city the applicant created
 * themselves that is still empty exposes no one.
 */
export function decideApplication(applicant: Applicant, city: ApplicationCity): ApplicationDecision {
  if (applicant.role === 'city_partner') {
    return applicant.managed_city_id === city.id
      ? { kind: 'runs_it' }
      : { kind: 'waitlisted', reason: 'already_partner' };
  }
  if (city.hasPartner) return { kind: 'waitlisted', reason: 'city_taken' };
  if (city.created_by === applicant.id && city.untouched) return { kind: 'grant' };
  return { kind: 'pending' };
}

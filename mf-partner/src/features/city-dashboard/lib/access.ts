import type { SessionState } from '@cerca/session';
import { ApiError } from '@cerca/session';

export type CityAccess = 'wait' | 'sign-in' | 'allow' | 'deny' | 'not-found' | 'error';

/** The state of the access query, as far as the decision needs it. */
export interface AccessQueryState {
  status: 'pending' | 'error' | 'success';
  error: unknown;
}

/**
 * Spec 02 §6: admins manage every city, a city partner only its own; no user goes to /profile.
 * The partner service answers (GET /api/partner/cities/:cityId/access) rather than the access
 * token's claims, so a partner promoted a moment ago is let in without refreshing the token.
 */
export function cityAccess(sessionStatus: SessionState['status'], query: AccessQueryState): CityAccess {
  if (sessionStatus === 'loading') return 'wait';
  if (sessionStatus === 'signed-out') return 'sign-in';
  if (query.status === 'pending') return 'wait';
  if (query.status === 'success') return 'allow';
  if (query.error instanceof ApiError) {
    if (query.error.status === 401) return 'sign-in';
    if (query.error.status === 403) return 'deny';
    // 400 is a malformed id: as unknown as a city that does not exist.
    if (query.error.status === 404 || query.error.status === 400) return 'not-found';
  }
  return 'error';
}

import { isAdmin, type SessionState } from '@cerca/session';

export type Access = 'wait' | 'allow' | 'deny';

/**
 * Defence in depth: the shell never loads this remote for non-admins, but a stale tab or a
 * changed role can still land here. Signed-out visitors are not admins either.
 */
export function adminAccess(session: Pick<SessionState, 'status' | 'user'>): Access {
  if (session.status === 'loading') return 'wait';
  return isAdmin(session.user) ? 'allow' : 'deny';
}

export const ADMIN_TABS = ['cities', 'partners', 'applications', 'settings', 'jobs', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** ?tab= picks the tab; anything unknown falls back to the first. */
export function resolveAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? 'cities';
}

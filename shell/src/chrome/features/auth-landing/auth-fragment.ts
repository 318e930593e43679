/** What a mailed auth link (GET /auth/v1/verify) leaves in the URL fragment. */
export type AuthFragment =
  | { kind: 'session'; accessToken: string; refreshToken: string; type: SessionLinkType }
  | { kind: 'error'; code: string | null; description: string | null };

/** Link types that sign in; recovery and invite also ask for a new password. */
export const SESSION_LINK_TYPES = ['recovery', 'invite', 'signup', 'magiclink', 'email_change'] as const;
export type SessionLinkType = (typeof SESSION_LINK_TYPES)[number];

function isSessionLinkType(value: string | null): value is SessionLinkType {
  return (SESSION_LINK_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * Reads the fragment /verify redirects to: `#access_token=…&refresh_token=…&type=recovery` or
 * `#error=…&error_code=…&error_description=…`. Null for any other fragment (an in-page anchor),
 * so ordinary links never touch the session.
 */
export function parseAuthFragment(hash: string): AuthFragment | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const error = params.get('error');
  if (error) {
    return {
      kind: 'error',
      code: params.get('error_code') ?? error,
      description: params.get('error_description'),
    };
  }
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  const type = params.get('type');
  if (!accessToken || !refreshToken || !isSessionLinkType(type)) return null;
  return { kind: 'session', accessToken, refreshToken, type };
}

/** Whether the person must choose a password now: a recovery link, or an invitation without one. */
export function asksForPassword(fragment: AuthFragment): boolean {
  return fragment.kind === 'session' && (fragment.type === 'recovery' || fragment.type === 'invite');
}

/** Spanish message keys for the auth service's weak_password reasons and other password errors. */
export function passwordErrorKey(error: {
  code?: string;
  status?: number;
  reasons?: string[];
}):
  | 'errors.length'
  | 'errors.common'
  | 'errors.blank'
  | 'errors.samePassword'
  | 'errors.expired'
  | 'errors.rateLimit'
  | 'errors.generic' {
  const reasons = error.reasons ?? [];
  if (error.code === 'weak_password' || reasons.length > 0) {
    if (reasons.includes('pwned')) return 'errors.common';
    if (reasons.includes('characters')) return 'errors.blank';
    return 'errors.length';
  }
  if (error.code === 'same_password') return 'errors.samePassword';
  if (error.status === 429) return 'errors.rateLimit';
  if (error.status === 401 || error.code === 'session_not_found' || error.code === 'bad_jwt')
    return 'errors.expired';
  return 'errors.generic';
}

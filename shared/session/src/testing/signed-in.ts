import type { Session, User } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY } from '../auth-client';

// Component tests only: a person is signed in the way a browser that signed in earlier is, with
// the session the auth client persisted in localStorage. The real client reads it, useSession
// reports it and apiFetch sends its bearer token; no auth server is called while the token is
// far from expiring.

const HOUR_S = 3600;

/** Stores a signed-in session for `user`; call it before the first render of the test file. */
export function signInForTest(user: Partial<User> & { id: string }): Session {
  const now = Math.floor(Date.now() / 1000);
  const session: Session = {
    access_token: `test-access-token.${user.id}`,
    refresh_token: `test-refresh-token.${user.id}`,
    token_type: 'bearer',
    expires_in: 24 * HOUR_S,
    expires_at: now + 24 * HOUR_S,
    user: {
      aud: 'authenticated',
      created_at: new Date(0).toISOString(),
      app_metadata: {},
      user_metadata: {},
      email: `${user.id}@cerca.test`,
      ...user,
    },
  };
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  return session;
}

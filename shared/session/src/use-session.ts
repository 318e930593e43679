import type { Session, User } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { hasStoredSession, onAuthStateChange } from './auth-client';

export type SessionState =
  | { status: 'loading'; session: null; user: null }
  | { status: 'signed-out'; session: null; user: null }
  | { status: 'signed-in'; session: Session; user: User };

const LOADING: SessionState = { status: 'loading', session: null, user: null };
// One object: a visitor told "no session" after a signed-out first render does not render again.
const SIGNED_OUT: SessionState = { status: 'signed-out', session: null, user: null };

function stateOf(session: Session | null): SessionState {
  return session ? { status: 'signed-in', session, user: session.user } : SIGNED_OUT;
}

/**
 * Signed out from the first render where nobody can be signed in: on the server (a page rendered
 * there is a visitor's) and in a browser that keeps no session. So a visitor's first render, and
 * the hydration of a server-rendered page, draw what the server drew instead of a loader.
 */
function initialState(): SessionState {
  return typeof window === 'undefined' || !hasStoredSession() ? SIGNED_OUT : LOADING;
}

/** The current session, following SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, … */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>(initialState);
  useEffect(() => onAuthStateChange((_event, session) => setState(stateOf(session))), []);
  return state;
}

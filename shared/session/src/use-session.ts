import type { Session, User } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { onAuthStateChange } from './auth-client';

export type SessionState =
  | { status: 'loading'; session: null; user: null }
  | { status: 'signed-out'; session: null; user: null }
  | { status: 'signed-in'; session: Session; user: User };

function stateOf(session: Session | null): SessionState {
  return session
    ? { status: 'signed-in', session, user: session.user }
    : { status: 'signed-out', session: null, user: null };
}

/** The current session, following SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, … */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading', session: null, user: null });
  useEffect(() => onAuthStateChange((_event, session) => setState(stateOf(session))), []);
  return state;
}

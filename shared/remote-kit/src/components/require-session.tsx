import { Navigate, useLocation } from '@cerca/router';
import { signInPath, useSession } from '@cerca/session';
import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';

/**
 * Signed-out visitors go to the sign-in form at /profile, replacing the history entry, and come
 * back to this page (with its query) once signed in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed-out') {
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}

import { useSession } from '@cerca/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from './page-loader';

/** Signed-out visitors go to /profile (the sign-in form), replacing the history entry. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed-out') return <Navigate to="/profile" replace />;
  return children;
}

import { Navigate, useLocation } from '@cerca/router';
import { dashboardTarget } from '../../features/profile/lib/dashboard-target';

/**
 * /dashboard: the signed-in landing other pages send people to. It forwards within the page
 * (no reload), so a toast shown on the way here — 'No tienes permiso para acceder a esta
 * página' — stays on screen.
 */
export default function DashboardPage() {
  const { search } = useLocation();
  return <Navigate to={dashboardTarget(search)} replace />;
}

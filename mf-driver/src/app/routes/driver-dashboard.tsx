import { DriverDashboard } from '../../features/dashboard/components/driver-dashboard';
import '../../features/dashboard/texts';
import '../../styles.css';

/** /driver-dashboard (session required, remote.json): a driver's day, on their phone. */
export default function DriverDashboardPage() {
  return <DriverDashboard />;
}

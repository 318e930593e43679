import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { AdminGate } from '../../features/admin/components/admin-gate';
import { FailedJobs } from '../../features/failed-jobs/components/failed-jobs';

export default function AdminPage() {
  return (
    <AdminGate>
      <AdminDashboard panels={{ jobs: <FailedJobs /> }} />
    </AdminGate>
  );
}

import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { AdminGate } from '../../features/admin/components/admin-gate';

export default function AdminPage() {
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  );
}

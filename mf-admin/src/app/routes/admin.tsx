import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { AdminGate } from '../../features/admin/components/admin-gate';
import { ApplicationsPanel } from '../../features/applications/components/applications-panel';
import { AuditLogPanel } from '../../features/audit-log/components/audit-log-panel';
import { CitiesPanel } from '../../features/cities/components/cities-panel';
import { FailedJobs } from '../../features/failed-jobs/components/failed-jobs';
import { JobQueues } from '../../features/job-queues/components/job-queues';
import { PartnersPanel } from '../../features/partners/components/partners-panel';
import { SettingsPanel } from '../../features/settings/components/settings-panel';

export default function AdminPage() {
  return (
    <AdminGate>
      <AdminDashboard
        panels={{
          cities: <CitiesPanel />,
          partners: <PartnersPanel />,
          applications: <ApplicationsPanel />,
          settings: <SettingsPanel />,
          jobs: (
            <>
              <JobQueues />
              <FailedJobs />
            </>
          ),
          audit: <AuditLogPanel />,
        }}
      />
    </AdminGate>
  );
}

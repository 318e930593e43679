import { admins, routeFolder } from '@cerca/service-kit';
import type { AdminContext } from '../../context';
import messages from '../../messages.json';
import { addPartnerRoute } from './add-partner';
import { getSettingsRoute } from './get-settings';
import { listApplicationsRoute } from './list-applications';
import { listAuditRoute } from './list-audit';
import { listCitiesRoute } from './list-cities';
import { listFailedJobsRoute } from './list-failed-jobs';
import { listJobQueuesRoute } from './list-job-queues';
import { listPartnersRoute } from './list-partners';
import { removeFailedJobRoute } from './remove-failed-job';
import { removePartnerRoute } from './remove-partner';
import { retryFailedJobRoute } from './retry-failed-job';
import { reviewApplicationRoutes } from './review-application';
import { updateSettingsRoute } from './update-settings';

/** Cities, partners, applications, settings, the dead-letter view and the audit log: admins only. */
export const adminRoutes = routeFolder<AdminContext>({
  guard: (context) => admins(context, messages.noPermission),
  async routes(app, context) {
    await listCitiesRoute(app, context);
    await listFailedJobsRoute(app, context);
    await retryFailedJobRoute(app, context);
    await removeFailedJobRoute(app, context);
    await listJobQueuesRoute(app, context);
    await listPartnersRoute(app, context);
    await addPartnerRoute(app, context);
    await removePartnerRoute(app, context);
    await listApplicationsRoute(app, context);
    await reviewApplicationRoutes(app, context);
    await getSettingsRoute(app, context);
    await updateSettingsRoute(app, context);
    await listAuditRoute(app, context);
  },
});

import { createQueues } from '@cerca/queues';
import { defineService, requireAdmin } from '@cerca/service-kit';
import messages from './messages.json';
import { addPartnerRoute } from './routes/add-partner';
import { getSettingsRoute } from './routes/get-settings';
import { listApplicationsRoute } from './routes/list-applications';
import { listAuditRoute } from './routes/list-audit';
import { listCitiesRoute } from './routes/list-cities';
import { listFailedJobsRoute } from './routes/list-failed-jobs';
import { listJobQueuesRoute } from './routes/list-job-queues';
import { listPartnersRoute } from './routes/list-partners';
import { removeFailedJobRoute } from './routes/remove-failed-job';
import { removePartnerRoute } from './routes/remove-partner';
import { retryFailedJobRoute } from './routes/retry-failed-job';
import { reviewApplicationRoutes } from './routes/review-application';
import { updateSettingsRoute } from './routes/update-settings';

/** Admin: cities, partners, applications, settings, jobs and the audit log. Every route is for admins only. */
export const adminService = defineService({
  name: 'admin',
  prefix: '/api/admin',
  description:
    'Administración: ciudades, partners, solicitudes, configuración, trabajos y registro. Solo administradores. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  async routes(app, context) {
    // The dead-letter view reads and retries jobs of every queue; closed with the app.
    const queues = createQueues(context.config.redisQueueUrl, context.config.redisPrefix);
    app.addHook('onClose', () => queues.close());
    await queues.ready().catch((error: unknown) => app.log.warn({ err: error }, 'queues not ready yet'));
    // One guard for the whole folder of admin routes, in a child context so the kit's /health,
    // /ready and docs of this service stay public.
    await app.register(async (routes) => {
      routes.addHook('onRequest', requireAdmin(context, messages.noPermission));
      await listCitiesRoute(routes, context);
      await listFailedJobsRoute(routes, queues);
      await retryFailedJobRoute(routes, queues);
      await removeFailedJobRoute(routes, queues);
      await listJobQueuesRoute(routes, queues);
      await listPartnersRoute(routes, context);
      await addPartnerRoute(routes, context);
      await removePartnerRoute(routes, context);
      await listApplicationsRoute(routes, context);
      await reviewApplicationRoutes(routes, context);
      await getSettingsRoute(routes, context);
      await updateSettingsRoute(routes, context);
      await listAuditRoute(routes, context);
    });
  },
});

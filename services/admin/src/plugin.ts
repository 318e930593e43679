import { createQueues } from '@cerca/queues';
import { defineService, requireAdmin } from '@cerca/service-kit';
import messages from './messages.json';
import { listCitiesRoute } from './routes/list-cities';
import { listFailedJobsRoute } from './routes/list-failed-jobs';
import { retryFailedJobRoute } from './routes/retry-failed-job';

/** Admin: cities, partners, settings. Every route is for admins only. */
export const adminService = defineService({
  name: 'admin',
  prefix: '/api/admin',
  description:
    'Administración: ciudades, partners y configuración. Solo administradores. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  async routes(app, context) {
    // The dead-letter view reads and retries jobs of every queue; closed with the app.
    const queues = createQueues(context.config.redisUrl, context.config.redisPrefix);
    app.addHook('onClose', () => queues.close());
    await queues.ready().catch((error: unknown) => app.log.warn({ err: error }, 'queues not ready yet'));
    // One guard for the whole folder of admin routes, in a child context so the kit's /health,
    // /ready and docs of this service stay public.
    await app.register(async (routes) => {
      routes.addHook('onRequest', requireAdmin(context, messages.noPermission));
      await listCitiesRoute(routes, context);
      await listFailedJobsRoute(routes, queues);
      await retryFailedJobRoute(routes, queues);
    });
  },
});

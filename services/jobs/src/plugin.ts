import { warnAboutQueueRedis } from '@cerca/queues';
import { defineService, registerRouteFolders } from '@cerca/service-kit';
import { jobsPlugins } from './context';
import { adminRoutes } from './routes/admins';
import { startWorkers } from './workers';

export type { JobsRun } from './context';
export { type OutboxRelay, startOutboxRelay } from './outbox/relay';
export { expireStory, type StoryExpiryOutcome } from './processors/story-expiry';
export { startWorkers, type WorkerContext, type WorkerSet } from './workers';

/**
 * The jobs service: BullMQ workers for story expiry, route windows, promotion expiry,
 * notifications and thumbnails, with /api/jobs/ready saying whether they run and an
 * admin-only view of queue counts. Closing the app closes the workers gracefully.
 */
export const jobsService = defineService({
  name: 'jobs',
  prefix: '/api/jobs',
  description:
    'Trabajos en segundo plano: expiración de historias, rutas y promociones, notificaciones y miniaturas.',
  uses: jobsPlugins,
  async routes(app, context) {
    const { jobsRun, node, queues } = context;
    if (jobsRun.runWorkers) {
      node.workers = await startWorkers({ ...context, logger: app.log, sweeps: jobsRun.sweeps });
    } else if (
      await queues.ready().then(
        () => true,
        () => false,
      )
    ) {
      await warnAboutQueueRedis(queues.connection, app.log, context.config.env === 'production');
    }
    await registerRouteFolders(app, context, [adminRoutes]);
  },
  async readiness({ jobsRun, node, queues }) {
    if (jobsRun.runWorkers && !node.workers?.isRunning()) throw new Error('job workers are not running');
    await queues.ready(1_000);
  },
});

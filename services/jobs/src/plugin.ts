import { createQueues, QUEUE_NAMES, type Queues, warnAboutQueueRedis } from '@cerca/queues';
import {
  defineService,
  requireAdmin,
  type ServiceDefinition,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import { z } from 'zod';
import { startWorkers, type WorkerSet } from './workers';

export { type OutboxRelay, startOutboxRelay } from './outbox/relay';
export { expireStory, type StoryExpiryOutcome } from './processors/story-expiry';
export { startWorkers, type WorkerContext, type WorkerSet } from './workers';

export interface JobsServiceOptions {
  /** Run the workers in this process (default: env JOBS_RUN_WORKERS, on unless '0'/'false'). */
  runWorkers?: boolean;
  storage?: Storage;
  /** Register the 10-minute sweeps (default true). */
  sweeps?: boolean;
}

const countsSchema = z.object({
  waiting: z.number(),
  active: z.number(),
  delayed: z.number(),
  prioritized: z.number(),
  completed: z.number(),
  failed: z.number(),
});

const queuesResponse = z.object({
  workersRunning: z.boolean(),
  queues: z.array(z.object({ name: z.string(), counts: countsSchema })),
});

function runWorkersFromEnv(): boolean {
  const value = process.env.JOBS_RUN_WORKERS?.toLowerCase();
  return !(value === '0' || value === 'false' || value === 'no');
}

/**
 * The jobs service: BullMQ workers for story expiry, route windows, promotion expiry,
 * notifications and thumbnails, with /api/jobs/ready saying whether they run and an
 * admin-only view of queue counts. Closing the app closes the workers gracefully.
 */
export function createJobsService(options: JobsServiceOptions = {}): ServiceDefinition {
  const runWorkers = options.runWorkers ?? runWorkersFromEnv();
  let workers: WorkerSet | null = null;
  let queues: Queues | null = null;

  return defineService({
    name: 'jobs',
    prefix: '/api/jobs',
    description:
      'Trabajos en segundo plano: expiración de historias, rutas y promociones, notificaciones y miniaturas.',
    async routes(app, context) {
      if (runWorkers) {
        workers = await startWorkers({
          ...context,
          storage: options.storage,
          logger: app.log,
          sweeps: options.sweeps,
        });
        queues = workers.queues;
      } else {
        queues = createQueues(context.config.redisQueueUrl, context.config.redisPrefix);
        const ready = await queues.ready().then(
          () => true,
          (error: unknown) => {
            app.log.warn({ err: error }, 'queues not ready yet');
            return false;
          },
        );
        if (ready) await warnAboutQueueRedis(queues.connection, app.log, context.config.env === 'production');
      }
      const r = app.withTypeProvider<ZodTypeProvider>();
      r.get(
        '/queues',
        {
          onRequest: requireAdmin(context),
          schema: { tags: ['jobs'], security: [{ bearerAuth: [] }], response: { 200: queuesResponse } },
        },
        async () => {
          const all = queues!;
          const list = await Promise.all(
            QUEUE_NAMES.map(async (name) => {
              const counts = await all.queue[name].getJobCounts(
                'waiting',
                'active',
                'delayed',
                'prioritized',
                'completed',
                'failed',
              );
              return { name, counts: countsSchema.parse(counts) };
            }),
          );
          return { workersRunning: workers?.isRunning() ?? false, queues: list };
        },
      );
    },
    async readiness() {
      if (runWorkers && !workers?.isRunning()) throw new Error('job workers are not running');
      await queues?.ready(1_000);
    },
    async close() {
      if (workers) await workers.close();
      else await queues?.close();
      workers = null;
      queues = null;
    },
  });
}

export const jobsService = createJobsService();

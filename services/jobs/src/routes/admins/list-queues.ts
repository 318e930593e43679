import { QUEUE_NAMES } from '@cerca/queues';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobsContext } from '../../context';

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

/** GET /queues: every queue's counts, and whether workers run in this process. */
export async function listQueuesRoute(app: FastifyInstance, { queues, node }: JobsContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/queues',
      { schema: { tags: ['jobs'], security: [{ bearerAuth: [] }], response: { 200: queuesResponse } } },
      async () => {
        const list = await Promise.all(
          QUEUE_NAMES.map(async (name) => {
            const counts = await queues.queue[name].getJobCounts(
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
        return { workersRunning: node.workers?.isRunning() ?? false, queues: list };
      },
    );
}

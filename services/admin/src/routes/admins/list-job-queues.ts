import { errorBodySchema } from '@cerca/contracts';
import { jobQueuesResponseSchema } from '@cerca/contracts/admin-jobs';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AdminContext } from '../../context';
import { queueCounts } from '../../dead-letter';

/** GET /jobs/queues — the Trabajos tab's overview: each BullMQ queue with its job counts. */
export async function listJobQueuesRoute(app: FastifyInstance, { queues }: AdminContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/jobs/queues',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Every queue with its waiting, active, delayed, failed and completed counts (admins only)',
        security: [{ bearerAuth: [] }],
        response: { 200: jobQueuesResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ queues: await queueCounts(queues) }),
  );
}

import { errorBodySchema } from '@cerca/contracts';
import { removeFailedJobResponseSchema, retryFailedJobParamsSchema } from '@cerca/contracts/admin-jobs';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AdminContext } from '../../context';
import { removeFailedJob } from '../../dead-letter';
import { failedJobAction } from './failed-job-action';

/** DELETE /jobs/:queue/:id — a dead letter the admin will not retry is removed for good. */
export async function removeFailedJobRoute(app: FastifyInstance, { queues }: AdminContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/jobs/:queue/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Remove a failed job (admins only)',
        security: [{ bearerAuth: [] }],
        params: retryFailedJobParamsSchema,
        response: {
          200: removeFailedJobResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { queue, id } = request.params;
      await failedJobAction(queues, queue, id, removeFailedJob);
      return { queue, id, removed: true as const };
    },
  );
}

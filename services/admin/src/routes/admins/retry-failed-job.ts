import { errorBodySchema } from '@cerca/contracts';
import { retryFailedJobParamsSchema, retryFailedJobResponseSchema } from '@cerca/contracts/admin-jobs';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AdminContext } from '../../context';
import { retryFailedJob } from '../../dead-letter';
import { failedJobAction } from './failed-job-action';

/** POST /jobs/:queue/:id/retry — moves a failed job back to waiting, with fresh attempts. */
export async function retryFailedJobRoute(app: FastifyInstance, { queues }: AdminContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/jobs/:queue/:id/retry',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Retry a failed job (admins only)',
        security: [{ bearerAuth: [] }],
        params: retryFailedJobParamsSchema,
        response: {
          200: retryFailedJobResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { queue, id } = request.params;
      await failedJobAction(queues, queue, id, retryFailedJob);
      return { queue, id, state: 'waiting' };
    },
  );
}

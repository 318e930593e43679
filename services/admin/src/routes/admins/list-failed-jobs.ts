import { errorBodySchema } from '@cerca/contracts';
import {
  FAILED_JOBS_PAGE_SIZE,
  failedJobsQuerySchema,
  failedJobsResponseSchema,
} from '@cerca/contracts/admin-jobs';
import { QUEUE_NAMES } from '@cerca/queues';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AdminContext } from '../../context';
import { isQueueName, listFailedJobs } from '../../dead-letter';
import messages from '../../messages.json';

/** GET /jobs/failed — the dead-letter view: jobs that failed their last attempt, every queue. */
export async function listFailedJobsRoute(app: FastifyInstance, { queues }: AdminContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/jobs/failed',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Failed jobs (after their last attempt), newest first, 20 per page (admins only)',
        security: [{ bearerAuth: [] }],
        querystring: failedJobsQuerySchema,
        response: {
          200: failedJobsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { queue } = request.query;
      if (queue !== undefined && !isQueueName(queue))
        throw errors.notFound('queue_not_found', messages.queueNotFound);
      const page = Number(request.query.page ?? '1');
      const { jobs, total } = await listFailedJobs(queues, queue ? [queue] : QUEUE_NAMES, page);
      return { jobs, total, next_page: total > page * FAILED_JOBS_PAGE_SIZE ? page + 1 : null };
    },
  );
}

import { errorBodySchema } from '@cerca/contracts';
import { adminApplicationsResponseSchema } from '@cerca/contracts/admin-partners';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listReviewableApplications } from '../../repositories/applications';

/** GET /applications — the Solicitudes tab: pending and waitlisted applications, newest first. */
export async function listApplicationsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/applications',
    {
      schema: {
        tags: ['partners'],
        summary: 'Partner applications waiting for review, newest first (admins only)',
        security: [{ bearerAuth: [] }],
        response: { 200: adminApplicationsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ applications: await listReviewableApplications(db) }),
  );
}

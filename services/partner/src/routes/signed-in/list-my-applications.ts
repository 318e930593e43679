import { errorBodySchema } from '@cerca/contracts';
import { myApplicationsResponseSchema } from '@cerca/contracts/partner-wizard';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listMyApplications } from '../../repositories/partner-applications';

/**
 * GET /applications/mine — the caller's own partner applications, the newest per city, so
 * /become-partner and /partner-login can say 'Tu solicitud para {city} está en revisión' while an
 * admin has not decided. Only the caller's rows: nothing about anyone else.
 */
export async function listMyApplicationsRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/applications/mine',
    {
      schema: {
        tags: ['become partner'],
        summary: "The caller's partner applications and their state (newest per city)",
        security: [{ bearerAuth: [] }],
        response: { 200: myApplicationsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ applications: await listMyApplications(db, request.user!.id) }),
  );
}

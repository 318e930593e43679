import { errorBodySchema } from '@cerca/contracts';
import { adminPartnersResponseSchema } from '@cerca/contracts/admin-partners';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listPartners } from '../../repositories/partners';

/** GET /partners — the Partners tab: every city partner and the city they run. */
export async function listPartnersRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/partners',
    {
      schema: {
        tags: ['partners'],
        summary: 'Every city partner with their city, by city name (admins only)',
        security: [{ bearerAuth: [] }],
        response: { 200: adminPartnersResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ partners: await listPartners(db) }),
  );
}

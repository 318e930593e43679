import { adminCitiesResponseSchema, errorBodySchema } from '@cerca/contracts';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listCitiesForAdmin } from '../../repositories/cities';

/** GET /cities — the Ciudades tab: every city with business count and partner. */
export async function listCitiesRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities',
    {
      schema: {
        tags: ['cities'],
        summary: 'Every city with country, business count and assigned partner (admins only)',
        security: [{ bearerAuth: [] }],
        response: { 200: adminCitiesResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ cities: await listCitiesForAdmin(db) }),
  );
}

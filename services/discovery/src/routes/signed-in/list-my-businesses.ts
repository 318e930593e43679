import { errorBodySchema } from '@cerca/contracts';
import { myBusinessesResponseSchema } from '@cerca/contracts/publishing';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listOwnedBusinesses } from '../../repositories/businesses';

/** GET /me/businesses — the caller's businesses, newest first (Crear's picker). */
export async function listMyBusinessesRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/businesses',
    {
      schema: {
        tags: ['publishing'],
        summary: "The caller's businesses, newest first, with name, category and logo",
        security: [{ bearerAuth: [] }],
        response: { 200: myBusinessesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const rows = await listOwnedBusinesses(db, request.user!.id);
      return { businesses: rows.map((row) => ({ ...row, logo_url: row.logo_url ?? null })) };
    },
  );
}

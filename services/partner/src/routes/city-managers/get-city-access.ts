import { cityAccessResponseSchema, errorBodySchema } from '@cerca/contracts';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { findCityWithCountry } from '../../repositories/cities';
import { cityParamsSchema } from './guard';

/**
 * GET /cities/:cityId/access — what every city dashboard page asks first: the folder's
 * managed-city guard answers 403 or 404, and a caller who gets through may manage the city.
 */
export async function getCityAccessRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/access',
    {
      schema: {
        tags: ['city dashboard'],
        summary: 'Whether the caller may manage this city (admins and the city partner)',
        security: [{ bearerAuth: [] }],
        params: cityParamsSchema,
        response: {
          200: cityAccessResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const city = await findCityWithCountry(db, request.params.cityId);
      // The guard found it a moment ago; a city deleted since is gone for this page too.
      if (!city) throw errors.notFound('city_not_found', messages.cityNotFound);
      return { canManage: true as const, city };
    },
  );
}

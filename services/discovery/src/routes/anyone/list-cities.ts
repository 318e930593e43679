import { citiesResponseSchema, errorBodySchema } from '@cerca/contracts';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogueCache } from '../../catalogue-cache';
import { sendCatalogue } from '../../catalogue-reply';
import { listCities } from '../../repositories/catalogue';

const querySchema = z.object({ countryId: z.string().uuid().optional() });

/** GET /cities?countryId= — cities with their country, by name; all of them without countryId. */
export async function listCitiesRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const cache = catalogueCache(app, context);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Cities with their country ordered by name, optionally of one country (cached; ETag, 304)',
        querystring: querySchema,
        response: { 200: citiesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { countryId } = request.query;
      const body = await cache.get(`cities:${countryId ?? '*'}`, async () =>
        citiesResponseSchema.parse({ cities: await listCities(context.db, countryId) }),
      );
      return sendCatalogue(request, reply, body);
    },
  );
}

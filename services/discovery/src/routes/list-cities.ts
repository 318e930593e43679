import { citiesResponseSchema, errorBodySchema } from '@cerca/contracts';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listCities } from '../repositories/catalogue';

const querySchema = z.object({ countryId: z.string().uuid().optional() });

/** GET /cities?countryId= — cities with their country, by name; all of them without countryId. */
export async function listCitiesRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Cities with their country ordered by name, optionally of one country',
        querystring: querySchema,
        response: { 200: citiesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ cities: await listCities(db, request.query.countryId) }),
  );
}

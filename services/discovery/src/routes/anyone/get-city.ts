import { cityResponseSchema, errorBodySchema } from '@cerca/contracts';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogueCache } from '../../catalogue-cache';
import { sendCatalogue } from '../../catalogue-reply';
import messages from '../../messages.json';
import { findCity } from '../../repositories/catalogue';

// Any text is accepted so a malformed id in a page URL reads as 'Ciudad no encontrada'.
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const uuidSchema = z.string().uuid();

/** Thrown inside the cache load so a missing city is answered 404 and never cached. */
class CityNotFound extends Error {}

/** GET /cities/:id — one city with its country. */
export async function getCityRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const cache = catalogueCache(app, context);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One city with its country (cached; ETag, 304)',
        params: paramsSchema,
        response: { 200: cityResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!uuidSchema.safeParse(id).success) throw errors.notFound('city_not_found', messages.cityNotFound);
      const body = await cache
        .get(`city:${id}`, async () => {
          const city = await findCity(context.db, id);
          if (!city) throw new CityNotFound();
          return cityResponseSchema.parse({ city });
        })
        .catch((error: unknown) => {
          if (error instanceof CityNotFound) throw errors.notFound('city_not_found', messages.cityNotFound);
          throw error;
        });
      return sendCatalogue(request, reply, body);
    },
  );
}

import { cityResponseSchema, errorBodySchema } from '@cerca/contracts';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import messages from '../messages.json';
import { findCity } from '../repositories/catalogue';

// Any text is accepted so a malformed id in a page URL reads as 'Ciudad no encontrada'.
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const uuidSchema = z.string().uuid();

/** GET /cities/:id — one city with its country. */
export async function getCityRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One city with its country',
        params: paramsSchema,
        response: { 200: cityResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const city = uuidSchema.safeParse(id).success ? await findCity(db, id) : undefined;
      if (!city) throw errors.notFound('city_not_found', messages.cityNotFound);
      return { city };
    },
  );
}

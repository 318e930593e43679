import { cityAccessResponseSchema, errorBodySchema } from '@cerca/contracts';
import {
  canManageCity,
  errors,
  requireUser,
  type ServiceContext,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import messages from '../messages.json';
import { findCityWithCountry } from '../repositories/cities';

// Any text is accepted so a malformed id in the page URL reads as 'Ciudad no encontrada', not a form error.
const paramsSchema = z.object({ cityId: z.string().min(1).max(100) });
const uuidSchema = z.string().uuid();

/** GET /cities/:cityId/access — the guard every city dashboard page asks first. */
export async function getCityAccessRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/access',
    {
      onRequest: requireUser,
      schema: {
        tags: ['city dashboard'],
        summary: 'Whether the caller may manage this city (admins and the city partner)',
        security: [{ bearerAuth: [] }],
        params: paramsSchema,
        response: {
          200: cityAccessResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { cityId } = request.params;
      // Permission before existence: a partner probing other ids learns nothing about them.
      if (!(await canManageCity(context, request.user!, cityId)))
        throw errors.forbidden(messages.noPermission);
      const city = uuidSchema.safeParse(cityId).success ? await findCityWithCountry(db, cityId) : undefined;
      if (!city) throw errors.notFound('city_not_found', messages.cityNotFound);
      return { canManage: true as const, city };
    },
  );
}

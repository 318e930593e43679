import { errorBodySchema } from '@cerca/contracts';
import { cityDriversQuerySchema, cityDriversResponseSchema } from '@cerca/contracts/city-drivers';
import {
  decodeTimeCursor,
  encodeTimeCursor,
  errors,
  type ServiceContext,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { listCityDrivers } from '../../repositories/city-drivers';
import { cityParamsSchema } from './guard';

/** GET /cities/:cityId/drivers — the city's drivers, newest first, searched and filtered. */
export async function listCityDriversRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/drivers',
    {
      schema: {
        tags: ['city drivers'],
        summary: "A city's drivers (admins and the city partner), newest first, keyset pages",
        description:
          'q: case-insensitive substring of username, full name, e-mail or phone; status: all, approved ' +
          '(Activos), suspended (Suspendidos); vehicle: all, moto, bici, auto, pie.',
        security: [{ bearerAuth: [] }],
        params: cityParamsSchema,
        querystring: cityDriversQuerySchema,
        response: {
          200: cityDriversResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { cityId } = request.params;
      const { q, status, vehicle, cursor } = request.query;
      const after = decodeTimeCursor(cursor, () =>
        errors.badRequest('invalid_cursor', messages.loadDriversError),
      );
      const page = await listCityDrivers(
        context.db,
        cityId,
        { q: (q ?? '').trim(), status: status ?? 'all', vehicle: vehicle ?? 'all' },
        after,
      );
      return { drivers: page.drivers, next_cursor: page.next ? encodeTimeCursor(page.next) : null };
    },
  );
}

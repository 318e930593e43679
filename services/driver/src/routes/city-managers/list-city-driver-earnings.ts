import { errorBodySchema } from '@cerca/contracts';
import { cityDriverEarningsSchema, cityPathSchema } from '@cerca/contracts/driver-earnings';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { cityDriversEarnings, cityTimeZone } from '../../repositories/earnings';

/** GET /cities/:cityId/driver-earnings — every driver of the city: today, this week, rating. */
export async function listCityDriverEarningsRoute(
  app: FastifyInstance,
  { db }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/driver-earnings',
    {
      schema: {
        tags: ['drivers'],
        summary: "The city's drivers' earnings today and this week, and their delivery ratings",
        description:
          "Issue 25. The city's partner and admins only (403 otherwise). The same sums as GET /me/earnings, " +
          "in the city's time zone, one row per driver of the city, by name.",
        security: [{ bearerAuth: [] }],
        params: cityPathSchema,
        response: {
          200: cityDriverEarningsSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { cityId } = request.params;
      const timeZone = await cityTimeZone(db, cityId);
      if (!timeZone) throw errors.notFound('city_not_found', messages.cityNotFound);
      const rows = await cityDriversEarnings(db, cityId, new Date());
      return {
        time_zone: timeZone,
        drivers: rows.map(({ time_zone: _zone, ...row }) => row),
      };
    },
  );
}

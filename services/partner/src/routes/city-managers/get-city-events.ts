import { errorBodySchema } from '@cerca/contracts';
import { cityEventsOverviewSchema } from '@cerca/contracts/city-dashboard';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { loadCityEventsOverview } from '../../repositories/city-analytics';
import { cityParamsSchema } from './guard';

/**
 * GET /cities/:cityId/events — the Eventos tab. Not discovery's public /events: that one shows only
 * active events from today on, while the partner also reviews inactive and past ones.
 */
export async function getCityEventsRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/events',
    {
      schema: {
        tags: ['city dashboard'],
        summary: "The city's latest events and weekend routes by date, past and inactive ones included",
        description: 'For admins and the city partner. At most 20 of each, latest date first.',
        security: [{ bearerAuth: [] }],
        params: cityParamsSchema,
        response: {
          200: cityEventsOverviewSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { cityId } = request.params;
      return loadCityEventsOverview(context.db, cityId);
    },
  );
}

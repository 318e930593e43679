import { errorBodySchema } from '@cerca/contracts';
import { cityAnalyticsSchema } from '@cerca/contracts/city-dashboard';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { loadCityAnalytics } from '../../repositories/city-analytics';
import { cityParamsSchema } from './guard';

/** GET /cities/:cityId/analytics — the Analíticas tab: top categories, businesses and posts per month. */
export async function getCityAnalyticsRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/analytics',
    {
      schema: {
        tags: ['city dashboard'],
        summary: 'Top 5 categories and new businesses and publications per month (last 12)',
        description: "For admins and the city partner. Months are calendar months in the city's time zone.",
        security: [{ bearerAuth: [] }],
        params: cityParamsSchema,
        response: {
          200: cityAnalyticsSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { cityId } = request.params;
      return loadCityAnalytics(context.db, cityId);
    },
  );
}

import { errorBodySchema } from '@cerca/contracts';
import { cityAnalyticsSchema } from '@cerca/contracts/city-dashboard';
import { requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { assertManagedCity } from '../city-content/city-guard';
import { cityParamsSchema } from '../city-dashboard/params';
import { loadCityAnalytics } from '../repositories/city-analytics';

/** GET /cities/:cityId/analytics — the Analíticas tab: top categories, businesses and posts per month. */
export async function getCityAnalyticsRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/analytics',
    {
      onRequest: requireUser,
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
      const cityId = await assertManagedCity(context, request.user!, request.params.cityId);
      return loadCityAnalytics(context.db, cityId);
    },
  );
}

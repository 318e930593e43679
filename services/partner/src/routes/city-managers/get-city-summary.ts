import { errorBodySchema } from '@cerca/contracts';
import { citySummarySchema } from '@cerca/contracts/city-dashboard';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { loadCitySummary } from '../../repositories/city-summary';
import { cityParamsSchema } from './guard';

/** GET /cities/:cityId/summary — the Resumen tab: exact counts and the activity feed. */
export async function getCitySummaryRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/summary',
    {
      schema: {
        tags: ['city dashboard'],
        summary: "The city's exact counts and its latest activity (spec 02 §7, §9)",
        description:
          'For admins and the city partner. Counts: businesses, people (other than the caller) who own, ' +
          'drive, review, order or publish in the city, publications, stories, reviews, events, routes and ' +
          'drivers. Activity: the 5 latest businesses, reviews and events, merged newest first, 10 kept.',
        security: [{ bearerAuth: [] }],
        params: cityParamsSchema,
        response: {
          200: citySummarySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { cityId } = request.params;
      return loadCitySummary(context.db, cityId, request.user!.id);
    },
  );
}

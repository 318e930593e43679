import { errorBodySchema } from '@cerca/contracts';
import { upcomingEventsQuerySchema, upcomingEventsResponseSchema } from '@cerca/contracts/business-search';
import { resolveTimeZone } from '@cerca/contracts/opening-hours';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { findCityTimeZone } from '../../repositories/business-page';
import { listUpcomingEvents } from '../../repositories/weekend-plans';
import { refuseNul } from '../../request-guards';

/** GET /events/upcoming?city_id=&category= — "Eventos de la Semana" of the search page. */
export async function listUpcomingEventsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/events/upcoming',
    {
      schema: {
        tags: ['events'],
        summary: "Active events of the city's businesses from today through the next 7 days, soonest first",
        description:
          'Optionally of one category (case-insensitive). Days follow the city time zone. At most 20.',
        querystring: upcomingEventsQuerySchema,
        response: { 200: upcomingEventsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { city_id: cityId } = request.query;
      const category = request.query.category?.trim() || undefined;
      refuseNul(category);
      const timeZone = await findCityTimeZone(db, cityId);
      // An unknown city has no businesses, hence no events.
      if (timeZone === undefined) return { events: [] };
      return { events: await listUpcomingEvents(db, cityId, resolveTimeZone(timeZone), category) };
    },
  );
}

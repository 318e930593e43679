import { errorBodySchema } from '@cerca/contracts';
import {
  CITY_EVENTS_PAGE_SIZE,
  cityEventsPageSchema,
  cityEventsQuerySchema,
} from '@cerca/contracts/city-life/events';
import { resolveTimeZone } from '@cerca/contracts/opening-hours';
import { publicCacheKeys } from '@cerca/queues';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { decodeTimeCursor, encodeTimeCursor } from '../../keyset-cursor';
import { findCityTimeZone } from '../../repositories/business-page';
import { listCityEvents } from '../../repositories/weekend-plans';
import { aboutCity, forVisitorsShared, sendJsonText } from '../../shared-cache';

/** GET /events?city_id=&cursor= — the events carousel of /events (spec 02 §2, §7). */
export async function listCityEventsRoute(
  app: FastifyInstance,
  { db, redis }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: "Active events of the city's businesses from today on, oldest first (keyset pages)",
        description:
          "Today starts at midnight in the city's time zone. Each event carries its business's name and " +
          `photo. ${CITY_EVENTS_PAGE_SIZE} a page; pass next_cursor back as cursor (a malformed one answers ` +
          '400 invalid_cursor). An unknown city has no events. Visitors share the answer for a few seconds.',
        querystring: cityEventsQuerySchema,
        response: { 200: cityEventsPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { city_id: cityId, cursor } = request.query;
      const after = decodeTimeCursor(cursor);
      const key = aboutCity(cityId, cityEventsCacheKey(cityId, cursor));
      const answer = await forVisitorsShared(request, redis, key, async () => {
        const timeZone = await findCityTimeZone(db, cityId);
        if (timeZone === undefined) return { events: [], next_cursor: null };
        const page = await listCityEvents(
          db,
          cityId,
          resolveTimeZone(timeZone),
          after,
          CITY_EVENTS_PAGE_SIZE,
        );
        return { events: page.events, next_cursor: page.next ? encodeTimeCursor(page.next) : null };
      });
      if ('fresh' in answer) return answer.fresh;
      return sendJsonText(reply, answer.shared);
    },
  );
}

/** The shared answer of one page of a city's events (the cursor as sent: decodeTimeCursor checked it). */
export function cityEventsCacheKey(cityId: string, cursor: string | undefined): string {
  // The first page's name is shared with the writers that drop it (@cerca/queues publicCacheKeys).
  return cursor
    ? `city-events:${cityId.toLowerCase()}:${cursor}`
    : publicCacheKeys.cityEventsFirstPage(cityId);
}

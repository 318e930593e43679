import { errorBodySchema } from '@cerca/contracts';
import {
  BUSINESS_PAGE_SIZE,
  type BusinessCard,
  businessSearchQuerySchema,
  businessSearchResponseSchema,
  CARD_EVENTS_LIMIT,
} from '@cerca/contracts/business-search';
import { openNow, orderingState } from '@cerca/contracts/kitchen-state';
import { resolveTimeZone } from '@cerca/contracts/opening-hours';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { decodeRankCursor, encodeRankCursor } from '../../keyset-cursor';
import { findCityTimeZone } from '../../repositories/business-page';
import { countBusinessMatches, searchBusinessPage } from '../../repositories/business-search';
import { listCardEvents } from '../../repositories/weekend-plans';
import { refuseNul } from '../../request-guards';
import { aboutCity, sendJsonText, sharedJson, VISITOR_CACHE_TTL_MS } from '../../shared-cache';

const blankAsMissing = (value: string | undefined) => value?.trim() || undefined;

/** GET /businesses?city_id=&category=&subcategory=&q=&cursor= — the search page and category grids. */
export async function searchBusinessesRoute(
  app: FastifyInstance,
  { db, redis }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Businesses of a city by rating, filtered by category, subcategory and text (keyset pages)',
        description:
          'category and subcategory match case-insensitively; q matches name or description ignoring case ' +
          `and accents. ${BUSINESS_PAGE_SIZE} a page; pass next_cursor back as cursor (a malformed one ` +
          'answers 400 invalid_cursor). total counts every match.',
        querystring: businessSearchQuerySchema,
        response: { 200: businessSearchResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { city_id: cityId, cursor } = request.query;
      const filter = {
        cityId,
        category: blankAsMissing(request.query.category),
        subcategory: blankAsMissing(request.query.subcategory),
        q: blankAsMissing(request.query.q),
      };
      refuseNul(filter.category, filter.subcategory, filter.q);
      const after = decodeRankCursor(cursor);
      // Matching ignores case, so the shared answer does too. Too many variants to drop one by one:
      // moderation drops them all with the city's cache version (@cerca/queues dropCityPublicCaches).
      const key = `search:${JSON.stringify([cityId.toLowerCase(), filter.category?.toLowerCase(), filter.subcategory?.toLowerCase(), filter.q?.toLowerCase(), cursor ?? null])}`;
      // The same answer for everyone, signed in or not (it holds nothing of the caller's own).
      const shared = await sharedJson(
        redis,
        aboutCity(cityId, key),
        VISITOR_CACHE_TTL_MS,
        async () => {
          const [rows, total, timeZone] = await Promise.all([
            searchBusinessPage(db, filter, after),
            countBusinessMatches(db, filter),
            findCityTimeZone(db, cityId),
          ]);
          const page = rows.slice(0, BUSINESS_PAGE_SIZE);
          const events = await listCardEvents(
            db,
            page.map((row) => row.id),
            resolveTimeZone(timeZone),
            CARD_EVENTS_LIMIT,
          );
          const last = page.at(-1);
          const zone = resolveTimeZone(timeZone);
          const now = new Date();
          // Open now by the same rule as the business page and the checkout (hours, closed days,
          // special dates, the kitchen's pause); the shared copy lives VISITOR_CACHE_TTL_MS, so the
          // badge is at most that late.
          const businesses: BusinessCard[] = page.map(
            ({ schedule, special_hours, paused_until, ...row }) => ({
              ...row,
              rating_avg: Number(row.rating_avg),
              upcoming_events: events.get(row.id) ?? [],
              ...openNow(orderingState({ schedule, special_hours, time_zone: zone, paused_until }, now)),
            }),
          );
          return {
            businesses,
            total,
            next_cursor:
              rows.length > BUSINESS_PAGE_SIZE && last
                ? encodeRankCursor({
                    ratingAvg: last.rating_avg,
                    ratingCount: last.rating_count,
                    id: last.id,
                  })
                : null,
          };
        },
        request.log,
      );
      return sendJsonText(reply, shared);
    },
  );
}

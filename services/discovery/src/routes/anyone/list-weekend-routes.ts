import { errorBodySchema } from '@cerca/contracts';
import {
  cityEventsQuerySchema,
  WEEKEND_ROUTES_PAGE_SIZE,
  type WeekendRoutesPage,
  weekendRoutesPageSchema,
} from '@cerca/contracts/city-life/events';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { decodeTimeCursor, encodeTimeCursor } from '../../keyset-cursor';
import { listActiveRoutes } from '../../repositories/weekend-routes';
import { aboutCity, forVisitorsShared, sendJsonText } from '../../shared-cache';

/**
 * A shared page may be a few seconds old: drop the routes whose window ended since, so the answer
 * never shows a closed route (the text is sent as is when none did).
 */
export function withoutEndedRoutes(shared: string, now: number): WeekendRoutesPage | null {
  const page = JSON.parse(shared) as WeekendRoutesPage;
  const open = page.routes.filter((route) => Date.parse(route.expires_at) > now);
  return open.length === page.routes.length ? null : { ...page, routes: open };
}

/** GET /weekend-routes?city_id=&cursor= — the weekend routes carousel of /events (spec 02 §2, §7). */
export async function listWeekendRoutesRoute(
  app: FastifyInstance,
  { db, redis }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/weekend-routes',
    {
      schema: {
        tags: ['events'],
        summary: "The city's active weekend routes whose 72-hour window is open, with their places in order",
        description:
          'Active and expires_at in the future, soonest date first (keyset pages of ' +
          `${WEEKEND_ROUTES_PAGE_SIZE}; pass next_cursor back as cursor). Each place has the business's ` +
          'id, name, category and photo. Visitors share the answer for a few seconds, never past a ' +
          "route's expiry.",
        querystring: cityEventsQuerySchema,
        response: { 200: weekendRoutesPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { city_id: cityId, cursor } = request.query;
      const after = decodeTimeCursor(cursor);
      const answer = await forVisitorsShared(
        request,
        redis,
        aboutCity(cityId, weekendRoutesCacheKey(cityId, cursor)),
        async () => {
          const page = await listActiveRoutes(db, cityId, after, WEEKEND_ROUTES_PAGE_SIZE);
          return { routes: page.routes, next_cursor: page.next ? encodeTimeCursor(page.next) : null };
        },
      );
      if ('fresh' in answer) return answer.fresh;
      return withoutEndedRoutes(answer.shared, Date.now()) ?? sendJsonText(reply, answer.shared);
    },
  );
}

/** The shared answer of one page of a city's routes (the cursor as sent: decodeTimeCursor checked it). */
export function weekendRoutesCacheKey(cityId: string, cursor: string | undefined): string {
  return `weekend-routes:${cityId.toLowerCase()}:${cursor ?? ''}`;
}

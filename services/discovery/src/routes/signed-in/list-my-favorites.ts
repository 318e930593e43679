import { errorBodySchema } from '@cerca/contracts';
import { type BusinessCard, CARD_EVENTS_LIMIT } from '@cerca/contracts/business-search';
import {
  FAVORITES_PAGE_SIZE,
  type Favorite,
  myFavoritesQuerySchema,
  myFavoritesResponseSchema,
} from '@cerca/contracts/city-life/favorites';
import { resolveTimeZone } from '@cerca/contracts/opening-hours';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import { nextTimeCursor } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { decodeTimeCursor } from '../../keyset-cursor';
import messages from '../../messages.json';
import { listFavoriteCategories, listFavoritePage } from '../../repositories/favorites';
import { listCardEvents } from '../../repositories/weekend-plans';
import { refuseNul } from '../../request-guards';

const blankAsMissing = (value: string | undefined) => value?.trim() || undefined;

/** The events of each business's card, read once per city zone on the page (usually one or two). */
async function cardEventsByZone(db: ServiceContext['db'], rows: readonly { id: string; zone: string }[]) {
  const zones = [...new Set(rows.map((row) => row.zone))];
  const maps = await Promise.all(
    zones.map((zone) =>
      listCardEvents(
        db,
        rows.filter((row) => row.zone === zone).map((row) => row.id),
        zone,
        CARD_EVENTS_LIMIT,
      ),
    ),
  );
  return new Map(maps.flatMap((map) => [...map]));
}

/** GET /me/favorites?q=&category=&cursor= — /favorites: the caller's saved businesses. */
export async function listMyFavoritesRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/favorites',
    {
      config: { refusals: { unauthorized: messages.signInToSeeFavorites } },
      schema: {
        tags: ['follows'],
        summary: "The caller's favourite businesses, newest saved first (keyset pages)",
        description:
          "Only the caller's own, taken from the token. q matches the business name ignoring case and " +
          `accents; category matches the main category ignoring case. ${FAVORITES_PAGE_SIZE} a page; ` +
          'pass next_cursor back as cursor (a malformed one answers 400 invalid_cursor). categories ' +
          'lists the main categories of all the favourites, for the filter.',
        security: [{ bearerAuth: [] }],
        querystring: myFavoritesQuerySchema,
        response: { 200: myFavoritesResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const filter = {
        userId,
        q: blankAsMissing(request.query.q),
        category: blankAsMissing(request.query.category),
      };
      refuseNul(filter.q, filter.category);
      const after = decodeTimeCursor(request.query.cursor);
      const [rows, categories] = await Promise.all([
        listFavoritePage(db, filter, after, FAVORITES_PAGE_SIZE),
        listFavoriteCategories(db, userId),
      ]);
      const page = rows.slice(0, FAVORITES_PAGE_SIZE).map((row) => ({
        ...row,
        zone: resolveTimeZone(row.time_zone),
      }));
      const events = await cardEventsByZone(db, page);
      const favorites: Favorite[] = page.map((row) => {
        const business: BusinessCard = {
          id: row.id,
          name: row.name,
          description: row.description,
          category: row.category,
          subcategory: row.subcategory,
          price_range: row.price_range,
          rating_avg: Number(row.rating_avg),
          rating_count: row.rating_count,
          city: row.city,
          state: row.state,
          main_photo_url: row.main_photo_url ?? null,
          main_photo_thumbnail_url: row.main_photo_thumbnail_url ?? null,
          upcoming_events: events.get(row.id) ?? [],
        };
        return {
          id: row.favorite_id,
          created_at: row.saved_at.toISOString(),
          time_zone: row.zone,
          business,
        };
      });
      return {
        favorites,
        categories,
        next_cursor: nextTimeCursor(rows, FAVORITES_PAGE_SIZE, (row) => ({
          at: row.cursor_at,
          id: row.favorite_id,
        })),
      };
    },
  );
}

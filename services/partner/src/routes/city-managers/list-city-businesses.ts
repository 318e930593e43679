import { errorBodySchema } from '@cerca/contracts';
import {
  CITY_BUSINESSES_PAGE_SIZE,
  cityBusinessesPageSchema,
  cityBusinessesQuerySchema,
} from '@cerca/contracts/city-dashboard';
import {
  decodeTimeCursor,
  errors,
  nextTimeCursor,
  type ServiceContext,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { countCityBusinesses, listCityBusinessPage } from '../../repositories/city-businesses';
import { cityParamsSchema } from './guard';

/** GET /cities/:cityId/businesses?q=&cursor= — the Negocios tab, newest first. */
export async function listCityBusinessesRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/businesses',
    {
      schema: {
        tags: ['city dashboard'],
        summary: "The city's businesses with owner, photo and rating, newest first (keyset pages)",
        description:
          'For admins and the city partner. q matches the name ignoring case and accents. ' +
          `${CITY_BUSINESSES_PAGE_SIZE} a page; pass next_cursor back as cursor (a malformed one answers ` +
          '400 invalid_cursor). total counts every match.',
        security: [{ bearerAuth: [] }],
        params: cityParamsSchema,
        querystring: cityBusinessesQuerySchema,
        response: {
          200: cityBusinessesPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { cityId } = request.params;
      const q = request.query.q?.trim() || undefined;
      if (q?.includes('\u0000')) throw errors.badRequest('invalid_characters', messages.invalidCharacters);
      const after = decodeTimeCursor(request.query.cursor, () =>
        errors.badRequest('invalid_cursor', messages.invalidCursor),
      );
      const [rows, total] = await Promise.all([
        listCityBusinessPage(db, cityId, q, after),
        countCityBusinesses(db, cityId, q),
      ]);
      const page = rows.slice(0, CITY_BUSINESSES_PAGE_SIZE);
      return {
        businesses: page.map(({ at: _at, ...business }) => business),
        total,
        next_cursor: nextTimeCursor(rows, CITY_BUSINESSES_PAGE_SIZE, (row) => ({ at: row.at, id: row.id })),
      };
    },
  );
}

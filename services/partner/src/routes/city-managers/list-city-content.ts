import { errorBodySchema } from '@cerca/contracts';
import {
  CITY_CONTENT_PAGE_SIZE,
  cityContentPageSchema,
  cityContentQuerySchema,
} from '@cerca/contracts/city-content';
import {
  decodeTimeCursor,
  errors,
  nextTimeCursor,
  type ServiceContext,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import messages from '../../messages.json';
import { listCityContent } from '../../repositories/city-content';

// Any text is accepted so a malformed id in the page URL reads as 'Ciudad no encontrada', not a form error.
const paramsSchema = z.object({ cityId: z.string().min(1).max(100) });

/** GET /cities/:cityId/content — the city's posts, stories, comments, reviews and events, newest first. */
export async function listCityContentRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/content',
    {
      schema: {
        tags: ['city content'],
        summary: "The city's content of every type in one list, newest first (keyset pages)",
        description:
          'For admins and the city partner. Only content of this city: posts and stories by their city, ' +
          "comments by their post's, reviews and events by their business's. ?type= narrows to one type, " +
          `?q= searches title, content, business and user names (case and accents ignored). ${CITY_CONTENT_PAGE_SIZE} ` +
          'a page; pass next_cursor back as cursor (a malformed one answers 400 invalid_cursor).',
        security: [{ bearerAuth: [] }],
        params: paramsSchema,
        querystring: cityContentQuerySchema,
        response: {
          200: cityContentPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { cityId } = request.params;
      const after = decodeTimeCursor(request.query.cursor || undefined, () =>
        errors.badRequest('invalid_cursor', messages.invalidCursor),
      );
      // One row more than a page says whether another page follows.
      const rows = await listCityContent(db, cityId, {
        type: request.query.type ?? 'all',
        q: (request.query.q ?? '').trim(),
        after,
        limit: CITY_CONTENT_PAGE_SIZE + 1,
      });
      const items = rows.slice(0, CITY_CONTENT_PAGE_SIZE);
      return {
        items: items.map(({ cursor_at: _at, ...item }) => item),
        next_cursor: nextTimeCursor(rows, CITY_CONTENT_PAGE_SIZE, (row) => ({
          at: row.cursor_at,
          id: row.id,
        })),
      };
    },
  );
}

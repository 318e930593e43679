import { errorBodySchema } from '@cerca/contracts';
import { ACTIVITY_PAGE_SIZE, activityPageSchema, activityQuerySchema } from '@cerca/contracts/account';
import {
  decodeTimeCursor,
  errors,
  nextTimeCursor,
  type ServiceContext,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { type ActivityPosition, listActivity } from '../../repositories/account';

/** The cursor: [created_at, id] of the last row shown; anything else is 400. */
const decodeCursor = (raw: string | undefined): ActivityPosition | undefined =>
  decodeTimeCursor(raw, () => errors.badRequest('invalid_cursor', messages.invalidActivityCursor));

/** GET /me/activity — Configuración → Historial de actividad: own orders, reviews, posts. */
export async function listActivityRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/activity',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's own orders, reviews and posts, newest first, 10 per page",
        security: [{ bearerAuth: [] }],
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const after = decodeCursor(request.query.cursor);
      const rows = await listActivity(db, request.user!.id, ACTIVITY_PAGE_SIZE + 1, after);
      return {
        items: rows.slice(0, ACTIVITY_PAGE_SIZE),
        next_cursor: nextTimeCursor(rows, ACTIVITY_PAGE_SIZE, (row) => ({ at: row.created_at, id: row.id })),
      };
    },
  );
}

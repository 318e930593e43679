import { errorBodySchema } from '@cerca/contracts';
import { ACTIVITY_PAGE_SIZE, activityPageSchema, activityQuerySchema } from '@cerca/contracts/account';
import { errors, requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../messages.json';
import { type ActivityPosition, listActivity } from '../repositories/account';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

/** The cursor: base64url of [created_at, id] of the last row shown; anything else is 400. */
function decodeCursor(raw: string | undefined): ActivityPosition | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    const keys = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(keys) && keys.length === 2 && AT.test(keys[0]) && UUID.test(keys[1])) {
      // No impossible dates (30 February) reach the cast.
      if (
        !Number.isNaN(Date.parse(keys[0])) &&
        new Date(keys[0]).toISOString().slice(0, 10) === keys[0].slice(0, 10)
      )
        return { at: keys[0], id: keys[1] };
    }
  } catch {
    // falls through to the refusal
  }
  throw errors.badRequest('invalid_cursor', messages.invalidActivityCursor);
}

/** GET /me/activity — Configuración → Historial de actividad: own orders, reviews, posts. */
export async function listActivityRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/activity',
    {
      onRequest: requireUser,
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
      const items = rows.slice(0, ACTIVITY_PAGE_SIZE);
      const last = items.at(-1);
      const next_cursor =
        rows.length > ACTIVITY_PAGE_SIZE && last
          ? Buffer.from(JSON.stringify([last.created_at, last.id]), 'utf8').toString('base64url')
          : null;
      return { items, next_cursor };
    },
  );
}

import { errorBodySchema } from '@cerca/contracts';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@cerca/contracts/notifications';
import { errors, requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../messages.json';
import { countUnread, listNotifications, type NotificationPosition } from '../repositories/notifications';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

/** The cursor: base64url of [created_at, id] of the last notification shown; anything else is 400. */
function decodeCursor(raw: string | undefined): NotificationPosition | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    const keys = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(keys) &&
      keys.length === 2 &&
      AT.test(keys[0]) &&
      UUID.test(keys[1]) &&
      !Number.isNaN(Date.parse(keys[0]))
    )
      return { at: keys[0], id: keys[1] };
  } catch {
    // falls through to the refusal
  }
  throw errors.badRequest('invalid_cursor', messages.invalidNotificationsCursor);
}

/** GET /notifications — the bell: the caller's notifications, newest first, and the unread count. */
export async function listNotificationsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, 20 per page, with the unread count",
        security: [{ bearerAuth: [] }],
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const after = decodeCursor(request.query.cursor);
      const [page, unread_count] = await Promise.all([
        listNotifications(db, userId, NOTIFICATIONS_PAGE_SIZE + 1, after),
        countUnread(db, userId),
      ]);
      const last = page.positions[NOTIFICATIONS_PAGE_SIZE - 1];
      const next_cursor =
        page.notifications.length > NOTIFICATIONS_PAGE_SIZE && last
          ? Buffer.from(JSON.stringify([last.at, last.id]), 'utf8').toString('base64url')
          : null;
      return {
        notifications: page.notifications.slice(0, NOTIFICATIONS_PAGE_SIZE),
        unread_count,
        next_cursor,
      };
    },
  );
}

import { errorBodySchema } from '@cerca/contracts';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@cerca/contracts/notifications';
import {
  decodeTimeCursor,
  encodeTimeCursor,
  errors,
  type ServiceContext,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { countUnread, listNotifications, type NotificationPosition } from '../../repositories/notifications';

/** The cursor: [created_at, id] of the last row shown; anything else is 400. */
const decodeCursor = (raw: string | undefined): NotificationPosition | undefined =>
  decodeTimeCursor(raw, () => errors.badRequest('invalid_cursor', messages.invalidNotificationsCursor));

/** GET /notifications — the bell: the caller's notifications, newest first, and the unread count. */
export async function listNotificationsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/notifications',
    {
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
        page.notifications.length > NOTIFICATIONS_PAGE_SIZE && last ? encodeTimeCursor(last) : null;
      return {
        notifications: page.notifications.slice(0, NOTIFICATIONS_PAGE_SIZE),
        unread_count,
        next_cursor,
      };
    },
  );
}

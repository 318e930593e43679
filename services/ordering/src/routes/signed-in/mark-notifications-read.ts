import { errorBodySchema } from '@cerca/contracts';
import {
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
} from '@cerca/contracts/notifications';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { countUnread, markRead } from '../../repositories/notifications';

/** POST /notifications/read — marks the given ids (or all) of the caller's own as read. */
export async function markNotificationsReadRoute(
  app: FastifyInstance,
  { db }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark the caller's notifications read: { ids } or { all: true }",
        description: "Ids of other people's notifications are ignored. Answers the unread count left.",
        security: [{ bearerAuth: [] }],
        body: markNotificationsReadBodySchema,
        response: { 200: markNotificationsReadResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { body } = request;
      await markRead(db, userId, 'ids' in body ? body.ids : 'all');
      return { unread_count: await countUnread(db, userId) };
    },
  );
}

import { errorBodySchema } from '@cerca/contracts';
import {
  conversationPathSchema,
  MESSAGES_PAGE_SIZE,
  threadQuerySchema,
  threadResponseSchema,
} from '@cerca/contracts/messages';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { loadParties, messageCursor } from '../../message-parties';
import messages from '../../messages.json';
import { listThread, sendBlock, type ThreadPage } from '../../repositories/messages';

/**
 * GET /conversations/:userId/messages — the caller's own thread with one person: the newest page,
 * an older page (`before` a message id) or everything after a message id (`after`, catch-up).
 */
export async function getThreadRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/conversations/:userId/messages',
    {
      config: { refusals: { unauthorized: messages.signInToMessages } },
      schema: {
        tags: ['messages'],
        summary: 'The thread with one person, oldest first, and whether the caller may send',
        security: [{ bearerAuth: [] }],
        params: conversationPathSchema,
        querystring: threadQuerySchema,
        response: {
          200: threadResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const before = messageCursor(request.query.before);
      const after = messageCursor(request.query.after);
      if (before && after) throw errors.badRequest('invalid_cursor', messages.invalidMessagesCursor);
      const { me, other } = await loadParties(db, request.user!.id, request.params.userId);
      const page: ThreadPage = before ? { before } : after ? { after } : 'latest';
      const [thread, block] = await Promise.all([
        listThread(db, me.id, other.id, page, MESSAGES_PAGE_SIZE),
        sendBlock(db, me, other),
      ]);
      // A message of another pair (or none) is no cursor here: nothing is told about it.
      if (!thread) throw errors.badRequest('invalid_cursor', messages.invalidMessagesCursor);
      return {
        other,
        messages: thread.messages,
        older_cursor: thread.hasOlder ? (thread.messages[0]?.id ?? null) : null,
        can_send: block === null,
        send_block: block,
      };
    },
  );
}

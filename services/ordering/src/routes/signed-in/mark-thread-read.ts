import { errorBodySchema } from '@cerca/contracts';
import { conversationPathSchema, markReadResponseSchema } from '@cerca/contracts/messages';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { MessageEvents } from '../../message-events';
import { loadParties } from '../../message-parties';
import messages from '../../messages.json';
import { markThreadRead } from '../../repositories/messages';

/**
 * POST /conversations/:userId/read — the caller opened the thread: the other person's messages are
 * read, and the caller's e-mail digest is cancelled when nothing unread is left for it.
 */
export async function markThreadReadRoute(
  app: FastifyInstance,
  { db }: ServiceContext,
  events: MessageEvents,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/conversations/:userId/read',
    {
      config: { refusals: { unauthorized: messages.signInToMessages } },
      schema: {
        tags: ['messages'],
        summary: "Marks the other person's messages to the caller read and tells them",
        security: [{ bearerAuth: [] }],
        params: conversationPathSchema,
        response: {
          200: markReadResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { me, other } = await loadParties(db, request.user!.id, request.params.userId);
      const marked = await markThreadRead(db, me.id, other.id);
      const event = marked.upTo ? { reader_id: me.id, up_to: marked.upTo, read_at: marked.readAt } : null;
      await events.read(request.log, { id: me.id, digestPending: marked.digestPending }, other.id, event);
      return { read: marked.read };
    },
  );
}

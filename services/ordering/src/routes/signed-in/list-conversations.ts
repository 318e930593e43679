import { errorBodySchema } from '@cerca/contracts';
import {
  CONVERSATIONS_PAGE_SIZE,
  conversationsQuerySchema,
  conversationsResponseSchema,
} from '@cerca/contracts/messages';
import {
  decodeTimeCursor,
  encodeTimeCursor,
  errors,
  type ServiceContext,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { listConversations, type Position } from '../../repositories/messages';

/** The cursor: [created_at, id] of the last conversation's message; anything else is 400. */
const decodeCursor = (raw: string | undefined): Position | undefined =>
  decodeTimeCursor(raw, () => errors.badRequest('invalid_cursor', messages.invalidConversationsCursor));

/** GET /conversations — the caller's conversations, latest message first, 20 per page. */
export async function listConversationsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/conversations',
    {
      config: { refusals: { unauthorized: messages.signInToMessages } },
      schema: {
        tags: ['messages'],
        summary: "The caller's conversations (one per other person), latest first, with unread counts",
        security: [{ bearerAuth: [] }],
        querystring: conversationsQuerySchema,
        response: { 200: conversationsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const after = decodeCursor(request.query.cursor);
      const page = await listConversations(db, request.user!.id, CONVERSATIONS_PAGE_SIZE + 1, after);
      const last = page.positions[CONVERSATIONS_PAGE_SIZE - 1];
      const next_cursor =
        page.conversations.length > CONVERSATIONS_PAGE_SIZE && last ? encodeTimeCursor(last) : null;
      return { conversations: page.conversations.slice(0, CONVERSATIONS_PAGE_SIZE), next_cursor };
    },
  );
}

import { errorBodySchema } from '@cerca/contracts';
import {
  conversationPathSchema,
  MESSAGE_MAX_LENGTH,
  sendMessageBodySchema,
  sendMessageResponseSchema,
} from '@cerca/contracts/messages';
import { AppError, errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { MessageEvents } from '../../message-events';
import { loadParties } from '../../message-parties';
import messages from '../../messages.json';
import { insertMessage, sendBlock } from '../../repositories/messages';

/**
 * POST /conversations/:userId/messages — stores the trimmed text when the plan rules allow it
 * (issue 12), once per client_id, and tells both people's rooms.
 */
export async function sendMessageRoute(
  app: FastifyInstance,
  { db }: ServiceContext,
  events: MessageEvents,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/conversations/:userId/messages',
    {
      config: { refusals: { unauthorized: messages.signInToMessages } },
      schema: {
        tags: ['messages'],
        summary: 'Sends a message to one person (201; 200 when the client_id was already stored)',
        security: [{ bearerAuth: [] }],
        params: conversationPathSchema,
        body: sendMessageBodySchema,
        response: {
          200: sendMessageResponseSchema,
          201: sendMessageResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const content = request.body.content.trim();
      if (content.length === 0) throw errors.badRequest('message_blank', messages.messageBlank);
      if ([...content].length > MESSAGE_MAX_LENGTH) {
        throw errors.badRequest('message_too_long', messages.messageTooLong);
      }
      const { me, other } = await loadParties(db, request.user!.id, request.params.userId);
      const block = await sendBlock(db, me, other);
      if (block === 'personal_to_personal') {
        throw new AppError(403, 'personal_to_personal', messages.personalToPersonal);
      }
      if (block === 'business_plan') throw new AppError(403, 'business_plan', messages.businessPlanMessaging);
      // Asked before the transaction, so no row lock waits on Redis.
      const receiverPresent = await events.receiverPresent(other.id);
      const stored = await db.transaction().execute(async (trx) => {
        const stored = await insertMessage(trx, {
          sender_id: me.id,
          receiver_id: other.id,
          content,
          client_id: request.body.client_id ?? null,
        });
        if (stored?.created)
          await events.record(trx, stored.message, me.full_name || me.username, receiverPresent);
        return stored;
      });
      if (!stored) throw errors.conflict('client_id_reused', messages.messageClientIdReused);
      if (stored.created) events.created(stored.message);
      return reply.code(stored.created ? 201 : 200).send({ message: stored.message });
    },
  );
}

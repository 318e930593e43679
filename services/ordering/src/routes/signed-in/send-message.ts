import { randomUUID } from 'node:crypto';
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
import { checkedOtherId } from '../../message-parties';
import messages from '../../messages.json';
import { sendMessage } from '../../repositories/messages';

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
      const receiverId = checkedOtherId(request.user!.id, request.params.userId);
      // Asked before the statement, so no row lock waits on Redis.
      const receiverPresent = await events.receiverPresent(receiverId);
      const message = { id: randomUUID(), sender_id: request.user!.id, receiver_id: receiverId, content };
      // One statement: both people, the plan rule, the message and its outbox rows (issue 24).
      const outcome = await sendMessage(
        db,
        { ...message, client_id: request.body.client_id ?? null },
        events.outboxFor(message, receiverPresent),
      );
      switch (outcome.kind) {
        case 'no_sender':
          throw errors.notFound('profile_not_found', messages.profileNotFound);
        case 'no_receiver':
          throw errors.notFound('user_not_found', messages.conversationNotFound);
        case 'blocked':
          throw outcome.block === 'personal_to_personal'
            ? new AppError(403, 'personal_to_personal', messages.personalToPersonal)
            : new AppError(403, 'business_plan', messages.businessPlanMessaging);
        case 'client_id_reused':
          throw errors.conflict('client_id_reused', messages.messageClientIdReused);
      }
      const stored = outcome;
      if (stored.created) events.created(stored.message);
      return reply.code(stored.created ? 201 : 200).send({ message: stored.message });
    },
  );
}

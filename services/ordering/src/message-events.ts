import { MESSAGE_SOCKET_EVENTS, type Message, type MessagesReadEvent } from '@cerca/contracts/messages';
import { createRealtimeEmitter, enqueueNotification, presenceKey, type Queues, rooms } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import messages from './messages.json';

/** How much of a message the bell shows. */
const NOTIFICATION_BODY_LENGTH = 140;

/**
 * What a stored message or read mark tells others (issue 12): both people's user rooms hear a new
 * message (the sender's other tabs too); a receiver with no socket open gets a bell notification
 * instead of missing it. Best effort: the message is stored already, and a reconnecting page
 * catches up from the database.
 */
export function messageEvents(context: Pick<ServiceContext, 'redis' | 'config'>, queues: Queues) {
  const emitter = createRealtimeEmitter(context.redis, context.config.redisPrefix);

  async function isOnline(userId: string): Promise<boolean> {
    return Number(await context.redis.get(presenceKey(userId))) > 0;
  }

  return {
    async created(log: FastifyBaseLogger, message: Message, senderName: string): Promise<void> {
      emitter
        .to([rooms.user(message.receiver_id), rooms.user(message.sender_id)])
        .emit(MESSAGE_SOCKET_EVENTS.created, message);
      try {
        if (await isOnline(message.receiver_id)) return;
        await enqueueNotification(queues, {
          userId: message.receiver_id,
          type: 'message',
          title: messages.newMessageTitle.replace('{name}', senderName),
          body: message.content.slice(0, NOTIFICATION_BODY_LENGTH),
          data: { from: message.sender_id, message_id: message.id },
        });
      } catch (error) {
        log.warn({ err: error, messageId: message.id }, 'message notification not queued');
      }
    },
    read(otherId: string, event: MessagesReadEvent): void {
      emitter.to(rooms.user(otherId)).emit(MESSAGE_SOCKET_EVENTS.read, event);
    },
  };
}

export type MessageEvents = ReturnType<typeof messageEvents>;

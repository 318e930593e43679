import { MESSAGE_SOCKET_EVENTS, type Message, type MessagesReadEvent } from '@cerca/contracts/messages';
import {
  cancelMessageDigest,
  createRealtimeEmitter,
  enqueueNotification,
  presenceKey,
  type Queues,
  rooms,
  scheduleMessageDigest,
} from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import messages from './messages.json';

/** How much of a message the bell shows. */
const NOTIFICATION_BODY_LENGTH = 140;

/**
 * What a stored message or read mark tells others (issue 12): both people's user rooms hear a new
 * message (the sender's other tabs too); a receiver with no socket open gets a bell notification
 * instead of missing it; and the receiver's e-mail digest is due in 10 minutes unless they read
 * it all before. Best effort: the message is stored already, a reconnecting page catches up from
 * the database, and the jobs' sweep mails what a lost digest job left.
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
      const notify = async () => {
        if (await isOnline(message.receiver_id)) return;
        await enqueueNotification(queues, {
          userId: message.receiver_id,
          type: 'message',
          title: messages.newMessageTitle.replace('{name}', senderName),
          body: message.content.slice(0, NOTIFICATION_BODY_LENGTH),
          data: { from: message.sender_id, message_id: message.id },
        });
      };
      const [notified, scheduled] = await Promise.allSettled([
        notify(),
        scheduleMessageDigest(queues, message.receiver_id),
      ]);
      if (notified.status === 'rejected')
        log.warn({ err: notified.reason, messageId: message.id }, 'message notification not queued');
      if (scheduled.status === 'rejected')
        log.warn({ err: scheduled.reason, messageId: message.id }, 'message digest not scheduled');
    },
    /**
     * The reader opened a thread: the other person hears it, and the reader's digest goes when
     * nothing is left for it to mail (`digestPending` false).
     */
    async read(
      log: FastifyBaseLogger,
      reader: { id: string; digestPending: boolean },
      otherId: string,
      event: MessagesReadEvent | null,
    ): Promise<void> {
      if (event) emitter.to(rooms.user(otherId)).emit(MESSAGE_SOCKET_EVENTS.read, event);
      if (reader.digestPending) return;
      await cancelMessageDigest(queues, reader.id).catch((error: unknown) =>
        log.warn({ err: error, userId: reader.id }, 'message digest not cancelled'),
      );
    },
  };
}

export type MessageEvents = ReturnType<typeof messageEvents>;

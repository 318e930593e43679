import { randomUUID } from 'node:crypto';
import { MESSAGE_SOCKET_EVENTS, type Message, type MessagesReadEvent } from '@cerca/contracts/messages';
import {
  cancelMessageDigest,
  createRealtimeEmitter,
  isUserPresent,
  MESSAGE_DIGEST_DELAY_MS,
  outboxValues,
  type Queues,
  rooms,
} from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import messages from './messages.json';

/** How much of a message the bell shows. */
const NOTIFICATION_BODY_LENGTH = 140;

/**
 * What a stored message or read mark tells others (issue 12): both people's user rooms hear a new
 * message (the sender's other tabs too), best effort after the commit (a reconnecting page catches
 * up from the database); a receiver with no socket open gets a bell notification instead of
 * missing it; and the receiver's e-mail digest is due in 10 minutes unless they read it all
 * before. The bell and the digest are events of the message's own transaction (issue 22): the
 * outbox relay queues them once it is committed, even if Redis is away at that moment.
 */
export function messageEvents(context: Pick<ServiceContext, 'redis' | 'config'>, queues: Queues) {
  const emitter = createRealtimeEmitter(context.redis, context.config.redisPrefix);

  return {
    /** Before the message is stored: whether its receiver has a socket open somewhere. */
    async receiverPresent(receiverId: string): Promise<boolean> {
      // Presence unknown (REDIS_URL away): a bell too many beats a message missed.
      return isUserPresent(context.redis, receiverId).catch(() => false);
    },
    /**
     * The outbox rows of a message about to be stored as `messageId`, for the statement that
     * stores it: the receiver's digest and, when they are away, their bell. The bell's title names
     * the sender, which only that statement reads: it carries NAME_PLACEHOLDER there.
     */
    outboxFor(
      message: { id: string; sender_id: string; receiver_id: string; content: string },
      receiverPresent: boolean,
    ): { topic: string; payload: string }[] {
      const dueAt = new Date(Date.now() + MESSAGE_DIGEST_DELAY_MS).toISOString();
      const rows: { topic: string; payload: string }[] = [
        outboxValues('message.digest', { userId: message.receiver_id, dueAt }),
      ];
      if (!receiverPresent)
        rows.push(
          outboxValues('notification', {
            notificationId: randomUUID(),
            userId: message.receiver_id,
            type: 'message',
            title: messages.newMessageTitle,
            body: message.content.slice(0, NOTIFICATION_BODY_LENGTH),
            data: { from: message.sender_id, message_id: message.id },
          }),
        );
      return rows;
    },
    /** After the commit: both people's rooms hear the new message. */
    created(message: Message): void {
      emitter
        .to([rooms.user(message.receiver_id), rooms.user(message.sender_id)])
        .emit(MESSAGE_SOCKET_EVENTS.created, message);
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

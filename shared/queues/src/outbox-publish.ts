import { Emitter } from '@socket.io/redis-emitter';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { AUTH_MAIL_QUEUE, type AuthMailJob } from './auth-mail';
import { enqueueDriverInvitation } from './driver-invitations';
import { DEFAULT_JOB_OPTIONS, jobIdFor } from './options';
import { OUTBOX_TOPICS, type OutboxEvent } from './outbox';
import {
  enqueueNotification,
  enqueueThumbnail,
  scheduleMessageDigest,
  schedulePromotionExpiry,
  scheduleRouteWindow,
  scheduleStoryExpiry,
} from './producers';
import type { Queues } from './queues';
import { REALTIME_EVENTS, realtimeKey, rooms } from './realtime';

/** Where the relay publishes: the producers and a plain (non-subscribed) client for realtime. */
export interface OutboxTarget {
  queues: Queues;
  /** Realtime publishes go through it: the same server the queues use, no keyPrefix needed. */
  redis: Redis;
  redisPrefix: string;
}

/**
 * A row the relay can never publish (unknown topic, payload without what its topic needs): a bug,
 * not an outage. The relay parks it (available_at 'infinity', last_error) instead of retrying it
 * before every later event forever.
 */
export class OutboxPoisonError extends Error {
  override name = 'OutboxPoisonError';
}

/**
 * The job id of a job that stands for one event: derived from the row's id and its created_at
 * (a database recreated under the same Redis prefix restarts ids at 1, and must not be taken for
 * the events of the old one). BullMQ adds nothing for an id it still holds.
 */
export function outboxJobId(kind: string, event: Pick<OutboxEvent, 'id' | 'createdAt'>): string {
  return jobIdFor(kind, `e${event.id}-${event.createdAt.getTime()}`);
}

/**
 * A realtime emit that resolves when Redis took it, and rejects when it did not. The socket.io
 * emitter drops the promise of its PUBLISH, which the routes accept (best effort); the relay must
 * know, so it lends the emitter a client that keeps the promise.
 */
async function emitAndWait(
  target: OutboxTarget,
  rooms: string[],
  event: string,
  payload: unknown,
): Promise<void> {
  const sent: Promise<unknown>[] = [];
  const recorder = {
    publish: (channel: string, message: string | Buffer) => {
      sent.push(target.redis.publish(channel, message));
    },
  } as unknown as Redis;
  new Emitter(recorder, { key: realtimeKey(target.redisPrefix) }).to(rooms).emit(event, payload);
  await Promise.all(sent);
}

const authMailQueues = new WeakMap<Queues, Queue<AuthMailJob>>();

/** Auth's own mail queue (not in QUEUE_NAMES: auth runs its worker), on the producers' connection. */
function authMailQueue(queues: Queues): Queue<AuthMailJob> {
  let queue = authMailQueues.get(queues);
  if (!queue) {
    if (queues.connection.status !== 'ready')
      throw new Error('Redis is not ready: cannot use the auth mail queue');
    queue = new Queue<AuthMailJob>(AUTH_MAIL_QUEUE, {
      connection: queues.connection,
      prefix: queues.prefix,
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
      skipWaitingForReady: true,
    });
    queue.on('error', () => {});
    authMailQueues.set(queues, queue);
  }
  return queue;
}

/** Closes what publishOutboxEvent opened on these producers (the auth mail queue). */
export async function closeOutboxPublishing(queues: Queues): Promise<void> {
  const queue = authMailQueues.get(queues);
  authMailQueues.delete(queues);
  await queue?.close();
}

/** Fields ending in 'At' are instants: an unreadable one would fail every retry. */
function required(event: OutboxEvent, ...fields: string[]): void {
  const payload = event.payload as unknown as Record<string, unknown> | null;
  for (const field of fields) {
    const value = payload?.[field];
    if (typeof value !== 'string' || value === '')
      throw new OutboxPoisonError(`${event.topic} event ${event.id} has no ${field}`);
    if (field.endsWith('At') && Number.isNaN(new Date(value).getTime()))
      throw new OutboxPoisonError(`${event.topic} event ${event.id} has an invalid ${field}`);
  }
}

/**
 * Hands one event to Redis: its job(s) with ids that the event fixes (a repeat adds nothing while
 * BullMQ holds the job, and the processors are idempotent past that), and its realtime emit.
 * Resolves once Redis accepted all of it; throws when it did not (the row stays unpublished).
 */
export async function publishOutboxEvent(target: OutboxTarget, event: OutboxEvent): Promise<void> {
  const { queues } = target;
  if (!(OUTBOX_TOPICS as readonly string[]).includes(event.topic))
    throw new OutboxPoisonError(`unknown outbox topic ${JSON.stringify(event.topic)} (event ${event.id})`);
  switch (event.topic) {
    case 'order.created': {
      required(event, 'orderId', 'businessId', 'ownerId');
      const { orderId, businessId, ownerId } = event.payload;
      await queues.queue.notifications.add(
        'order-event',
        { kind: 'created', orderId },
        { jobId: outboxJobId('order-event', event) },
      );
      // After the job: an emit that Redis took but whose row stays unpublished (the job failed)
      // would be repeated; a panel refetches on order:created, so a repeat costs one read.
      await emitAndWait(
        target,
        [rooms.user(ownerId), rooms.business(businessId)],
        REALTIME_EVENTS.orderCreated,
        {
          order_id: orderId,
          business_id: businessId,
          status: 'pending',
          updated_at: event.createdAt.toISOString(),
        },
      );
      return;
    }
    case 'order.event':
      required(event, 'orderId', 'kind');
      await queues.queue.notifications.add('order-event', event.payload, {
        jobId: outboxJobId('order-event', event),
      });
      return;
    case 'notification':
      required(event, 'notificationId', 'userId', 'type', 'title');
      await enqueueNotification(queues, event.payload);
      return;
    case 'message.digest': {
      required(event, 'userId', 'dueAt');
      const delay = Math.max(0, new Date(event.payload.dueAt).getTime() - Date.now());
      await scheduleMessageDigest(queues, event.payload.userId, delay);
      return;
    }
    case 'story.expiry':
      required(event, 'storyId', 'expiresAt');
      await scheduleStoryExpiry(queues, event.payload);
      return;
    case 'route.window':
      required(event, 'routeId', 'expiresAt');
      await scheduleRouteWindow(queues, event.payload);
      return;
    case 'promotion.expiry':
      required(event, 'messageId', 'expiresAt');
      await schedulePromotionExpiry(queues, event.payload);
      return;
    case 'image.thumbnail':
      required(event, 'bucket', 'key');
      await enqueueThumbnail(queues, event.payload);
      return;
    case 'driver.invitation':
      required(event, 'invitationId', 'expiresAt');
      await enqueueDriverInvitation(queues, {
        invitationId: event.payload.invitationId,
        expiresAt: new Date(event.payload.expiresAt),
      });
      return;
    case 'auth.mail':
      required(event, 'email', 'redirectTo');
      await authMailQueue(queues).add('send', event.payload, { jobId: outboxJobId('auth-mail', event) });
      return;
  }
}

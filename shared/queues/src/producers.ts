import { randomUUID } from 'node:crypto';
import type {
  ImageThumbnailJob,
  JobName,
  JobPayload,
  NotificationJob,
  OrderEventJob,
  QueueName,
} from './names';
import { jobIdFor } from './options';
import type { Queues } from './queues';

function toDate(value: Date | string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`invalid due time: ${String(value)}`);
  return date;
}

/**
 * Adds (or moves) the one delayed job of a row so it runs at exactly `dueAt`. Idempotent: the
 * job id is derived from the row, a second call re-times the waiting job instead of adding one.
 * A job that is already running re-reads the row and re-delays itself when the time moved.
 */
export async function scheduleAt<Q extends QueueName, N extends JobName<Q>>(
  queues: Queues,
  queueName: Q,
  name: N,
  data: JobPayload<Q, N>,
  jobId: string,
  dueAt: Date,
): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: BullMQ's generic add() cannot follow the per-name payload map.
  const queue = queues.queue[queueName] as any;
  const delay = Math.max(0, dueAt.getTime() - Date.now());
  const existing = await queue.getJob(jobId);
  if (existing) {
    const state = await existing.getState();
    if (state === 'delayed') {
      await existing.updateData(data);
      try {
        await existing.changeDelay(delay);
        return;
      } catch {
        // It left the delayed set meanwhile: the processor checks the row when it runs.
        return;
      }
    }
    if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return;
    // A finished job keeps its id until removed: clear it so the new due time gets a job.
    await existing.remove().catch(() => {});
  }
  await queue.add(name, data, { jobId, delay });
}

/** Removes a row's pending job (the row was deleted); harmless when there is none. */
async function cancel(queues: Queues, queueName: QueueName, jobId: string): Promise<void> {
  const job = await queues.queue[queueName].getJob(jobId);
  if (!job) return;
  const state = await job.getState();
  if (state === 'delayed' || state === 'waiting' || state === 'prioritized')
    await job.remove().catch(() => {});
}

export const storyExpiryJobId = (storyId: string) => jobIdFor('story-expiry', storyId);
export const routeWindowJobId = (routeId: string) => jobIdFor('route-window', routeId);
export const promotionExpiryJobId = (messageId: string) => jobIdFor('promotion-expiry', messageId);

/** Call after inserting a story or changing its expires_at. */
export async function scheduleStoryExpiry(
  queues: Queues,
  story: { storyId: string; expiresAt: Date | string },
) {
  const dueAt = toDate(story.expiresAt);
  await scheduleAt(
    queues,
    'story-expiry',
    'expire',
    { storyId: story.storyId, expiresAt: dueAt.toISOString() },
    storyExpiryJobId(story.storyId),
    dueAt,
  );
}

export async function cancelStoryExpiry(queues: Queues, storyId: string) {
  await cancel(queues, 'story-expiry', storyExpiryJobId(storyId));
}

/** Call after creating a weekend route (expires_at = event_date + 72 h). */
export async function scheduleRouteWindow(
  queues: Queues,
  route: { routeId: string; expiresAt: Date | string },
) {
  const dueAt = toDate(route.expiresAt);
  await scheduleAt(
    queues,
    'route-window',
    'close',
    { routeId: route.routeId, expiresAt: dueAt.toISOString() },
    routeWindowJobId(route.routeId),
    dueAt,
  );
}

/** Call after publishing a promotion or changing its expires_at. */
export async function schedulePromotionExpiry(
  queues: Queues,
  promotion: { messageId: string; expiresAt: Date | string },
) {
  const dueAt = toDate(promotion.expiresAt);
  await scheduleAt(
    queues,
    'promotion-expiry',
    'expire',
    { messageId: promotion.messageId, expiresAt: dueAt.toISOString() },
    promotionExpiryJobId(promotion.messageId),
    dueAt,
  );
}

/** Queues a notification for a person; returns the notification id (its row's id). */
export async function enqueueNotification(
  queues: Queues,
  notification: Omit<NotificationJob, 'notificationId'> & { notificationId?: string },
): Promise<string> {
  const notificationId = notification.notificationId ?? randomUUID();
  await queues.queue.notifications.add(
    'deliver',
    { ...notification, notificationId },
    { jobId: jobIdFor('notification', notificationId) },
  );
  return notificationId;
}

/** The one job of an order event: the same event queued twice (a retried request) runs once. */
export function orderEventJobId(event: OrderEventJob): string {
  const detail =
    event.kind === 'status'
      ? event.status
      : event.kind === 'assigned'
        ? event.driverId
        : event.kind === 'help_reported'
          ? event.reportId
          : '';
  const attempt = event.attempt ? `a${event.attempt}` : '';
  return jobIdFor('order-event', [event.orderId, event.kind, detail, attempt].filter(Boolean).join('-'));
}

/** Queues an order event for the notifications worker (after the change is committed). */
export async function enqueueOrderEvent(queues: Queues, event: OrderEventJob): Promise<void> {
  // A first occurrence carries no attempt at all: the same job as before attempts existed.
  const { attempt, ...rest } = event;
  const job: OrderEventJob = attempt ? { ...rest, attempt } : rest;
  await queues.queue.notifications.add('order-event', job, { jobId: orderEventJobId(job) });
}

/** Queues a thumbnail for an uploaded image; one job per object. */
export async function enqueueThumbnail(queues: Queues, job: ImageThumbnailJob) {
  await queues.queue['image-thumbnails'].add('thumbnail', job, {
    jobId: jobIdFor('thumbnail', `${job.bucket}/${job.key}`.replaceAll(':', '_')),
  });
}

/** Issue 12: unread messages wait this long before they go out in an e-mail digest. */
export const MESSAGE_DIGEST_DELAY_MS = 10 * 60 * 1000;

export const messageDigestJobId = (userId: string) => jobIdFor('message-digest', userId);

/**
 * After a message to `userId` is stored: their digest, due MESSAGE_DIGEST_DELAY_MS later. One
 * pending digest per person, so later messages never postpone it (a chatty sender cannot keep
 * the mail from going). One Redis call: with the id of a pending job, add() adds nothing, and a
 * done digest is removed at once (removeOnComplete) so its id is free for the next one. A
 * message that arrives while the digest runs finds its id taken; the digest re-delays itself
 * for what it leaves unmailed, and the sweep catches anything else.
 */
export async function scheduleMessageDigest(
  queues: Queues,
  userId: string,
  delayMs = MESSAGE_DIGEST_DELAY_MS,
): Promise<void> {
  await queues.queue.notifications.add(
    'message-digest',
    { userId },
    { jobId: messageDigestJobId(userId), delay: delayMs, removeOnComplete: true },
  );
}

/** The person has read everything a digest would mail: the pending one goes. */
export async function cancelMessageDigest(queues: Queues, userId: string): Promise<void> {
  await cancel(queues, 'notifications', messageDigestJobId(userId));
}

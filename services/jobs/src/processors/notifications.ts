import { sql } from '@cerca/db';
import { type NotificationEvent, type NotificationJob, REALTIME_EVENTS, rooms } from '@cerca/queues';
import { type Job, UnrecoverableError } from 'bullmq';
import type { ProcessorDeps } from '../deps';

/**
 * Stores a notification (its id comes from the producer, so a retry never inserts twice) and
 * pushes it to the person's realtime room, only when the row is new: a retried job that stored
 * it before pushed it then. Answers the pushed event, or null when it was already stored.
 */
export async function deliverNotification(
  deps: ProcessorDeps,
  notification: NotificationJob,
): Promise<NotificationEvent | null> {
  const data = notification.data ?? {};
  let row: { id: string; type: string; title: string; body: string | null; created_at: Date } | undefined;
  try {
    row = await deps.db
      .insertInto('notifications')
      .values({
        id: notification.notificationId,
        user_id: notification.userId,
        type: notification.type,
        title: notification.title,
        body: notification.body ?? null,
        data: sql`${JSON.stringify(data)}::jsonb`,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning(['id', 'type', 'title', 'body', 'created_at'])
      .executeTakeFirst();
  } catch (error) {
    // The person no longer exists: retrying cannot help.
    if ((error as { code?: string }).code === '23503')
      throw new UnrecoverableError('recipient does not exist');
    throw error;
  }
  if (!row) return null;
  const event: NotificationEvent = {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    data,
    createdAt: new Date(row.created_at).toISOString(),
  };
  deps.emitter.to(rooms.user(notification.userId)).emit(REALTIME_EVENTS.notification, event);
  return event;
}

/** notifications/deliver. */
export function createNotificationProcessor(deps: ProcessorDeps) {
  return async (job: Job<NotificationJob>) => ({
    id: job.data.notificationId,
    pushed: (await deliverNotification(deps, job.data)) !== null,
  });
}

import { sql } from '@cerca/db';
import { type NotificationEvent, type NotificationJob, REALTIME_EVENTS, rooms } from '@cerca/queues';
import { type Job, UnrecoverableError } from 'bullmq';
import type { ProcessorDeps } from '../deps';

/**
 * Stores notifications in one statement (their ids come from the producer, so a retry never
 * inserts twice) and pushes each to its person's realtime room, only when its row is new: a retried
 * job that stored it before pushed it then. Answers the pushed events. One statement for a zone's
 * forty drivers instead of forty: the fan-out runs beside live traffic on the same database.
 */
export async function deliverNotifications(
  deps: ProcessorDeps,
  notifications: NotificationJob[],
): Promise<NotificationEvent[]> {
  if (notifications.length === 0) return [];
  let rows: {
    id: string;
    user_id: string;
    type: string;
    title: string;
    body: string | null;
    created_at: Date;
  }[];
  try {
    rows = await deps.db
      .insertInto('notifications')
      .values(
        notifications.map((notification) => ({
          id: notification.notificationId,
          user_id: notification.userId,
          type: notification.type,
          title: notification.title,
          body: notification.body ?? null,
          data: sql`${JSON.stringify(notification.data ?? {})}::jsonb`,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .returning(['id', 'user_id', 'type', 'title', 'body', 'created_at'])
      .execute();
  } catch (error) {
    if ((error as { code?: string }).code !== '23503') throw error;
    // A recipient no longer exists (an account deleted meanwhile): retrying cannot help it, and
    // the others still get theirs, one by one.
    if (notifications.length === 1) throw new UnrecoverableError('recipient does not exist');
    const delivered: NotificationEvent[] = [];
    for (const notification of notifications) {
      try {
        delivered.push(...(await deliverNotifications(deps, [notification])));
      } catch (single) {
        if (!(single instanceof UnrecoverableError)) throw single;
      }
    }
    return delivered;
  }
  const dataOf = new Map(
    notifications.map((notification) => [notification.notificationId, notification.data]),
  );
  return rows.map((row) => {
    const event: NotificationEvent = {
      id: row.id,
      type: row.type,
      title: row.title,
      body: row.body,
      data: dataOf.get(row.id) ?? {},
      createdAt: new Date(row.created_at).toISOString(),
    };
    deps.emitter.to(rooms.user(row.user_id)).emit(REALTIME_EVENTS.notification, event);
    return event;
  });
}

/** One notification (deliverNotifications); null when it was already stored. */
export async function deliverNotification(
  deps: ProcessorDeps,
  notification: NotificationJob,
): Promise<NotificationEvent | null> {
  return (await deliverNotifications(deps, [notification]))[0] ?? null;
}

/** notifications/deliver. */
export function createNotificationProcessor(deps: ProcessorDeps) {
  return async (job: Job<NotificationJob>) => ({
    id: job.data.notificationId,
    pushed: (await deliverNotification(deps, job.data)) !== null,
  });
}

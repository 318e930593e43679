import type { Db } from '@cerca/db';
import type { AuthMailJob } from './auth-mail';
import type {
  ImageThumbnailJob,
  IsoInstant,
  NotificationJob,
  OrderEventJob,
  PromotionExpiryJob,
  RouteWindowJob,
  StoryExpiryJob,
} from './names';

/**
 * Every outbox topic and its payload, declared once (issue 22). A route records the event in the
 * transaction of the change it announces (`recordEvent`); the relay in services/jobs turns each
 * row into its BullMQ job(s) and realtime emit (outbox-publish.ts). Payloads are ids and times,
 * never secrets: the table is read by operators.
 */
export interface OutboxTopics {
  /**
   * A new order: order:created to the owner's and the business's rooms (the panel lists it), and
   * the owner's notification (notifications/order-event 'created'). A new order is pending, and
   * was last updated when it was stored, which is the event's created_at (the same transaction).
   */
  'order.created': { orderId: string; businessId: string; ownerId: string };
  /**
   * A status change or an assignment: notifications/order-event (who is told is decided there).
   * `attempt` is not needed: the job id comes from the event, so a repeat is a new event.
   */
  'order.event': OrderEventJob;
  /** A bell notification for one person; the writer picks notificationId, so a re-run stores one. */
  notification: NotificationJob;
  /** The unread-messages digest of a person, due at `dueAt` (one pending per person). */
  'message.digest': { userId: string; dueAt: IsoInstant };
  /** A story's archive at its expires_at. */
  'story.expiry': StoryExpiryJob;
  /** A weekend route's window closing at its expires_at. */
  'route.window': RouteWindowJob;
  /** A promotion's expiry notice at its expires_at. */
  'promotion.expiry': PromotionExpiryJob;
  /** An uploaded image's thumbnail. */
  'image.thumbnail': ImageThumbnailJob;
  /** A driver invitation: its mail now and its expiry at `expiresAt`. */
  'driver.invitation': { invitationId: string; expiresAt: IsoInstant };
  /** A recovery mail (POST /recover), written by the jobs service's worker. */
  'auth.mail': AuthMailJob;
}

export type OutboxTopic = keyof OutboxTopics;

export const OUTBOX_TOPICS = [
  'order.created',
  'order.event',
  'notification',
  'message.digest',
  'story.expiry',
  'route.window',
  'promotion.expiry',
  'image.thumbnail',
  'driver.invitation',
  'auth.mail',
] as const satisfies readonly OutboxTopic[];

/** One event to record: a topic and its payload, typed together. */
export type OutboxEventInput = { [T in OutboxTopic]: { topic: T; payload: OutboxTopics[T] } }[OutboxTopic];

/** One row as the relay reads it. */
export type OutboxEvent = OutboxEventInput & { id: number; createdAt: Date };

/** The LISTEN channel the table's trigger notifies when a transaction that wrote rows commits. */
export const OUTBOX_CHANNEL = 'event_outbox';

/** A typed event, for `recordEvents`. */
export function outboxEvent<T extends OutboxTopic>(topic: T, payload: OutboxTopics[T]): OutboxEventInput {
  return { topic, payload } as OutboxEventInput;
}

/**
 * Records events in the outbox. Call it with the transaction that makes the change (`trx`), never
 * after the commit: the event then exists exactly when the change does (a rollback takes both).
 * One statement for any number of events.
 */
export async function recordEvents(trx: Db, events: readonly OutboxEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('event_outbox')
    .values(events.map((event) => ({ topic: event.topic, payload: JSON.stringify(event.payload) })))
    .execute();
}

/** recordEvents for one event. */
export async function recordEvent<T extends OutboxTopic>(
  trx: Db,
  topic: T,
  payload: OutboxTopics[T],
): Promise<void> {
  await recordEvents(trx, [outboxEvent(topic, payload)]);
}

/**
 * The values of one outbox row, for a single-statement write that inserts the row in a CTE beside
 * the change (`insert into event_outbox (topic, payload) select ${v.topic}, ${v.payload}::jsonb
 * from new_row`): one round trip, one statement, so still atomic with the change.
 */
export function outboxValues<T extends OutboxTopic>(
  topic: T,
  payload: OutboxTopics[T],
): { topic: T; payload: string } {
  return { topic, payload: JSON.stringify(payload) };
}

import * as z from 'zod/mini';

// Notifications (issue 11): stored per person, pushed live to their room ('notification'
// event), shown in the top bar's bell. Imported by file (`@cerca/contracts/notifications`) by
// the ordering service (which answers the bell) and the shell.

/**
 * What a notification is about; the bell words each type from i18n with `data` (order id,
 * business name, status). Orders of one's own are always told; the rest only to people whose
 * notifications are on (profiles.notifications_enabled).
 */
export const NOTIFICATION_TYPES = [
  /** To the customer: their order changed status (data: order_id, business_name, status). */
  'order_status',
  /** To the business owner: a new order (data: order_id, business_id, business_name, total_amount). */
  'order_created',
  /** To the business owner: an order was delivered (data: order_id, business_id, business_name). */
  'order_delivered',
  /** To the drivers of a zone: an order is looking for a driver (data: order_id, business_name). */
  'order_available',
  /** To a driver: a business assigned them an order (data: order_id, business_name). */
  'delivery_assigned',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
// Types the server words itself, shown as stored (the bell links them, no texts of its own): a
// cancellation (issue 25) to the customer 'order_cancelled', to the owner
// 'order_cancelled_by_customer', to the driver carrying it 'delivery_cancelled' (data: order_id,
// business_id, business_name, cancelled_by, reason); a customer's report of a problem (issue 25)
// to the owner, 'order_help_report' (data: order_id, business_id, business_name, report_id,
// reason); a message while away, 'message'.

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** Spanish, as stored when it was made (what the bell shows when it does not know the type). */
  title: z.string(),
  body: z.nullable(z.string()),
  data: z.record(z.string(), z.unknown()),
  read_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/ordering/notifications?cursor= — newest first, with the unread count. */
export const notificationsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(300))),
});
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.int(),
  next_cursor: z.nullable(z.string()),
});
export type NotificationsPage = z.infer<typeof notificationsResponseSchema>;

/** POST /api/ordering/notifications/read — the given ids, or all of the caller's. */
export const markNotificationsReadBodySchema = z.union([
  z.object({ ids: z.array(z.string().check(z.maxLength(100))).check(z.minLength(1), z.maxLength(100)) }),
  z.object({ all: z.literal(true) }),
]);
export const markNotificationsReadResponseSchema = z.object({ unread_count: z.int() });

/** The socket event name (equal to @cerca/queues' REALTIME_EVENTS.notification). */
export const NOTIFICATION_SOCKET_EVENT = 'notification';

/** Realtime payload of REALTIME_EVENTS.notification (to the person's user room): the new row. */
export const notificationEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.nullable(z.string()),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type NotificationEventPayload = z.infer<typeof notificationEventSchema>;

import { NOTIFICATION_TYPES, type Notification, type NotificationType } from '@cerca/contracts/notifications';
import { formatMoney } from '@cerca/i18n';
import type { TFunction } from 'i18next';

// How the bell words and links each notification: pure functions of the stored row, so they are
// tested without rendering. Texts come from the 'notifications' namespace (locales/es-MX).

/** The namespace of the bell's texts (registered when the bell's chunk loads). */
export const NS = 'notifications';

type Translate = TFunction<typeof NS>;

/** The bell button's accessible name: "Notificaciones, 3 sin leer" (no count when all are read). */
export function bellLabel(t: Translate, unread: number): string {
  return unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
}

/** The badge: the count, "99+" beyond 99; null when nothing is unread. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

const isKnownType = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Title and body in the reader's words for the known types (from `data`); any other type, or a
 * row missing the business name, shows what was stored when it was made.
 */
export function notificationText(
  t: Translate,
  notification: Pick<Notification, 'type' | 'title' | 'body' | 'data'>,
): { title: string; body: string | null } {
  const { type, data } = notification;
  const business = text(data.business_name);
  if (!isKnownType(type) || !business) return { title: notification.title, body: notification.body };
  const status = text(data.status);
  const values = {
    business,
    status: status ? t(`statuses.${status}`, { defaultValue: status }) : '',
    total: data.total_amount !== undefined ? formatMoney(String(data.total_amount)) : '',
  };
  return { title: t(`types.${type}.title`, values), body: t(`types.${type}.body`, values) };
}

/**
 * Where an item leads: the customer to /my-orders, the business owner to the business's orders
 * panel, drivers to their dashboard; null for types the bell does not know.
 */
export function notificationHref(notification: Pick<Notification, 'type' | 'data'>): string | null {
  switch (notification.type) {
    case 'order_status':
    case 'order_cancelled':
      return '/my-orders';
    case 'order_created':
    case 'order_delivered':
    case 'order_cancelled_by_customer':
    case 'order_help_report': {
      const businessId = text(notification.data.business_id);
      return businessId ? `/orders?businessId=${encodeURIComponent(businessId)}` : '/orders';
    }
    case 'order_available':
    case 'delivery_assigned':
    case 'delivery_cancelled':
      return '/driver-dashboard';
    case 'message': {
      // A message that came while the person was away: its conversation (stored words as title).
      const from = text(notification.data.from);
      return from ? `/messages?to=${encodeURIComponent(from)}` : '/messages';
    }
    default:
      return null;
  }
}

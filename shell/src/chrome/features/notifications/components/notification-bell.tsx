import {
  NOTIFICATION_SOCKET_EVENT,
  type NotificationEventPayload,
  notificationEventSchema,
} from '@cerca/contracts/notifications';
import { registerNamespace, useTranslation } from '@cerca/i18n';
import { useRealtimeEvent } from '@cerca/session';
import { IconBell, useMenuButton } from '@cerca/ui';
import texts from '../../../../locales/es-MX/notifications.json';
import {
  fromEvent,
  notificationsKeys,
  unreadCountOf,
  useNotifications,
  usePrependNotification,
} from '../api/notifications';
import { badgeText, bellLabel, NS } from '../lib/notification-text';
import { NotificationPopover } from './notification-popover';
import './notification-bell.css';

// This module is its own chunk, loaded only for signed-in people (see top-bar.tsx): a visitor's
// first visit downloads none of the bell, its texts or its styles.
registerNamespace(NS, texts);

/**
 * The top bar's bell (issue 11): the unread count, live through the page's one socket (a pushed
 * notification is prepended and counted; a reconnection refetches), and the list in a menu-button
 * popover (↑ ↓ Home End move, Esc closes).
 */
export default function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const menu = useMenuButton();
  const query = useNotifications(userId);
  const prepend = usePrependNotification(userId);
  const unread = unreadCountOf(query.data);
  const badge = badgeText(unread);

  useRealtimeEvent<NotificationEventPayload>(
    NOTIFICATION_SOCKET_EVENT,
    (payload) => {
      const parsed = notificationEventSchema.safeParse(payload);
      if (parsed.success) prepend(fromEvent(parsed.data));
    },
    { refetch: notificationsKeys.ofUser(userId) },
  );

  return (
    <div className="cerca-bell" ref={menu.rootRef}>
      <button
        {...menu.buttonProps}
        type="button"
        className="cerca-bell__button"
        onKeyDown={(event) => {
          // An empty or loading list has no item to hold focus: Esc on the button closes it too.
          if (event.key === 'Escape' && menu.open) {
            event.preventDefault();
            menu.close(true);
            return;
          }
          menu.buttonProps.onKeyDown(event);
        }}
        aria-label={bellLabel(t, unread)}
        // Until the first answer the label says no count: busy, not "nothing unread".
        aria-busy={!query.isSuccess}
        title={t('title')}
        data-testid="notification-bell"
      >
        <IconBell />
        {badge && (
          <span className="cerca-bell__badge" aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        )}
      </button>
      {menu.open && <NotificationPopover userId={userId} query={query} menu={menu} />}
    </div>
  );
}

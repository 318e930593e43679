import type { Notification } from '@cerca/contracts/notifications';
import { formatRelativeTime, useTranslation } from '@cerca/i18n';
import { type MenuButton, Spinner, toast } from '@cerca/ui';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../../lib/app-link';
import { unreadCountOf, useMarkNotificationsRead, type useNotifications } from '../api/notifications';
import { NS, notificationHref, notificationText } from '../lib/notification-text';

interface NotificationPopoverProps {
  userId: string;
  query: ReturnType<typeof useNotifications>;
  menu: MenuButton;
}

/** The contract's ceiling of ids per request. */
const MAX_IDS = 100;

/**
 * The open list: newest first, what was unread when it opened stays highlighted while the rows
 * are marked read on the server; 'Marcar todas como leídas', more pages, and the loading, error
 * and empty states.
 */
export function NotificationPopover({ userId, query, menu }: NotificationPopoverProps) {
  const { t } = useTranslation(NS);
  const markRead = useMarkNotificationsRead(userId);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const marked = useRef(false);
  const items = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = unreadCountOf(query.data);

  // Opening the list reads it: mark what it shows, once per opening.
  useEffect(() => {
    if (marked.current || !query.data) return;
    marked.current = true;
    const ids = query.data.pages
      .flatMap((page) => page.notifications)
      .filter((item) => item.read_at === null)
      .map((item) => item.id);
    if (ids.length === 0) return;
    setFresh(new Set(ids));
    markRead.mutate(ids.slice(0, MAX_IDS), { onError: () => toast.error(t('markError')) });
  }, [query.data, markRead, t]);

  const markAll = () =>
    markRead.mutate('all', {
      onSuccess: () => menu.close(true),
      onError: () => toast.error(t('markError')),
    });

  return (
    <div className="cerca-bell__popover" data-testid="notification-list">
      <div className="cerca-bell__header">
        <h2 className="cerca-bell__title">{t('title')}</h2>
      </div>
      <div {...menu.menuProps} role="menu" aria-label={t('listLabel')} className="cerca-bell__items">
        {query.isPending ? (
          <div className="cerca-bell__state">
            <Spinner size="sm" label={t('loading')} />
          </div>
        ) : query.isError && items.length === 0 ? (
          <div className="cerca-bell__state" role="none">
            <p role="alert">{t('error')}</p>
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => void query.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="cerca-bell__state" role="none" data-testid="notification-empty">
            {t('empty')}
          </p>
        ) : (
          <>
            {/* Items first: opening the list focuses the newest notification. */}
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                unread={fresh.has(item.id) || item.read_at === null}
                onOpen={() => menu.close()}
              />
            ))}
            {unread > 0 && (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="cerca-bell__mark-all"
                onClick={markAll}
                disabled={markRead.isPending}
              >
                {t('markAllRead')}
              </button>
            )}
            {query.hasNextPage && (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="cerca-bell__more"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('loadMore')}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function NotificationItem({
  item,
  unread,
  onOpen,
}: {
  item: Notification;
  unread: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation(NS);
  const { title, body } = notificationText(t, item);
  const href = notificationHref(item);
  const content = (
    <>
      {unread && <span className="cerca-bell__dot" role="img" aria-label={t('unread')} />}
      <span className="cerca-bell__text">
        <span className="cerca-bell__item-title">{title}</span>
        {body && <span className="cerca-bell__item-body">{body}</span>}
        <time className="cerca-bell__time" dateTime={item.created_at}>
          {formatRelativeTime(item.created_at)}
        </time>
      </span>
    </>
  );
  const className = unread ? 'cerca-bell__item cerca-bell__item--unread' : 'cerca-bell__item';
  return href ? (
    <AppLink
      role="menuitem"
      tabIndex={-1}
      href={href}
      className={className}
      onClick={onOpen}
      data-testid="notification-item"
    >
      {content}
    </AppLink>
  ) : (
    <div role="menuitem" tabIndex={-1} className={className} data-testid="notification-item">
      {content}
    </div>
  );
}

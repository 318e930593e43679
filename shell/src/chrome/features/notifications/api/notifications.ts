import {
  markNotificationsReadResponseSchema,
  type Notification,
  type NotificationEventPayload,
  type NotificationsPage,
  notificationsResponseSchema,
} from '@cerca/contracts/notifications';
import { apiFetch } from '@cerca/session';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/** Every query key of the bell, in one place. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  ofUser: (userId: string) => [...notificationsKeys.all, userId] as const,
};

type Pages = InfiniteData<NotificationsPage, unknown>;

/** GET /api/ordering/notifications: newest first, 20 a page, with the unread count. */
async function getNotifications(cursor: string | undefined): Promise<NotificationsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch(`/api/ordering/notifications${query}`, notificationsResponseSchema);
}

/** The signed-in person's notifications; the first page also carries the unread count. */
export function useNotifications(userId: string) {
  return useInfiniteQuery({
    queryKey: notificationsKeys.ofUser(userId),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The unread count the bell shows (0 before the first answer). */
export const unreadCountOf = (data: Pages | undefined) => data?.pages[0]?.unread_count ?? 0;

/** A pushed notification, as a row of the list (unread, newest). */
export function fromEvent(event: NotificationEventPayload): Notification {
  return {
    id: event.id,
    type: event.type,
    title: event.title,
    body: event.body,
    data: event.data,
    read_at: null,
    created_at: event.createdAt,
  };
}

/** Puts a pushed notification on top and counts it unread, once (a duplicate push changes nothing). */
export function prependNotification(data: Pages | undefined, notification: Notification): Pages | undefined {
  const first = data?.pages[0];
  if (!data || !first) return data;
  if (data.pages.some((page) => page.notifications.some((item) => item.id === notification.id))) return data;
  return {
    ...data,
    pages: [
      {
        ...first,
        notifications: [notification, ...first.notifications],
        unread_count: first.unread_count + (notification.read_at ? 0 : 1),
      },
      ...data.pages.slice(1),
    ],
  };
}

/** Marks rows read in the cache (all when `ids` is 'all') and sets the server's unread count. */
export function markReadInCache(data: Pages | undefined, ids: string[] | 'all', unread: number, at: string) {
  if (!data) return data;
  const marked = ids === 'all' ? null : new Set(ids);
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      notifications: page.notifications.map((item) =>
        item.read_at === null && (marked === null || marked.has(item.id)) ? { ...item, read_at: at } : item,
      ),
      unread_count: index === 0 ? unread : page.unread_count,
    })),
  };
}

function updateCache(
  queryClient: QueryClient,
  userId: string,
  update: (data: Pages | undefined) => Pages | undefined,
) {
  queryClient.setQueryData<Pages>(notificationsKeys.ofUser(userId), update);
}

/** POST /api/ordering/notifications/read with { ids } or { all: true }. */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | 'all') =>
      apiFetch('/api/ordering/notifications/read', markNotificationsReadResponseSchema, {
        method: 'POST',
        body: JSON.stringify(ids === 'all' ? { all: true } : { ids }),
      }),
    onSuccess: ({ unread_count }, ids) =>
      updateCache(queryClient, userId, (data) =>
        markReadInCache(data, ids, unread_count, new Date().toISOString()),
      ),
  });
}

/** Adds a pushed notification to the cached list. */
export function usePrependNotification(userId: string) {
  const queryClient = useQueryClient();
  return (notification: Notification) =>
    updateCache(queryClient, userId, (data) => prependNotification(data, notification));
}

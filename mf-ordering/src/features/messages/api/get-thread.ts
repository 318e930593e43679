import { type Thread, threadResponseSchema } from '@cerca/contracts/messages';
import { apiFetch } from '@cerca/session';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { messagesKeys } from './list-conversations';

function threadPath(otherId: string, query: Record<string, string>): string {
  const text = new URLSearchParams(query).toString();
  return `/api/ordering/conversations/${encodeURIComponent(otherId)}/messages${text ? `?${text}` : ''}`;
}

/** GET …/messages?before= — the newest page, or the page older than `before`. */
export function getThread(otherId: string, before: string | null): Promise<Thread> {
  return apiFetch(threadPath(otherId, before ? { before } : {}), threadResponseSchema);
}

/** GET …/messages?after= — everything after a message: catching up after a reconnection. */
export function getThreadAfter(otherId: string, after: string): Promise<Thread> {
  return apiFetch(threadPath(otherId, { after }), threadResponseSchema);
}

/** Pages newest first: pages[0] is the latest page, and live messages are added to it. */
export type ThreadData = InfiniteData<Thread, string | null>;

export function useThread(userId: string, otherId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: messagesKeys.thread(userId, otherId),
      queryFn: ({ pageParam }) => getThread(otherId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.older_cursor,
    }),
  );
}

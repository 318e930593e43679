import { type Conversation, conversationsResponseSchema } from '@cerca/contracts/messages';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** Every query key of the messages feature, in one place. */
export const messagesKeys = {
  all: ['messages'] as const,
  of: (userId: string) => [...messagesKeys.all, userId] as const,
  conversations: (userId: string) => [...messagesKeys.of(userId), 'conversations'] as const,
  thread: (userId: string, otherId: string) => [...messagesKeys.of(userId), 'thread', otherId] as const,
};

/** GET /api/ordering/conversations?cursor= — the caller's conversations, latest activity first. */
export function listConversations(cursor: string | null) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiFetch(`/api/ordering/conversations${query}`, conversationsResponseSchema);
}

export function useConversations(userId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: messagesKeys.conversations(userId),
      queryFn: ({ pageParam }) => listConversations(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next_cursor,
    }),
  );
}

export type { Conversation };

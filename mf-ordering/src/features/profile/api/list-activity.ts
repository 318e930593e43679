import { type ActivityPage, activityPageSchema } from '@cerca/contracts/account';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../api/get-account';

/** GET /api/ordering/me/activity?cursor= — own orders, reviews and posts, newest first. */
export function listActivity(cursor: string | null): Promise<ActivityPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch(`/api/ordering/me/activity${query}`, activityPageSchema);
}

export const activityQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: accountKeys.activity(userId),
    queryFn: ({ pageParam }) => listActivity(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useActivity(userId: string, enabled: boolean) {
  return useInfiniteQuery({ ...activityQueryOptions(userId), enabled });
}

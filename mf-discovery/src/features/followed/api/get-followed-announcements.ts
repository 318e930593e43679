import {
  type FollowedAnnouncementsResponse,
  followedAnnouncementsResponseSchema,
} from '@cerca/contracts/city-life/announcements';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** What Avisos asks for; blank filters are left out. */
export interface AnnouncementsFilter {
  q?: string | undefined;
  category?: string | undefined;
}

/** Every query key of this resource, in one place. */
export const followedAnnouncementsKeys = {
  all: queryRoots.followedAnnouncements,
  // Keyed by user: the follows and viewer_is_premium are the caller's.
  of: (userId: string, { q, category }: AnnouncementsFilter) =>
    [...followedAnnouncementsKeys.all, userId, q || null, category || null] as const,
};

/** GET /api/discovery/me/announcements?q=&category=&cursor= — filtered and paged by the server. */
export async function getFollowedAnnouncements(
  { q, category }: AnnouncementsFilter,
  cursor: string | undefined,
): Promise<FollowedAnnouncementsResponse> {
  const query = new URLSearchParams();
  if (q?.trim()) query.set('q', q.trim());
  if (category) query.set('category', category);
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/discovery/me/announcements?${query}`, followedAnnouncementsResponseSchema);
}

export const followedAnnouncementsQueryOptions = (userId: string, filter: AnnouncementsFilter) =>
  infiniteQueryOptions({
    queryKey: followedAnnouncementsKeys.of(userId, filter),
    queryFn: ({ pageParam }) => getFollowedAnnouncements(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Following happens on the business pages: coming back here always asks again.
    staleTime: 0,
  });

/** Keeps the previous cards on screen while a new filter loads, so the list does not flash. */
export function useFollowedAnnouncements(userId: string, filter: AnnouncementsFilter) {
  return useInfiniteQuery({
    ...followedAnnouncementsQueryOptions(userId, filter),
    placeholderData: keepPreviousData,
  });
}

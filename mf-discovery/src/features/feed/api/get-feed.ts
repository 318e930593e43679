import { type PostsPage, postsPageSchema } from '@cerca/contracts/feed';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';
import { nextCursor, pageQuery } from '../lib/pages';

/** Every query key of this resource, in one place. */
export const feedKeys = {
  all: queryRoots.feed,
  // Keyed by user too: my_reaction differs per person.
  of: (cityId: string, userId: string | null) => [...feedKeys.all, cityId, userId] as const,
};

/** GET /api/discovery/feed?city_id=&cursor= — the city's posts, newest first, 20 a page. */
export async function getFeedPage(cityId: string, cursor: string | undefined): Promise<PostsPage> {
  return apiFetch(`/api/discovery/feed${pageQuery({ city_id: cityId }, cursor)}`, postsPageSchema);
}

export const feedQueryOptions = (cityId: string, userId: string | null) =>
  infiniteQueryOptions({
    queryKey: feedKeys.of(cityId, userId),
    queryFn: ({ pageParam }) => getFeedPage(cityId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

/** The city's feed, page after page (fetchNextPage loads the next 20). */
export function useFeed(cityId: string, userId: string | null, enabled = true) {
  return useInfiniteQuery({ ...feedQueryOptions(cityId, userId), enabled });
}

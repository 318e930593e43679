import { type PostsPage, postsPageSchema } from '@cerca/contracts/feed';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** Every query key of this resource, in one place. */
export const businessPostsKeys = {
  all: queryRoots.businessPosts,
  of: (businessId: string) => [...businessPostsKeys.all, businessId] as const,
};

/** GET /api/discovery/businesses/:id/posts?cursor= — the business's posts, newest first. */
export async function getBusinessPosts(businessId: string, cursor: string | undefined): Promise<PostsPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}/posts${query}`,
    postsPageSchema,
  );
}

export const businessPostsQueryOptions = (businessId: string) =>
  infiniteQueryOptions({
    queryKey: businessPostsKeys.of(businessId),
    queryFn: ({ pageParam }) => getBusinessPosts(businessId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function useBusinessPosts(businessId: string) {
  return useInfiniteQuery(businessPostsQueryOptions(businessId));
}

import { type PostsPage, postsPageSchema } from '@cerca/contracts/feed';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { publicProfileKeys } from './get-public-profile';

/** GET /api/discovery/people/:id/posts?cursor= — the person's posts, newest first, 20 rows a page. */
export async function getPersonPosts(personId: string, cursor: string | undefined): Promise<PostsPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiFetch(`/api/discovery/people/${encodeURIComponent(personId)}/posts${query}`, postsPageSchema);
}

export const personPostsQueryOptions = (personId: string) =>
  infiniteQueryOptions({
    queryKey: publicProfileKeys.posts(personId),
    queryFn: ({ pageParam }) => getPersonPosts(personId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function usePersonPosts(personId: string, enabled = true) {
  return useInfiniteQuery({ ...personPostsQueryOptions(personId), enabled });
}

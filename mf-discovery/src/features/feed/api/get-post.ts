import { type PostDetailResponse, postDetailResponseSchema } from '@cerca/contracts/feed';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const postKeys = {
  all: ['post'] as const,
  // Keyed by user too: my_reaction differs per person.
  of: (postId: string, userId: string | null) => [...postKeys.all, postId, userId] as const,
};

/** GET /api/discovery/posts/:id — the post and every row of its publication (carousel order). */
export async function getPost(postId: string): Promise<PostDetailResponse> {
  return apiFetch(`/api/discovery/posts/${encodeURIComponent(postId)}`, postDetailResponseSchema);
}

export const postQueryOptions = (postId: string, userId: string | null) =>
  queryOptions({ queryKey: postKeys.of(postId, userId), queryFn: () => getPost(postId) });

/** One post; `placeholder` (what a feed card already shows) renders at once while it loads. */
export function usePost(postId: string, userId: string | null, placeholder?: PostDetailResponse) {
  return useQuery({ ...postQueryOptions(postId, userId), placeholderData: placeholder });
}

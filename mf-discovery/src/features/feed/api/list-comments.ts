import { type CommentsPage, commentsPageSchema } from '@cerca/contracts/feed';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextCursor, pageQuery } from '../lib/pages';

/** Every query key of this resource, in one place. */
export const commentsKeys = {
  all: ['comments'] as const,
  ofPost: (postId: string) => [...commentsKeys.all, postId] as const,
};

/** GET /api/discovery/posts/:id/comments?cursor= — oldest first, a page at a time. */
export async function getComments(postId: string, cursor: string | undefined): Promise<CommentsPage> {
  return apiFetch(
    `/api/discovery/posts/${encodeURIComponent(postId)}/comments${pageQuery({}, cursor)}`,
    commentsPageSchema,
  );
}

export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: commentsKeys.ofPost(postId),
    queryFn: ({ pageParam }) => getComments(postId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export function useComments(postId: string) {
  return useInfiniteQuery(commentsQueryOptions(postId));
}

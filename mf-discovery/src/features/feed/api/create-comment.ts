import { createCommentResponseSchema } from '@cerca/contracts/feed';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentsKeys } from './list-comments';
import { patchCachedPost } from './post-cache';

/** POST /api/discovery/posts/:id/comments — adds the caller's comment (trimmed by the server too). */
export async function createComment(postId: string, comment: string) {
  return apiFetch(
    `/api/discovery/posts/${encodeURIComponent(postId)}/comments`,
    createCommentResponseSchema,
    {
      method: 'POST',
      body: JSON.stringify({ comment }),
    },
  );
}

/** Sends a comment; on success the post's comments reload and every card shows the new count. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => createComment(postId, comment),
    onSuccess: ({ comments_count }) => {
      patchCachedPost(queryClient, postId, () => ({ comments_count }));
      return queryClient.invalidateQueries({ queryKey: commentsKeys.ofPost(postId) });
    },
  });
}

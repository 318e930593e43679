import { type ReactionState, reactionStateSchema } from '@cerca/contracts/feed';
import { apiFetch } from '@cerca/session';

/** DELETE /api/discovery/posts/:id/reaction — removes the caller's reaction. */
export async function deleteReaction(postId: string): Promise<ReactionState> {
  return apiFetch(`/api/discovery/posts/${encodeURIComponent(postId)}/reaction`, reactionStateSchema, {
    method: 'DELETE',
  });
}

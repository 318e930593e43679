import { type Post, type ReactionState, type ReactionType, reactionStateSchema } from '@cerca/contracts/feed';
import { apiFetch } from '@cerca/session';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { optimisticReaction, type ReactionView, reactionChange } from '../lib/reactions';
import { deleteReaction } from './delete-reaction';
import { cancelPostQueries, patchCachedPost } from './post-cache';

/** PUT /api/discovery/posts/:id/reaction — sets (or replaces) the caller's reaction. */
export async function setReaction(postId: string, reactionType: ReactionType): Promise<ReactionState> {
  return apiFetch(`/api/discovery/posts/${encodeURIComponent(postId)}/reaction`, reactionStateSchema, {
    method: 'PUT',
    body: JSON.stringify({ reaction_type: reactionType }),
  });
}

function writeReaction(queryClient: QueryClient, postId: string, view: ReactionView): void {
  patchCachedPost(queryClient, postId, () => ({ reactions: view.reactions, my_reaction: view.my_reaction }));
}

interface ReactVariables {
  post: Pick<Post, 'id' | 'reactions' | 'my_reaction'>;
  tapped: ReactionType;
}

/**
 * Tapping a reaction: the same type removes it (DELETE), another sets it (PUT). Counts and
 * highlight change at once and roll back when the call fails; the server's answer is the truth.
 * One post's taps reach the server one after the other (a scope per post): sent side by side,
 * a quick "Me encanta" then "Visitado" could be stored in the other order, and the post kept the
 * first one.
 */
export function useReactToPost(options: { postId: string; onError: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `reaction:${options.postId}` },
    mutationFn: ({ post, tapped }: ReactVariables) => {
      const change = reactionChange(post.my_reaction, tapped);
      return change.method === 'DELETE'
        ? deleteReaction(post.id)
        : setReaction(post.id, change.reaction_type);
    },
    onMutate: async ({ post, tapped }) => {
      await cancelPostQueries(queryClient);
      const before: ReactionView = { reactions: post.reactions, my_reaction: post.my_reaction };
      writeReaction(queryClient, post.id, optimisticReaction(before, tapped));
      return { before };
    },
    onError: (_error, { post }, context) => {
      if (context) writeReaction(queryClient, post.id, context.before);
      options.onError();
    },
    onSuccess: (state) => writeReaction(queryClient, state.post_id, state),
  });
}

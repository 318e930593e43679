import { REACTION_TYPES, type ReactionCounts, type ReactionType } from '@cerca/contracts/feed';

export { REACTION_TYPES };

/** What tapping a reaction does (spec 01 §4): the same type removes it, another replaces it. */
export type ReactionChange =
  | { method: 'DELETE'; next: null }
  | { method: 'PUT'; next: ReactionType; reaction_type: ReactionType };

export function reactionChange(current: ReactionType | null, tapped: ReactionType): ReactionChange {
  if (current === tapped) return { method: 'DELETE', next: null };
  return { method: 'PUT', next: tapped, reaction_type: tapped };
}

/** The counts after the caller's reaction moves from `from` to `to`; never below 0. */
export function applyReaction(
  counts: ReactionCounts,
  from: ReactionType | null,
  to: ReactionType | null,
): ReactionCounts {
  if (from === to) return counts;
  const next = { ...counts };
  if (from) next[from] = Math.max(0, next[from] - 1);
  if (to) next[to] += 1;
  return next;
}

/** The reaction state a post shows, as the server answers it (reactionStateSchema). */
export interface ReactionView {
  reactions: ReactionCounts;
  my_reaction: ReactionType | null;
}

/** The optimistic state after tapping `tapped` on a post showing `view`. */
export function optimisticReaction(view: ReactionView, tapped: ReactionType): ReactionView {
  const { next } = reactionChange(view.my_reaction, tapped);
  return { reactions: applyReaction(view.reactions, view.my_reaction, next), my_reaction: next };
}

/** How long the highlight follows a reaction (spec 01 §9: 1 s). */
export const REACTION_FEEDBACK_MS = 1000;

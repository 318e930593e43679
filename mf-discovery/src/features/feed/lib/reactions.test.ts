import { describe, expect, it } from 'vitest';
import { applyReaction, optimisticReaction, reactionChange } from './reactions';

const zero = { like: 0, love: 0, visited: 0, want_to_go: 0 };

describe('reactionChange', () => {
  it('sets a reaction when there is none', () => {
    expect(reactionChange(null, 'like')).toEqual({ method: 'PUT', next: 'like', reaction_type: 'like' });
  });
  it('removes the reaction when the same type is tapped', () => {
    expect(reactionChange('love', 'love')).toEqual({ method: 'DELETE', next: null });
  });
  it('replaces the reaction when another type is tapped', () => {
    expect(reactionChange('love', 'visited')).toEqual({
      method: 'PUT',
      next: 'visited',
      reaction_type: 'visited',
    });
  });
});

describe('applyReaction', () => {
  it('moves one count from the old type to the new one', () => {
    expect(applyReaction({ ...zero, like: 2 }, 'like', 'want_to_go')).toEqual({
      ...zero,
      like: 1,
      want_to_go: 1,
    });
  });
  it('never goes below 0', () => {
    expect(applyReaction(zero, 'like', null)).toEqual(zero);
  });
  it('changes nothing when the reaction stays', () => {
    const counts = { ...zero, love: 3 };
    expect(applyReaction(counts, 'love', 'love')).toBe(counts);
  });
});

describe('optimisticReaction', () => {
  it('toggles off and on', () => {
    const on = optimisticReaction({ reactions: zero, my_reaction: null }, 'like');
    expect(on).toEqual({ reactions: { ...zero, like: 1 }, my_reaction: 'like' });
    expect(optimisticReaction(on, 'like')).toEqual({ reactions: zero, my_reaction: null });
  });
});

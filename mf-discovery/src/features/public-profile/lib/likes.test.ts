import { describe, expect, it } from 'vitest';
import { likesOf } from './likes';

describe('likesOf', () => {
  it('adds every reaction', () => {
    expect(likesOf({ reactions: { like: 2, love: 1, visited: 3, want_to_go: 4 } })).toBe(10);
    expect(likesOf({ reactions: { like: 0, love: 0, visited: 0, want_to_go: 0 } })).toBe(0);
  });
});

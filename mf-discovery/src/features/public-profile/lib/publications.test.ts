import type { Post } from '@cerca/contracts/feed';
import { describe, expect, it } from 'vitest';
import { groupPublications, likesOf } from './publications';

const post = (id: string, publicationId: string): Post => ({
  id,
  publication_id: publicationId,
  caption: 'Hola',
  media_url: `/${id}.webp`,
  media_type: 'image',
  thumbnail_url: null,
  created_at: '2026-11-24T12:00:00.000Z',
  author: { id: '00000000-0000-4000-8000-000000000001', username: 'ana', full_name: null, avatar_url: null },
  business: null,
  business_name: 'Tacos Ana',
  reactions: { like: 0, love: 0, visited: 0, want_to_go: 0 },
  my_reaction: null,
  comments_count: 0,
});

describe('groupPublications', () => {
  it('makes one tile per publication, its rows in carousel order', () => {
    // Newest first, as the API lists them: p2 has three rows (c was uploaded last).
    const groups = groupPublications([post('c', 'p2'), post('b', 'p2'), post('a', 'p2'), post('x', 'p1')]);
    expect(groups.map((group) => group.id)).toEqual(['p2', 'p1']);
    expect(groups[0]!.lead.id).toBe('a');
    expect(groups[0]!.rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(groups[1]!.rows.map((row) => row.id)).toEqual(['x']);
  });

  it('answers nothing for no posts', () => {
    expect(groupPublications([])).toEqual([]);
  });
});

describe('likesOf', () => {
  it('adds every reaction', () => {
    expect(likesOf({ reactions: { like: 2, love: 1, visited: 3, want_to_go: 4 } })).toBe(10);
    expect(likesOf({ reactions: { like: 0, love: 0, visited: 0, want_to_go: 0 } })).toBe(0);
  });
});

import type { Post } from '@cerca/contracts/feed';
import { describe, expect, it } from 'vitest';
import { groupPublications } from './publications';

const post = (id: string, publication: string): Post =>
  ({ id, publication_id: publication, caption: null, media_url: `/${id}.webp` }) as Post;

describe('groupPublications', () => {
  it('shows a publication of several photos as one tile', () => {
    const groups = groupPublications([post('a', 'p1'), post('b', 'p1'), post('c', 'p2'), post('d', 'p3')]);
    expect(groups.map(({ post, count }) => [post.id, count])).toEqual([
      ['a', 2],
      ['c', 1],
      ['d', 1],
    ]);
  });
  it('is empty without posts', () => {
    expect(groupPublications([])).toEqual([]);
  });
});

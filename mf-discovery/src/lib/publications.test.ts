import type { Post } from '@cerca/contracts/feed';
import { describe, expect, it } from 'vitest';
import { groupPublications } from './publications';

function row(id: string, publication: string): Post {
  return {
    id,
    publication_id: publication,
    caption: 'Tortas ahogadas',
    media_url: `/media/${id}.jpg`,
    media_type: 'image',
    thumbnail_url: null,
    created_at: '2026-11-20T12:00:00.000Z',
    author: { id: 'a', username: 'guero', full_name: null, avatar_url: null },
    business: {
      id: 'b',
      name: 'Tortas El Güero',
      category: 'Restaurantes',
      subcategory: 'Tortas',
      logo_url: null,
    },
    business_name: 'Tortas El Güero',
    reactions: { like: 0, love: 0, visited: 0, want_to_go: 0 },
    my_reaction: null,
    comments_count: 0,
  };
}

describe('groupPublications', () => {
  it('puts adjacent rows of one publication in one card, in carousel order', () => {
    const cards = groupPublications([row('3', 'p2'), row('2', 'p2'), row('1', 'p1')]);
    expect(cards.map((card) => card.id)).toEqual(['p2', 'p1']);
    expect(cards[0]!.rows.map((r) => r.id)).toEqual(['2', '3']);
    expect(cards[0]!.lead.id).toBe('2');
    expect(cards[1]!.rows).toHaveLength(1);
  });

  it('keeps rows that are not adjacent in separate cards', () => {
    const cards = groupPublications([row('1', 'p1'), row('2', 'p2'), row('3', 'p1')]);
    expect(cards.map((card) => card.id)).toEqual(['p1', 'p2', 'p1']);
  });

  it('joins a publication cut by a page boundary once both pages are flattened', () => {
    const page1 = [row('5', 'p3'), row('4', 'p2')];
    const page2 = [row('3', 'p2'), row('2', 'p1')];
    const cards = groupPublications([...page1, ...page2]);
    expect(cards.map((card) => card.rows.length)).toEqual([1, 2, 1]);
  });

  it('is empty for no rows', () => {
    expect(groupPublications([])).toEqual([]);
  });
});

import type { Story } from '@cerca/contracts/feed';
import { describe, expect, it } from 'vitest';
import {
  groupStories,
  liveStories,
  msUntilNextExpiry,
  playOrder,
  storyProgress,
  storyStep,
  storyView,
} from './stories';

function story(id: string, business: string, extra: Partial<Story> = {}): Story {
  return {
    id,
    type: 'instant',
    title: null,
    content: null,
    media_url: `/media/${id}.jpg`,
    media_type: 'image',
    thumbnail_url: null,
    expires_at: '2026-11-21T12:00:00.000Z',
    created_at: '2026-11-20T12:00:00.000Z',
    author: { id: 'a', username: 'guero', full_name: null, avatar_url: null },
    business: {
      id: business,
      name: business,
      category: 'Restaurantes',
      subcategory: 'Tortas',
      logo_url: null,
    },
    business_name: business,
    ...extra,
  };
}

describe('story strip', () => {
  it('shows one circle per business, ordered by its newest story', () => {
    const groups = groupStories([story('1', 'b1'), story('2', 'b2'), story('3', 'b1')]);
    expect(groups.map((group) => group.business?.id)).toEqual(['b1', 'b2']);
    expect(groups.map((group) => group.start)).toEqual([0, 2]);
    expect(playOrder(groups).map((s) => s.id)).toEqual(['1', '3', '2']);
  });

  it('groups stories without a business by author and typed name', () => {
    const typed = (id: string, author: string, name: string) =>
      story(id, 'x', {
        business: null,
        business_name: name,
        author: { id: author, username: author, full_name: null, avatar_url: null },
      });
    const groups = groupStories([
      typed('1', 'ana', 'Tacos Ana'),
      typed('2', 'luis', 'Tacos Ana'),
      typed('3', 'ana', 'tacos ana'),
      typed('4', 'ana', 'Café Ana'),
      story('5', 'b1'),
    ]);
    expect(groups.map((group) => group.stories.map((s) => s.id))).toEqual([['1', '3'], ['2'], ['4'], ['5']]);
    expect(groups.map((group) => group.business_name)).toEqual(['Tacos Ana', 'Tacos Ana', 'Café Ana', 'b1']);
    expect(groups[0]!.business).toBeNull();
    expect(new Set(groups.map((group) => group.key)).size).toBe(4);
  });
});

describe('storyView', () => {
  it('shows instant stories as image or video, video stories embedded, others as text', () => {
    expect(storyView(story('1', 'b'))).toBe('image');
    expect(storyView(story('1', 'b', { media_type: 'video' }))).toBe('video');
    expect(storyView(story('1', 'b', { type: 'video' }))).toBe('embed');
    expect(storyView(story('1', 'b', { type: 'text' }))).toBe('text');
    expect(storyView(story('1', 'b', { media_url: null }))).toBe('text');
  });
});

describe('story timing and steps', () => {
  it('reports progress between 0 and 1', () => {
    expect(storyProgress(2500)).toBe(0.5);
    expect(storyProgress(9000)).toBe(1);
    expect(storyProgress(-1)).toBe(0);
  });

  it('steps within the list and closes past the end', () => {
    expect(storyStep(0, 1, 2)).toBe(1);
    expect(storyStep(1, 1, 2)).toBeNull();
    expect(storyStep(1, -1, 2)).toBe(0);
    expect(storyStep(0, -1, 2)).toBe(0);
  });
});

describe('live stories', () => {
  const at = (iso: string) => ({ expires_at: iso });
  const now = Date.parse('2026-11-23T12:00:00.000Z');

  it('keeps only stories whose expires_at is still ahead', () => {
    const stories = [
      at('2026-11-23T12:00:00.001Z'),
      at('2026-11-23T12:00:00.000Z'),
      at('2026-11-23T11:00:00.000Z'),
    ];
    expect(liveStories(stories, now)).toEqual([stories[0]]);
  });

  it('says when the next one expires, or null when none will', () => {
    expect(msUntilNextExpiry([at('2026-11-23T12:00:05.000Z'), at('2026-11-23T12:00:02.000Z')], now)).toBe(
      2000,
    );
    expect(msUntilNextExpiry([at('2026-11-23T11:00:00.000Z')], now)).toBeNull();
  });
});

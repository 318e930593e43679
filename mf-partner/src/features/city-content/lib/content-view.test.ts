import type { CityContentItem } from '@cerca/contracts/city-content';
import { describe, expect, it } from 'vitest';
import { isVideoFile, mediaOf, parseFilter, searchTerm, withoutItem } from './content-view';

const item = (overrides: Partial<CityContentItem> = {}): CityContentItem => ({
  type: 'post',
  id: 'a',
  title: null,
  content: 'Pan de muerto',
  created_at: '2026-11-24T12:00:00.000Z',
  business_id: 'b',
  business_name: 'Café Azul',
  user_name: 'duena',
  media_url: null,
  media_type: null,
  thumbnail_url: null,
  rating: null,
  ...overrides,
});

describe('content view', () => {
  it('removes a deleted item from every page, matching type and id', () => {
    const pages = [
      { items: [item({ id: 'a' }), item({ id: 'b' })], next_cursor: 'x' },
      { items: [item({ id: 'a', type: 'comment' })], next_cursor: null },
    ];
    const left = withoutItem(pages, { type: 'post', id: 'a' });
    expect(left.map((page) => page.items.map((each) => `${each.type}:${each.id}`))).toEqual([
      ['post:b'],
      ['comment:a'],
    ]);
    expect(left[0]!.next_cursor).toBe('x');
  });

  it('prefers the smaller picture, and shows a video by its poster or its own first frame', () => {
    expect(mediaOf(item())).toBeNull();
    expect(mediaOf(item({ media_url: '/a.jpg', media_type: 'image', thumbnail_url: '/a-480.webp' }))).toEqual(
      {
        src: '/a-480.webp',
        video: false,
      },
    );
    const video = item({ media_url: '/v.mp4', media_type: 'video' });
    expect(mediaOf(video)).toEqual({ src: '/v.mp4', video: true });
    expect(isVideoFile(video)).toBe(true);
    expect(isVideoFile(item({ media_url: '/v.mp4', media_type: 'video', thumbnail_url: '/v.webp' }))).toBe(
      false,
    );
  });

  it('reads the filter and the search text defensively', () => {
    expect(parseFilter('review')).toBe('review');
    expect(parseFilter('otro')).toBe('all');
    expect(parseFilter(null)).toBe('all');
    expect(searchTerm('  pan  ', 100)).toBe('pan');
    expect(searchTerm('x'.repeat(120), 100)).toHaveLength(100);
  });
});

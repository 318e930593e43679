import type { Highlight } from '@cerca/contracts/business-page';
import type { Story } from '@cerca/contracts/feed';
import { describe, expect, it } from 'vitest';
import {
  highlightFormData,
  highlightFormDefaults,
  highlightFormResolver,
  storyChoices,
  storyThumbnail,
  toggleStoryId,
} from './highlight-form';

const BUSINESS = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function story(id: string, createdAt: string, businessId = BUSINESS, media: Partial<Story> = {}): Story {
  return {
    id,
    type: 'instant',
    title: null,
    content: null,
    media_url: `/s/${id}.webp`,
    media_type: 'image',
    thumbnail_url: null,
    expires_at: createdAt,
    created_at: createdAt,
    author: { id: 'a', username: 'a', full_name: null, avatar_url: null },
    business: { id: businessId, name: 'Tortas', category: 'c', subcategory: 's', logo_url: null },
    business_name: 'Tortas',
    ...media,
  } as Story;
}

const resolve = (values: { name: string; story_ids: string[] }) =>
  highlightFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('Editar Colección form', () => {
  it('starts empty for a new collection and from the collection when editing', () => {
    expect(highlightFormDefaults(null)).toEqual({ name: '', story_ids: [] });
    const highlight = {
      id: 'h',
      name: 'Tortas',
      cover_url: null,
      created_at: '2026-01-01T00:00:00Z',
      stories: [story('b', '2026-01-02T00:00:00Z'), story('a', '2026-01-01T00:00:00Z')],
    } as Highlight;
    expect(highlightFormDefaults(highlight)).toEqual({ name: 'Tortas', story_ids: ['b', 'a'] });
  });

  it('refuses a blank name and trims the name it keeps, with the contract schema', async () => {
    expect((await resolve({ name: '   ', story_ids: [] })).errors.name).toBeDefined();
    const ok = await resolve({ name: '  Favoritas ', story_ids: [BUSINESS] });
    expect(ok.errors).toEqual({});
    expect(ok.values).toEqual({ name: 'Favoritas', story_ids: [BUSINESS] });
  });

  it('sends story_ids as a JSON array and the cover only when picked', () => {
    const without = highlightFormData({ name: 'A', story_ids: ['x', 'y'] }, null);
    expect(without.get('name')).toBe('A');
    expect(without.get('story_ids')).toBe('["x","y"]');
    expect(without.has('cover')).toBe(false);
    const cover = new File([new Uint8Array([1])], 'portada.png', { type: 'image/png' });
    expect((highlightFormData({ name: 'A', story_ids: [] }, cover).get('cover') as File).name).toBe(
      'portada.png',
    );
  });

  it('toggles a story in and out of the selection', () => {
    expect(toggleStoryId(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleStoryId(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('offers live, archived and kept stories of this business once, newest first', () => {
    const live = [story('l', '2026-01-03T00:00:00Z'), story('o', '2026-01-04T00:00:00Z', OTHER)];
    const archive = [story('r', '2026-01-02T00:00:00Z'), story('k', '2026-01-01T00:00:00Z')];
    const kept = [story('k', '2026-01-01T00:00:00Z'), story('l', '2026-01-03T00:00:00Z')];
    expect(storyChoices(BUSINESS, live, archive, kept).map((s) => s.id)).toEqual(['l', 'r', 'k']);
  });

  it('shows a thumbnail, else the image, else nothing', () => {
    expect(storyThumbnail({ thumbnail_url: '/t.webp', media_type: 'image', media_url: '/i.webp' })).toBe(
      '/t.webp',
    );
    expect(storyThumbnail({ thumbnail_url: null, media_type: 'image', media_url: '/i.webp' })).toBe(
      '/i.webp',
    );
    expect(storyThumbnail({ thumbnail_url: null, media_type: 'video', media_url: '/v.mp4' })).toBeNull();
  });
});

import type { Favorite, MyFavoritesResponse } from '@cerca/contracts/city-life/favorites';
import { describe, expect, it } from 'vitest';
import { parseView, withoutBusiness } from './favorite-pages';

const favorite = (id: string): Favorite => ({
  id: `fav-${id}`,
  created_at: '2026-11-20T10:00:00.000Z',
  time_zone: 'America/Mexico_City',
  business: {
    id,
    name: `Negocio ${id}`,
    description: '',
    category: 'Cafeterías',
    subcategory: 'Café',
    price_range: 1,
    rating_avg: 0,
    rating_count: 0,
    city: 'Guadalajara',
    state: 'Jalisco',
    main_photo_url: null,
    main_photo_thumbnail_url: null,
    upcoming_events: [],
  },
});

const page = (ids: string[], next: string | null): MyFavoritesResponse => ({
  favorites: ids.map(favorite),
  categories: ['Cafeterías'],
  next_cursor: next,
});

describe('withoutBusiness', () => {
  it('drops the business from whichever page holds it and keeps everything else', () => {
    const data = { pages: [page(['a', 'b'], 'c1'), page(['c'], null)], pageParams: [undefined, 'c1'] };
    const result = withoutBusiness(data, 'b');
    expect(result.pages.map((p) => p.favorites.map((f) => f.business.id))).toEqual([['a'], ['c']]);
    expect(result.pages[0]?.next_cursor).toBe('c1');
    expect(result.pageParams).toEqual([undefined, 'c1']);
    // The cached value is not changed in place.
    expect(data.pages[0]?.favorites).toHaveLength(2);
  });

  it('changes nothing visible for a business that is not there', () => {
    const data = { pages: [page(['a'], null)], pageParams: [undefined] };
    expect(withoutBusiness(data, 'z')).toEqual(data);
  });
});

describe('parseView', () => {
  it('shows the grid unless the list is asked for', () => {
    expect(parseView('list')).toBe('list');
    expect(parseView('grid')).toBe('grid');
    expect(parseView(null)).toBe('grid');
    expect(parseView('tabla')).toBe('grid');
  });
});

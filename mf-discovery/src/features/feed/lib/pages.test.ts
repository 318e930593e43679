import { describe, expect, it } from 'vitest';
import { flattenPages, nextCursor, pageQuery, shouldLoadMore } from './pages';

describe('cursor pages', () => {
  it('asks for the next page only while there is a cursor', () => {
    expect(nextCursor({ next_cursor: 'abc' })).toBe('abc');
    expect(nextCursor({ next_cursor: null })).toBeUndefined();
  });

  it('flattens the loaded pages in order', () => {
    const pages = [{ rows: [1, 2] }, { rows: [3] }];
    expect(flattenPages(pages, (page) => page.rows)).toEqual([1, 2, 3]);
    expect(flattenPages(undefined, (page: { rows: number[] }) => page.rows)).toEqual([]);
  });

  it('adds the cursor to the query string only when there is one', () => {
    expect(pageQuery({ city_id: 'c1' }, undefined)).toBe('?city_id=c1');
    expect(pageQuery({ city_id: 'c1' }, 'x/y=')).toBe('?city_id=c1&cursor=x%2Fy%3D');
    expect(pageQuery({}, undefined)).toBe('');
  });

  it('loads more when the sentinel shows and nothing else is in the way', () => {
    const ready = { intersecting: true, hasNextPage: true, isFetchingNextPage: false, isError: false };
    expect(shouldLoadMore(ready)).toBe(true);
    expect(shouldLoadMore({ ...ready, intersecting: false })).toBe(false);
    expect(shouldLoadMore({ ...ready, hasNextPage: false })).toBe(false);
    expect(shouldLoadMore({ ...ready, isFetchingNextPage: true })).toBe(false);
    expect(shouldLoadMore({ ...ready, isError: true })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { flattenPages, nextCursor, nextFeedStep, pageQuery } from './pages';

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

  it('draws the loaded posts a step at a time before loading the next page', () => {
    const near = {
      near: true,
      revealed: 3,
      loaded: 20,
      hasNextPage: true,
      isFetchingNextPage: false,
      isError: false,
    };
    expect(nextFeedStep(near)).toBe('reveal');
    expect(nextFeedStep({ ...near, near: false })).toBe('none');
    const allDrawn = { ...near, revealed: 20 };
    expect(nextFeedStep(allDrawn)).toBe('fetch');
    expect(nextFeedStep({ ...allDrawn, revealed: 21 })).toBe('fetch');
    expect(nextFeedStep({ ...allDrawn, hasNextPage: false })).toBe('none');
    expect(nextFeedStep({ ...allDrawn, isFetchingNextPage: true })).toBe('none');
    expect(nextFeedStep({ ...allDrawn, isError: true })).toBe('none');
  });
});

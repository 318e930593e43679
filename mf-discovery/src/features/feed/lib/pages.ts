/** Keyset pages as the API returns them: rows plus the cursor of the next page, null at the end. */
export interface CursorPage {
  next_cursor: string | null;
}

/** useInfiniteQuery's getNextPageParam: the next cursor, or undefined when there is none. */
export function nextCursor(page: CursorPage): string | undefined {
  return page.next_cursor ?? undefined;
}

/** The rows of every loaded page, in order. */
export function flattenPages<P, T>(pages: readonly P[] | undefined, rowsOf: (page: P) => readonly T[]): T[] {
  return (pages ?? []).flatMap((page) => rowsOf(page));
}

/** The query string of a page request: the given parameters plus the cursor when there is one. */
export function pageQuery(params: Record<string, string>, cursor: string | undefined): string {
  const search = new URLSearchParams(params);
  if (cursor) search.set('cursor', cursor);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Whether the sentinel's intersection should load the next page now. */
export function shouldLoadMore(state: {
  intersecting: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
}): boolean {
  return state.intersecting && state.hasNextPage && !state.isFetchingNextPage && !state.isError;
}

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

/** Posts drawn at a time: the first screen, then each step as the end of the list comes near. */
export const REVEAL_STEP = 3;

/**
 * What the end of the feed asks for when it comes near the screen (or the "more" button is
 * pressed): draw the next posts already loaded, else load the next page, else nothing. Posts are
 * drawn a few at a time, as a person scrolls to them: twenty posts with their photos drawn at once
 * were the page's costliest work on a phone, for posts nobody had scrolled to yet (issue 24).
 */
export function nextFeedStep(state: {
  near: boolean;
  revealed: number;
  loaded: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
}): 'reveal' | 'fetch' | 'none' {
  if (!state.near) return 'none';
  if (state.revealed < state.loaded) return 'reveal';
  return state.hasNextPage && !state.isFetchingNextPage && !state.isError ? 'fetch' : 'none';
}

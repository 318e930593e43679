import { type MyFavoritesResponse, myFavoritesResponseSchema } from '@cerca/contracts/city-life/favorites';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** What /favorites asks for; blank filters are left out. */
export interface FavoritesFilter {
  q?: string | undefined;
  category?: string | undefined;
}

/** Every query key of this resource, in one place. */
export const favoritesKeys = {
  all: queryRoots.favorites,
  // Keyed by user: signing in as someone else must ask again.
  of: (userId: string, { q, category }: FavoritesFilter) =>
    [...favoritesKeys.all, userId, q || null, category || null] as const,
};

/** GET /api/discovery/me/favorites?q=&category=&cursor= — the caller's, filtered and paged by the server. */
export async function getFavorites(
  { q, category }: FavoritesFilter,
  cursor: string | undefined,
): Promise<MyFavoritesResponse> {
  const query = new URLSearchParams();
  if (q?.trim()) query.set('q', q.trim());
  if (category) query.set('category', category);
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/discovery/me/favorites?${query}`, myFavoritesResponseSchema);
}

export const favoritesQueryOptions = (userId: string, filter: FavoritesFilter) =>
  infiniteQueryOptions({
    queryKey: favoritesKeys.of(userId, filter),
    queryFn: ({ pageParam }) => getFavorites(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Saving happens on the business pages: coming back here always asks again.
    staleTime: 0,
  });

/** Keeps the previous cards on screen while a new filter loads, so the grid does not flash. */
export function useFavorites(userId: string, filter: FavoritesFilter) {
  return useInfiniteQuery({ ...favoritesQueryOptions(userId, filter), placeholderData: keepPreviousData });
}

import { type BusinessSearchResponse, businessSearchResponseSchema } from '@cerca/contracts/business-search';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { queryRoots } from './query-roots';

/** What the search page and the category grid ask for; blank filters are left out. */
export interface BusinessSearchFilter {
  cityId: string;
  category?: string | undefined;
  subcategory?: string | undefined;
  q?: string | undefined;
}

/** Every query key of this resource, in one place. */
export const businessSearchKeys = {
  all: queryRoots.businessSearch,
  of: ({ cityId, category, subcategory, q }: BusinessSearchFilter) =>
    [...businessSearchKeys.all, cityId, category ?? null, subcategory ?? null, q ?? null] as const,
};

/**
 * GET /api/discovery/businesses?city_id=&category=&subcategory=&q=&cursor=: filtered, ranked and
 * paged by the server (nothing is filtered or sorted here).
 */
export async function searchBusinesses(
  { cityId, category, subcategory, q }: BusinessSearchFilter,
  cursor: string | undefined,
): Promise<BusinessSearchResponse> {
  const query = new URLSearchParams({ city_id: cityId });
  if (category?.trim()) query.set('category', category.trim());
  if (subcategory?.trim()) query.set('subcategory', subcategory.trim());
  if (q?.trim()) query.set('q', q.trim());
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/discovery/businesses?${query}`, businessSearchResponseSchema);
}

export const businessSearchQueryOptions = (filter: BusinessSearchFilter) =>
  infiniteQueryOptions({
    queryKey: businessSearchKeys.of(filter),
    queryFn: ({ pageParam }) => searchBusinesses(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** Keeps the previous results on screen while a new filter loads, so the grid does not flash. */
export function useBusinessSearch(filter: BusinessSearchFilter) {
  return useInfiniteQuery({ ...businessSearchQueryOptions(filter), placeholderData: keepPreviousData });
}

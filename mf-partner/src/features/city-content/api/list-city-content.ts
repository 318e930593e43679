import { type ContentFilter, cityContentPageSchema } from '@cerca/contracts/city-content';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

/** Every query key of a city's content list, in one place. */
export const cityContentKeys = {
  all: ['city-content'] as const,
  city: (cityId: string) => [...cityContentKeys.all, cityId] as const,
  list: (cityId: string, type: ContentFilter, q: string) =>
    [...cityContentKeys.city(cityId), type, q] as const,
};

/** GET /api/partner/cities/:cityId/content?type=&q=&cursor= — newest first, keyset pages. */
export function listCityContent(cityId: string, type: ContentFilter, q: string, cursor: string | null) {
  const query = new URLSearchParams();
  if (type !== 'all') query.set('type', type);
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  return apiFetch(
    `/api/partner/cities/${encodeURIComponent(cityId)}/content?${query}`,
    cityContentPageSchema,
  );
}

export const cityContentQueryOptions = (cityId: string, type: ContentFilter, q: string) =>
  infiniteQueryOptions({
    queryKey: cityContentKeys.list(cityId, type, q),
    queryFn: ({ pageParam }) => listCityContent(cityId, type, q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    // People publish all the time: every visit loads the list afresh.
    staleTime: 0,
  });

export function useCityContent(cityId: string, type: ContentFilter, q: string) {
  // The previous results stay on screen while a new search or filter loads.
  return useInfiniteQuery({ ...cityContentQueryOptions(cityId, type, q), placeholderData: keepPreviousData });
}

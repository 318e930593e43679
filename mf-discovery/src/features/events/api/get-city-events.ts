import { type CityEventsPage, cityEventsPageSchema } from '@cerca/contracts/city-life/events';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** Every query key of this resource, in one place. */
export const cityEventsKeys = {
  all: queryRoots.cityEvents,
  of: (cityId: string) => [...cityEventsKeys.all, cityId] as const,
};

/** GET /api/discovery/events?city_id=&cursor= — the city's events from today on, oldest first. */
export async function getCityEvents(cityId: string, cursor: string | undefined): Promise<CityEventsPage> {
  const query = new URLSearchParams({ city_id: cityId });
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/discovery/events?${query}`, cityEventsPageSchema);
}

export const cityEventsQueryOptions = (cityId: string) =>
  infiniteQueryOptions({
    queryKey: cityEventsKeys.of(cityId),
    queryFn: ({ pageParam }) => getCityEvents(cityId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 60_000,
  });

export function useCityEvents(cityId: string) {
  return useInfiniteQuery(cityEventsQueryOptions(cityId));
}

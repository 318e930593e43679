import { type WeekendRoutesPage, weekendRoutesPageSchema } from '@cerca/contracts/city-life/events';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** Every query key of this resource, in one place. */
export const weekendRoutesKeys = {
  all: queryRoots.weekendRoutes,
  of: (cityId: string) => [...weekendRoutesKeys.all, cityId] as const,
};

/**
 * GET /api/discovery/weekend-routes?city_id=&cursor= — the city's routes whose 72-hour window is
 * open, soonest first, each with its places in order.
 */
export async function getWeekendRoutes(
  cityId: string,
  cursor: string | undefined,
): Promise<WeekendRoutesPage> {
  const query = new URLSearchParams({ city_id: cityId });
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/discovery/weekend-routes?${query}`, weekendRoutesPageSchema);
}

export const weekendRoutesQueryOptions = (cityId: string) =>
  infiniteQueryOptions({
    queryKey: weekendRoutesKeys.of(cityId),
    queryFn: ({ pageParam }) => getWeekendRoutes(cityId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 60_000,
  });

/**
 * The routes carousel. A route leaves the list at its expires_at: the page drops it at that moment
 * (see visibleRoutes) and the server never answers it after.
 */
export function useWeekendRoutes(cityId: string) {
  return useInfiniteQuery(weekendRoutesQueryOptions(cityId));
}

import { cityBusinessesPageSchema } from '@cerca/contracts/city-dashboard';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { cityDashboardKeys, cityPath } from './city-dashboard-keys';

/** GET /api/partner/cities/:cityId/businesses?q=&cursor= — newest first, keyset pages. */
export function listCityBusinesses(cityId: string, q: string, cursor: string | null) {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  const search = query.size ? `?${query}` : '';
  return apiFetch(cityPath(cityId, `businesses${search}`), cityBusinessesPageSchema);
}

export const cityBusinessesQueryOptions = (cityId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: cityDashboardKeys.businesses(cityId, q),
    queryFn: ({ pageParam }) => listCityBusinesses(cityId, q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

/** The previous search's rows stay on screen while the next one loads. */
export function useCityBusinesses(cityId: string, q: string) {
  return useInfiniteQuery({ ...cityBusinessesQueryOptions(cityId, q), placeholderData: keepPreviousData });
}

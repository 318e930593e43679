import { cityEventsOverviewSchema } from '@cerca/contracts/city-dashboard';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityDashboardKeys, cityPath } from './city-dashboard-keys';

/** GET /api/partner/cities/:cityId/events — the latest events and weekend routes. */
export function getCityEvents(cityId: string) {
  return apiFetch(cityPath(cityId, 'events'), cityEventsOverviewSchema);
}

export const cityEventsQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: cityDashboardKeys.events(cityId), queryFn: () => getCityEvents(cityId) });

export function useCityEvents(cityId: string) {
  return useQuery(cityEventsQueryOptions(cityId));
}

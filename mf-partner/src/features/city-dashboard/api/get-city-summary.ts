import { citySummarySchema } from '@cerca/contracts/city-dashboard';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityDashboardKeys, cityPath } from './city-dashboard-keys';

/** GET /api/partner/cities/:cityId/summary — the counts and the activity feed. */
export function getCitySummary(cityId: string) {
  return apiFetch(cityPath(cityId, 'summary'), citySummarySchema);
}

export const citySummaryQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: cityDashboardKeys.summary(cityId), queryFn: () => getCitySummary(cityId) });

export function useCitySummary(cityId: string) {
  return useQuery(citySummaryQueryOptions(cityId));
}

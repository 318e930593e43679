import { cityAnalyticsSchema } from '@cerca/contracts/city-dashboard';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityDashboardKeys, cityPath } from './city-dashboard-keys';

/** GET /api/partner/cities/:cityId/analytics — top categories and the months. */
export function getCityAnalytics(cityId: string) {
  return apiFetch(cityPath(cityId, 'analytics'), cityAnalyticsSchema);
}

export const cityAnalyticsQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: cityDashboardKeys.analytics(cityId), queryFn: () => getCityAnalytics(cityId) });

export function useCityAnalytics(cityId: string) {
  return useQuery(cityAnalyticsQueryOptions(cityId));
}

import { type CityDriverEarnings, cityDriverEarningsSchema } from '@cerca/contracts/driver-earnings';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const cityDriverEarningsKeys = {
  all: ['city-driver-earnings'] as const,
  of: (cityId: string) => [...cityDriverEarningsKeys.all, cityId] as const,
};

/** GET /api/driver/cities/:cityId/driver-earnings — every driver of the city: today, week, rating. */
const cityDriverEarningsQueryOptions = (cityId: string) =>
  queryOptions({
    queryKey: cityDriverEarningsKeys.of(cityId),
    queryFn: (): Promise<CityDriverEarnings> =>
      apiFetch(`/api/driver/cities/${encodeURIComponent(cityId)}/driver-earnings`, cityDriverEarningsSchema),
  });

export function useCityDriverEarnings(cityId: string) {
  return useQuery(cityDriverEarningsQueryOptions(cityId));
}

import { type CityAccessResponse, cityAccessResponseSchema } from '@cerca/contracts/partner-access';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const cityAccessKeys = {
  all: ['city-access'] as const,
  // Keyed by user too: signing in as someone else must ask again.
  of: (cityId: string, userId: string | undefined) =>
    [...cityAccessKeys.all, cityId, userId ?? null] as const,
};

export async function getCityAccess(cityId: string): Promise<CityAccessResponse> {
  return apiFetch(`/api/partner/cities/${encodeURIComponent(cityId)}/access`, cityAccessResponseSchema);
}

export const cityAccessQueryOptions = (cityId: string, userId: string | undefined) =>
  queryOptions({ queryKey: cityAccessKeys.of(cityId, userId), queryFn: () => getCityAccess(cityId) });

/** The partner service decides: admins and this city's partner pass, with the city record. */
export function useCityAccess(cityId: string, userId: string | undefined, enabled: boolean) {
  return useQuery({ ...cityAccessQueryOptions(cityId, userId), enabled });
}

import { type CityAccessResponse, cityAccessResponseSchema } from '@cerca/contracts';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getCityAccess(cityId: string): Promise<CityAccessResponse> {
  const body = await apiFetch<unknown>(`/api/partner/cities/${encodeURIComponent(cityId)}/access`);
  return cityAccessResponseSchema.parse(body);
}

export const cityAccessQueryOptions = (cityId: string, userId: string | undefined) =>
  queryOptions({
    // Keyed by user too: signing in as someone else must ask again.
    queryKey: ['partner', 'city-access', cityId, userId ?? null],
    queryFn: () => getCityAccess(cityId),
  });

/** The partner service decides: admins and this city's partner pass, with the city record. */
export function useCityAccess(cityId: string, userId: string | undefined, enabled: boolean) {
  return useQuery({ ...cityAccessQueryOptions(cityId, userId), enabled });
}

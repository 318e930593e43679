import { type City, citiesResponseSchema } from '@cerca/contracts';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getCities(countryId: string): Promise<City[]> {
  const body = await apiFetch<unknown>(`/api/discovery/cities?countryId=${encodeURIComponent(countryId)}`);
  return citiesResponseSchema.parse(body).cities;
}

export const citiesQueryOptions = (countryId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'cities', countryId],
    queryFn: () => getCities(countryId),
    staleTime: 10 * 60_000,
  });

export function useCities(countryId: string) {
  return useQuery({ ...citiesQueryOptions(countryId), enabled: countryId !== '' });
}

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

/**
 * The chosen city's record (name, state, country) from its country's list, which the chrome's
 * location picker shows too. `data` is null when the id is not in the list (a stale choice).
 */
export function useCity(countryId: string | null, cityId: string | null) {
  return useQuery({
    ...citiesQueryOptions(countryId ?? ''),
    enabled: Boolean(countryId && cityId),
    select: (cities) => cities.find((city) => city.id === cityId) ?? null,
  });
}

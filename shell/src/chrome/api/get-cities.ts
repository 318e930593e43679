import { type City, citiesResponseSchema } from '@cerca/contracts';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getCities(countryId: string): Promise<City[]> {
  const query = new URLSearchParams({ countryId });
  return citiesResponseSchema.parse(await apiFetch<unknown>(`/api/discovery/cities?${query}`)).cities;
}

export const citiesQueryOptions = (countryId: string) =>
  queryOptions({ queryKey: ['chrome', 'cities', countryId], queryFn: () => getCities(countryId) });

/** The cities of one country, ordered by name. */
export function useCities(countryId: string | null) {
  return useQuery({ ...citiesQueryOptions(countryId ?? ''), enabled: countryId !== null });
}

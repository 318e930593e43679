import type { City } from '@cerca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

/** Loaded with the first request (apiFetch's SchemaSource): the session is on every first visit. */
const loadCitiesResponseSchema = () =>
  import('@cerca/contracts/catalogue').then((contract) => contract.citiesResponseSchema);

/** Every query key of this resource, in one place. */
export const citiesKeys = {
  all: ['cities'] as const,
  ofCountry: (countryId: string) => [...citiesKeys.all, countryId] as const,
};

/** GET /api/discovery/cities?countryId=: the cities of one country, ordered by name. */
export async function getCities(countryId: string): Promise<City[]> {
  const query = new URLSearchParams({ countryId });
  return (await apiFetch(`/api/discovery/cities?${query}`, loadCitiesResponseSchema)).cities;
}

export const citiesQueryOptions = (countryId: string) =>
  queryOptions({
    queryKey: citiesKeys.ofCountry(countryId),
    queryFn: () => getCities(countryId),
    staleTime: 10 * 60_000,
  });

/** The cities of a country; idle until a country is chosen. */
export function useCities(countryId: string | null) {
  return useQuery({ ...citiesQueryOptions(countryId ?? ''), enabled: Boolean(countryId) });
}

/**
 * The chosen city's record from its country's list (the same cache entry the location picker
 * uses). `data` is null when the id is not in the list (a stale choice).
 */
export function useCity(countryId: string | null, cityId: string | null) {
  return useQuery({
    ...citiesQueryOptions(countryId ?? ''),
    enabled: Boolean(countryId && cityId),
    select: (cities) => cities.find((city) => city.id === cityId) ?? null,
  });
}

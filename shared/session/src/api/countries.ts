import type { Country } from '@cerca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

/** Loaded with the first request (apiFetch's SchemaSource): the session is on every first visit. */
const loadCountriesResponseSchema = () =>
  import('@cerca/contracts/catalogue').then((contract) => contract.countriesResponseSchema);

/** Every query key of this resource, in one place. */
export const countriesKeys = { all: ['countries'] as const };

/** GET /api/discovery/countries: México first, then by name. */
export async function getCountries(): Promise<Country[]> {
  return (await apiFetch('/api/discovery/countries', loadCountriesResponseSchema)).countries;
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: countriesKeys.all, queryFn: getCountries, staleTime: 10 * 60_000 });

export function useCountries({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...countriesQueryOptions(), enabled });
}

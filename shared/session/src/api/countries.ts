import { type Country, countriesResponseSchema } from '@cerca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

/** Every query key of this resource, in one place. */
export const countriesKeys = { all: ['countries'] as const };

/** GET /api/discovery/countries: México first, then by name. */
export async function getCountries(): Promise<Country[]> {
  return (await apiFetch('/api/discovery/countries', countriesResponseSchema)).countries;
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: countriesKeys.all, queryFn: getCountries, staleTime: 10 * 60_000 });

export function useCountries({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...countriesQueryOptions(), enabled });
}

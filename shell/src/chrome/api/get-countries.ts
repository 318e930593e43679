import { type Country, countriesResponseSchema } from '@cerca/contracts';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getCountries(): Promise<Country[]> {
  return countriesResponseSchema.parse(await apiFetch<unknown>('/api/discovery/countries')).countries;
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['chrome', 'countries'], queryFn: getCountries });

/** Countries as the API orders them (México first). */
export function useCountries(enabled = true) {
  return useQuery({ ...countriesQueryOptions(), enabled });
}

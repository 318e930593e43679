import { type Country, countriesResponseSchema } from '@cerca/contracts';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getCountries(): Promise<Country[]> {
  return countriesResponseSchema.parse(await apiFetch<unknown>('/api/discovery/countries')).countries;
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'countries'],
    queryFn: getCountries,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

import { type City, cityResponseSchema } from '@cerca/contracts';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const cityKeys = {
  all: ['city'] as const,
  of: (cityId: string) => [...cityKeys.all, cityId] as const,
};

/** GET /api/discovery/cities/:id — one city with its country, for the ?city= link. */
export async function getCity(cityId: string): Promise<City> {
  return (await apiFetch(`/api/discovery/cities/${encodeURIComponent(cityId)}`, cityResponseSchema)).city;
}

export const cityQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: cityKeys.of(cityId), queryFn: () => getCity(cityId), staleTime: 10 * 60_000 });

/** Idle without an id; a stale or unknown id fails (404) and preselects nothing. */
export function useCityById(cityId: string | null) {
  return useQuery({ ...cityQueryOptions(cityId ?? ''), enabled: Boolean(cityId), retry: false });
}

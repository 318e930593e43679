import type { City } from '@cerca/contracts';
import { cityResponseSchema } from '@cerca/contracts/categories';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
const cityKeys = {
  all: ['city'] as const,
  of: (cityId: string) => [...cityKeys.all, cityId] as const,
};

/**
 * GET /api/discovery/cities/:id — one city with its country: the ?city= link of /add-business,
 * and the business's city on the edit page (whose country's cities the form offers).
 */
async function getCity(cityId: string): Promise<City> {
  return (await apiFetch(`/api/discovery/cities/${encodeURIComponent(cityId)}`, cityResponseSchema)).city;
}

const cityQueryOptions = (cityId: string) =>
  queryOptions({
    queryKey: cityKeys.of(cityId),
    queryFn: () => getCity(cityId),
    staleTime: 10 * 60_000,
    // A stale or unknown id fails (404) for good: asking again changes nothing.
    retry: false,
  });

/** Idle without an id; a stale or unknown id fails and preselects nothing. */
export function useCityById(cityId: string | null) {
  return useQuery({ ...cityQueryOptions(cityId ?? ''), enabled: Boolean(cityId) });
}

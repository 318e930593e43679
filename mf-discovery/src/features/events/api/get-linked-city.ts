import type { City } from '@cerca/contracts';
import { cityResponseSchema } from '@cerca/contracts/categories';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const linkedCityKeys = {
  all: ['city'] as const,
  of: (cityId: string) => [...linkedCityKeys.all, cityId] as const,
};

/** GET /api/discovery/cities/:id — the city of an /events?city= link, with its country. */
export async function getLinkedCity(cityId: string): Promise<City> {
  return (await apiFetch(`/api/discovery/cities/${encodeURIComponent(cityId)}`, cityResponseSchema)).city;
}

export const linkedCityQueryOptions = (cityId: string) =>
  queryOptions({
    queryKey: linkedCityKeys.of(cityId),
    queryFn: () => getLinkedCity(cityId),
    staleTime: 10 * 60_000,
  });

/** Idle without an id; an unknown id fails (404) and selects nothing. */
export function useLinkedCity(cityId: string | null) {
  return useQuery({ ...linkedCityQueryOptions(cityId ?? ''), enabled: Boolean(cityId), retry: false });
}

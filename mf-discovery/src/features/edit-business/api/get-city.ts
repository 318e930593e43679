import { type City, cityResponseSchema } from '@cerca/contracts';
import { apiFetch } from '@cerca/session';
import { queryOptions } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const cityKeys = {
  all: ['city'] as const,
  of: (cityId: string) => [...cityKeys.all, cityId] as const,
};

/** GET /api/discovery/cities/:id — the business's city with its country (whose cities the form offers). */
export async function getCity(cityId: string): Promise<City> {
  return (await apiFetch(`/api/discovery/cities/${encodeURIComponent(cityId)}`, cityResponseSchema)).city;
}

export const cityQueryOptions = (cityId: string) =>
  queryOptions({
    queryKey: cityKeys.of(cityId),
    queryFn: () => getCity(cityId),
    staleTime: 10 * 60_000,
    retry: false,
  });

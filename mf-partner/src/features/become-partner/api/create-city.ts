import type { City } from '@cerca/contracts';
import { type CreateCityBody, createCityResponseSchema } from '@cerca/contracts/partner-wizard';
import { apiFetch, citiesKeys } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withCity } from '../lib/wizard';

/** POST /api/partner/cities — '+ Añadir nueva ciudad' (signed in). */
export async function createCity(body: CreateCityBody): Promise<City> {
  const answer = await apiFetch('/api/partner/cities', createCityResponseSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return answer.city;
}

export function useCreateCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCity,
    onSuccess: (city) => {
      // Into the cached list at once. No refetch: the catalogue answer may be browser-cached for
      // a minute (Cache-Control max-age=60) and would not have the new city yet.
      queryClient.setQueryData<City[]>(citiesKeys.ofCountry(city.country_id), (cities) =>
        withCity(cities, city),
      );
    },
  });
}

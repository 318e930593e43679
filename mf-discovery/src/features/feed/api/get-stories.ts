import { type StoriesResponse, storiesResponseSchema } from '@cerca/contracts/feed';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** Every query key of this resource, in one place. */
export const storiesKeys = {
  all: queryRoots.stories,
  ofCity: (cityId: string) => [...storiesKeys.all, cityId] as const,
};

/** GET /api/discovery/stories?city_id= — the city's unexpired stories, newest first. */
export async function getStories(cityId: string): Promise<StoriesResponse> {
  return apiFetch(`/api/discovery/stories?city_id=${encodeURIComponent(cityId)}`, storiesResponseSchema);
}

export const storiesQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: storiesKeys.ofCity(cityId), queryFn: () => getStories(cityId) });

export function useStories(cityId: string) {
  return useQuery(storiesQueryOptions(cityId));
}

import {
  type StoriesPage,
  type StoriesResponse,
  storiesPageSchema,
  storiesResponseSchema,
} from '@cerca/contracts';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

// What the story picker of Editar Colección lists: the business's live stories (from its city's
// strip, shared with the feed's cache) and its archive (expired stories kept for collections).

/** Every query key of these resources, in one place. */
export const storyChoicesKeys = {
  liveOfCity: (cityId: string) => [...queryRoots.stories, cityId] as const,
  archive: ['business-story-archive'] as const,
  archiveOf: (businessId: string) => [...storyChoicesKeys.archive, businessId] as const,
};

/** GET /api/discovery/stories?city_id= — the city's unexpired stories, newest first. */
export async function getCityStories(cityId: string): Promise<StoriesResponse> {
  return apiFetch(`/api/discovery/stories?city_id=${encodeURIComponent(cityId)}`, storiesResponseSchema);
}

/** GET /api/discovery/businesses/:id/stories/archive?cursor= — expired stories, for whoever runs the business. */
export async function getStoryArchive(businessId: string, cursor: string | null): Promise<StoriesPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}/stories/archive${query}`,
    storiesPageSchema,
  );
}

export const cityStoriesQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: storyChoicesKeys.liveOfCity(cityId), queryFn: () => getCityStories(cityId) });

export const storyArchiveQueryOptions = (businessId: string) =>
  infiniteQueryOptions({
    queryKey: storyChoicesKeys.archiveOf(businessId),
    queryFn: ({ pageParam }) => getStoryArchive(businessId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useCityStories(cityId: string | null) {
  return useQuery({ ...cityStoriesQueryOptions(cityId ?? ''), enabled: cityId !== null });
}

export function useStoryArchive(businessId: string) {
  return useInfiniteQuery(storyArchiveQueryOptions(businessId));
}

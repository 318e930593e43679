import { type StoriesPage, storiesPageSchema } from '@cerca/contracts/feed';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

// What the story picker of Editar Colección lists: every story of the business, live and
// archived (expired stories are kept for collections).

/** Every query key of this resource, in one place. */
export const storyChoicesKeys = {
  all: queryRoots.businessStories,
  of: (businessId: string) => [...storyChoicesKeys.all, businessId] as const,
};

/** GET /api/discovery/businesses/:id/stories?cursor= — for whoever manages the business. */
export async function getBusinessStories(businessId: string, cursor: string | null): Promise<StoriesPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}/stories${query}`,
    storiesPageSchema,
  );
}

export const businessStoriesQueryOptions = (businessId: string) =>
  infiniteQueryOptions({
    queryKey: storyChoicesKeys.of(businessId),
    queryFn: ({ pageParam }) => getBusinessStories(businessId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useBusinessStories(businessId: string) {
  return useInfiniteQuery(businessStoriesQueryOptions(businessId));
}

import type { QueryClient } from '@tanstack/react-query';
import { feedQueryOptions } from './get-feed';
import { storiesQueryOptions } from './get-stories';

/**
 * Asks for the city's stories and, once the session says who is looking (my_reaction is per
 * person), the first page of its feed, into the remote's cache, where the sections find them.
 */
export function prefetchCityHome(
  queryClient: QueryClient,
  cityId: string,
  viewer: { ready: boolean; userId: string | null },
): void {
  void queryClient.prefetchQuery(storiesQueryOptions(cityId));
  if (viewer.ready) void queryClient.prefetchInfiniteQuery(feedQueryOptions(cityId, viewer.userId));
}

import { type UpcomingEventsResponse, upcomingEventsResponseSchema } from '@cerca/contracts/business-search';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** Every query key of this resource, in one place. */
export const upcomingEventsKeys = {
  all: queryRoots.upcomingEvents,
  of: (cityId: string, category: string | undefined) =>
    [...upcomingEventsKeys.all, cityId, category ?? null] as const,
};

/** GET /api/discovery/events/upcoming?city_id=&category= — 'Eventos de la Semana', soonest first. */
export async function getUpcomingEvents(
  cityId: string,
  category: string | undefined,
): Promise<UpcomingEventsResponse> {
  const query = new URLSearchParams({ city_id: cityId });
  if (category) query.set('category', category);
  return apiFetch(`/api/discovery/events/upcoming?${query}`, upcomingEventsResponseSchema);
}

export const upcomingEventsQueryOptions = (cityId: string, category: string | undefined) =>
  queryOptions({
    queryKey: upcomingEventsKeys.of(cityId, category),
    queryFn: () => getUpcomingEvents(cityId, category),
    staleTime: 60_000,
  });

export function useUpcomingEvents(cityId: string, category: string | undefined) {
  return useQuery(upcomingEventsQueryOptions(cityId, category));
}

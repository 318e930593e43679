import { type HelpReportsPage, helpReportsPageSchema } from '@cerca/contracts/order-help';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** Every query key of a city's reports, in one place. */
export const cityHelpReportsKeys = {
  all: ['city-help-reports'] as const,
  of: (cityId: string) => [...cityHelpReportsKeys.all, cityId] as const,
};

/** GET /api/ordering/cities/:cityId/help-reports — one page, newest first. */
export function listCityHelpReports(cityId: string, cursor: string | null): Promise<HelpReportsPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiFetch(
    `/api/ordering/cities/${encodeURIComponent(cityId)}/help-reports${query}`,
    helpReportsPageSchema,
  );
}

export const cityHelpReportsQueryOptions = (cityId: string) =>
  infiniteQueryOptions({
    queryKey: cityHelpReportsKeys.of(cityId),
    queryFn: ({ pageParam }) => listCityHelpReports(cityId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useCityHelpReports(cityId: string) {
  return useInfiniteQuery(cityHelpReportsQueryOptions(cityId));
}

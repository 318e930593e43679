import { type HelpReportsPage, helpReportsPageSchema } from '@cerca/contracts/order-help';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { businessPath, ordersPanelKeys } from './get-business-orders';

/** The business's reports, under the panel's keys (its other changes refresh them too). */
export const helpReportsKeys = {
  of: (businessId: string) => [...ordersPanelKeys.business(businessId), 'help-reports'] as const,
};

/** GET /api/ordering/businesses/:id/help-reports — one page, newest first. */
export function listHelpReports(businessId: string, cursor: string | null): Promise<HelpReportsPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiFetch(`${businessPath(businessId)}/help-reports${query}`, helpReportsPageSchema);
}

export const helpReportsQueryOptions = (businessId: string) =>
  infiniteQueryOptions({
    queryKey: helpReportsKeys.of(businessId),
    queryFn: ({ pageParam }) => listHelpReports(businessId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useHelpReports(businessId: string) {
  return useInfiniteQuery(helpReportsQueryOptions(businessId));
}

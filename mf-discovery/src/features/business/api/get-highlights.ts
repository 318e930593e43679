import { type Highlight, highlightsResponseSchema } from '@cerca/contracts/business-page';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const highlightsKeys = {
  all: ['business-highlights'] as const,
  of: (businessId: string) => [...highlightsKeys.all, businessId] as const,
};

/** GET /api/discovery/businesses/:id/highlights — story collections, oldest first. */
export async function getHighlights(businessId: string): Promise<{ highlights: Highlight[] }> {
  return apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}/highlights`,
    highlightsResponseSchema,
  );
}

export const highlightsQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: highlightsKeys.of(businessId), queryFn: () => getHighlights(businessId) });

export function useHighlights(businessId: string) {
  return useQuery(highlightsQueryOptions(businessId));
}

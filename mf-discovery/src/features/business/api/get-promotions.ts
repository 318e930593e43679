import { type PromotionsResponse, promotionsResponseSchema } from '@cerca/contracts/business-page';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** Every query key of this resource, in one place. */
export const promotionsKeys = {
  all: queryRoots.businessPromotions,
  // Keyed by user too: viewer_is_premium decides the unlock banner.
  of: (businessId: string, userId: string | undefined) =>
    [...promotionsKeys.all, businessId, userId ?? null] as const,
};

/** GET /api/discovery/businesses/:id/promotions — unexpired, newest first, premium-only included. */
export async function getPromotions(businessId: string): Promise<PromotionsResponse> {
  return apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}/promotions`,
    promotionsResponseSchema,
  );
}

export const promotionsQueryOptions = (businessId: string, userId: string | undefined) =>
  queryOptions({ queryKey: promotionsKeys.of(businessId, userId), queryFn: () => getPromotions(businessId) });

export function usePromotions(businessId: string, userId: string | undefined, enabled: boolean) {
  return useQuery({ ...promotionsQueryOptions(businessId, userId), enabled });
}

import { type OwnerPromotions, ownerPromotionsResponseSchema } from '@cerca/contracts/promotion-rule-editor';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of the business's promotions with their automatic discounts, in one place. */
export const promotionKeys = {
  all: ['owner-promotions'] as const,
  of: (businessId: string) => [...promotionKeys.all, businessId] as const,
};

export const promotionsPath = (businessId: string) =>
  `/api/ordering/businesses/${encodeURIComponent(businessId)}/promotions`;

/** GET /api/ordering/businesses/:id/promotions — the live promotions, each with its rule or null. */
export async function getPromotions(businessId: string): Promise<OwnerPromotions> {
  return apiFetch(promotionsPath(businessId), ownerPromotionsResponseSchema);
}

export const promotionsQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: promotionKeys.of(businessId), queryFn: () => getPromotions(businessId) });

export function usePromotions(businessId: string) {
  return useQuery(promotionsQueryOptions(businessId));
}

import { type PublicMenuResponse, publicMenuResponseSchema } from '@cerca/contracts/public-menu';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const menuKeys = {
  all: ['business-menu'] as const,
  of: (businessId: string) => [...menuKeys.all, businessId] as const,
};

/** GET /api/ordering/businesses/:id/menu — active items by category, in the owner's order. */
export async function getMenu(businessId: string): Promise<PublicMenuResponse> {
  return apiFetch(
    `/api/ordering/businesses/${encodeURIComponent(businessId)}/menu`,
    publicMenuResponseSchema,
  );
}

export const menuQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: menuKeys.of(businessId), queryFn: () => getMenu(businessId) });

export function useMenu(businessId: string) {
  return useQuery(menuQueryOptions(businessId));
}

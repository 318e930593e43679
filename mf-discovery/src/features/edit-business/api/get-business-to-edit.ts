import { type BusinessPage, businessPageSchema } from '@cerca/contracts/business-page';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** Every query key of this resource, in one place (the business page's: the same answer). */
export const businessToEditKeys = {
  all: queryRoots.businessPage,
  of: (businessId: string, userId: string | undefined) =>
    [...businessToEditKeys.all, businessId, userId ?? null] as const,
};

/** GET /api/discovery/businesses/:id/page — the business with its photos, schedule and viewer flags. */
export async function getBusinessToEdit(businessId: string): Promise<BusinessPage> {
  return apiFetch(`/api/discovery/businesses/${encodeURIComponent(businessId)}/page`, businessPageSchema);
}

export const businessToEditQueryOptions = (businessId: string, userId: string | undefined) =>
  queryOptions({
    queryKey: businessToEditKeys.of(businessId, userId),
    queryFn: () => getBusinessToEdit(businessId),
  });

export function useBusinessToEdit(businessId: string, userId: string | undefined, enabled: boolean) {
  return useQuery({ ...businessToEditQueryOptions(businessId, userId), enabled });
}

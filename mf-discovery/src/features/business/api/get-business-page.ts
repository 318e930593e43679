import { type BusinessPage, businessPageSchema } from '@cerca/contracts/business-page';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** Every query key of this resource, in one place. */
export const businessPageKeys = {
  all: queryRoots.businessPage,
  // Keyed by user too: the viewer flags (owner, following, saved) belong to the caller.
  of: (businessId: string, userId: string | undefined) =>
    [...businessPageKeys.all, businessId, userId ?? null] as const,
};

/** GET /api/discovery/businesses/:id/page — the business, open-now and the caller's flags. */
export async function getBusinessPage(businessId: string): Promise<BusinessPage> {
  return apiFetch(`/api/discovery/businesses/${encodeURIComponent(businessId)}/page`, businessPageSchema);
}

export const businessPageQueryOptions = (businessId: string, userId: string | undefined) =>
  queryOptions({
    queryKey: businessPageKeys.of(businessId, userId),
    queryFn: () => getBusinessPage(businessId),
  });

export function useBusinessPage(businessId: string, userId: string | undefined, enabled: boolean) {
  return useQuery({ ...businessPageQueryOptions(businessId, userId), enabled });
}

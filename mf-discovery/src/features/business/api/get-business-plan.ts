import { type BusinessPlan, businessPlanSchema } from '@cerca/contracts/publishing';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** Every query key of this resource, in one place. */
export const businessPlanKeys = {
  all: queryRoots.businessPlan,
  of: (businessId: string) => [...businessPlanKeys.all, businessId] as const,
};

/** GET /api/discovery/businesses/:id/plan — the plan and its limits, for whoever runs the business. */
export async function getBusinessPlan(businessId: string): Promise<BusinessPlan> {
  return apiFetch(`/api/discovery/businesses/${encodeURIComponent(businessId)}/plan`, businessPlanSchema);
}

export const businessPlanQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: businessPlanKeys.of(businessId), queryFn: () => getBusinessPlan(businessId) });

export function useBusinessPlan(businessId: string, enabled: boolean) {
  return useQuery({ ...businessPlanQueryOptions(businessId), enabled });
}

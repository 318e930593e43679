import { type Business, businessResponseSchema, type UpdatedBusinessFields } from '@cerca/contracts/business';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBusiness } from './business-queries';

/** PATCH /api/discovery/businesses/:id — the edited fields and schedule; answers the business. */
export async function updateBusiness(businessId: string, fields: UpdatedBusinessFields): Promise<Business> {
  const answer = await apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}`,
    businessResponseSchema,
    { method: 'PATCH', body: JSON.stringify(fields) },
  );
  return answer.business;
}

export function useUpdateBusiness(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: UpdatedBusinessFields) => updateBusiness(businessId, fields),
    onSuccess: () => refreshBusiness(queryClient),
  });
}

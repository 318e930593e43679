import { type Business, businessResponseSchema } from '@cerca/contracts/business';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBusiness } from './business-queries';

/** POST /api/discovery/businesses/:id/photos — new main photos (field `photos`); answers the business. */
export async function addBusinessPhotos(businessId: string, files: readonly File[]): Promise<Business> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  const answer = await apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}/photos`,
    businessResponseSchema,
    { method: 'POST', body: form },
  );
  return answer.business;
}

export function useAddBusinessPhotos(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => addBusinessPhotos(businessId, files),
    onSuccess: () => refreshBusiness(queryClient),
  });
}

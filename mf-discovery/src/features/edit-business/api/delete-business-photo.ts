import { businessPhotoDeletedSchema } from '@cerca/contracts/business';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBusiness } from './business-queries';

/** DELETE /api/discovery/businesses/:id/photos/:photoId — the photo and its file (204). */
export async function deleteBusinessPhoto(businessId: string, photoId: string): Promise<void> {
  await apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}/photos/${encodeURIComponent(photoId)}`,
    businessPhotoDeletedSchema,
    { method: 'DELETE' },
  );
}

export function useDeleteBusinessPhoto(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deleteBusinessPhoto(businessId, photoId),
    onSuccess: () => refreshBusiness(queryClient),
  });
}

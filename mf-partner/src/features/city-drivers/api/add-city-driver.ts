import { type AddCityDriverResponse, addCityDriverResponseSchema } from '@cerca/contracts/city-drivers';
import { uploadForm } from '@cerca/session/upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverInvitationsKeys } from './list-driver-invitations';

/**
 * POST /api/partner/cities/:cityId/drivers (multipart) with upload progress, because a photo
 * from a phone can take a while on mobile data. It invites the person (202, the same answer
 * whoever the address belongs to).
 */
function addCityDriver(
  cityId: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<AddCityDriverResponse> {
  return uploadForm(
    `/api/partner/cities/${encodeURIComponent(cityId)}/drivers`,
    form,
    addCityDriverResponseSchema,
    { onProgress },
  );
}

/** Invites a driver; the city's pending invitations load again. */
export function useAddCityDriver(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (percent: number) => void }) =>
      addCityDriver(cityId, form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverInvitationsKeys.city(cityId) }),
  });
}

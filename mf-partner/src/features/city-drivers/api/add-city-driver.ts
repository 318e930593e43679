import { type AddCityDriverResponse, addCityDriverResponseSchema } from '@cerca/contracts/city-drivers';
import { uploadForm } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cityDriversKeys } from './list-city-drivers';

/**
 * POST /api/partner/cities/:cityId/drivers (multipart) with upload progress, because two
 * photos from a phone can take a while on mobile data.
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
    onProgress,
  );
}

/** Adds (or updates) a driver; every cached list of the city loads again. */
export function useAddCityDriver(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (percent: number) => void }) =>
      addCityDriver(cityId, form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cityDriversKeys.city(cityId) }),
  });
}

import type { Driver } from '@cerca/contracts';
import {
  type DriverRegistrationResponse,
  driverRegistrationResponseSchema,
} from '@cerca/contracts/deliveries';
import { uploadForm } from '@cerca/session/upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverKeys } from '../../../api/get-driver';

/**
 * POST /api/driver/registration (multipart) with upload progress, because an identity photo
 * from a phone can take a while on mobile data.
 */
function registerDriver(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<DriverRegistrationResponse> {
  return uploadForm('/api/driver/registration', form, driverRegistrationResponseSchema, { onProgress });
}

/** Registers or updates; the dashboard then reads the saved record from the cache. */
export function useRegisterDriver(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (percent: number) => void }) =>
      registerDriver(form, onProgress),
    onSuccess: ({ driver }) => {
      queryClient.setQueryData<Driver | null>(driverKeys.of(userId), driver);
    },
  });
}

import type { Driver } from '@cerca/contracts';
import {
  type DriverRegistrationResponse,
  driverRegistrationResponseSchema,
} from '@cerca/contracts/deliveries';
import { i18n } from '@cerca/i18n';
import { ApiError, currentAccessToken } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverKeys } from '../../../api/get-driver';

const commonText = (key: string) => i18n.t(key, { ns: 'common' });

/** The services' error body ({ code, message }), read as apiFetch reads it. */
function failure(status: number, text: string): ApiError {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page): the generic text below.
  }
  const field = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return new ApiError(
    status,
    field(body.code) ?? 'unknown_error',
    field(body.message) ?? commonText('errors.unexpected'),
  );
}

/**
 * POST /api/driver/registration (multipart) through XMLHttpRequest, because fetch reports no
 * upload progress and an identity photo from a phone can take a while on mobile data.
 */
async function registerDriver(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<DriverRegistrationResponse> {
  const token = await currentAccessToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/driver/registration');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr.status, xhr.responseText));
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      const parsed = driverRegistrationResponseSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, 'invalid_response', commonText('errors.unexpected')));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', commonText('errors.network')));
    xhr.send(form);
  });
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

import { i18n } from '@cerca/i18n';
import type { output, ZodMiniType } from 'zod/mini';
import { currentAccessToken } from '../auth-client';
import { ApiError, errorFrom } from './api-fetch';

const commonText = (key: string) => i18n.t(key, { ns: 'common' });

/**
 * POST multipart/form-data with the session's bearer token, like apiFetch, but through
 * XMLHttpRequest, because fetch reports no upload progress and photos from a phone can take a
 * while on mobile data. `onProgress` gets whole percentages; the answer is validated by the
 * contract's schema and every failure is an ApiError, as apiFetch gives them.
 */
export async function uploadForm<S extends ZodMiniType>(
  path: string,
  form: FormData,
  schema: S,
  onProgress: (percent: number) => void,
): Promise<output<S>> {
  const token = await currentAccessToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's page): a failure gets the generic text, a success fails the schema.
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFrom(xhr.status, body));
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, 'invalid_response', commonText('errors.unexpected')));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', commonText('errors.network')));
    xhr.send(form);
  });
}

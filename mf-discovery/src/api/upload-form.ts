import { i18n } from '@cerca/i18n';
import { ApiError, currentAccessToken } from '@cerca/session';

export interface UploadOptions {
  /** Bytes sent so far and in all, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborting rejects with an AbortError and stops the upload. */
  signal?: AbortSignal;
}

/** A contract's response schema, as far as an upload needs it. */
export interface ResponseSchema<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}

/** Upload progress as a whole percentage, 0–100. */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** The services' error body ({ code, message }), as apiFetch reads it. */
export function apiErrorOf(status: number, body: unknown, unexpected: string): ApiError {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return new ApiError(status, text(fields.code) ?? 'unknown_error', text(fields.message) ?? unexpected);
}

const commonText = (key: string) => i18n.t(key, { ns: 'common' });

/**
 * POST multipart/form-data with the session's bearer token, like apiFetch, through
 * XMLHttpRequest: fetch reports no upload progress. The answer is validated by the contract's
 * schema; a failure is an ApiError with the server's Spanish message, as apiFetch gives.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  schema: ResponseSchema<T>,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  const token = await currentAccessToken();
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', path);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      settle();
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorOf(xhr.status, body, commonText('errors.unexpected')));
        return;
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, 'invalid_response', commonText('errors.unexpected')));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, 'network_error', commonText('errors.network')));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

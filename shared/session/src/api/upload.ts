import { i18n } from '@cerca/i18n';
// The package's own root, not relative files: this module is imported by path
// ('@cerca/session/upload'), so each app bundles it, while the auth client and ApiError it uses
// must stay the page's one shared copy.
import { ApiError, currentAccessToken, errorFrom } from '@cerca/session';
import type { output, ZodMiniType } from 'zod/mini';

// The browser's one upload client. Uploads go through XMLHttpRequest because fetch reports no
// upload progress, and photos or a video from a phone can take a while on mobile data. Not in
// the package's root: only the pages that upload download it.

export interface UploadOptions {
  /** Whole percentages, 0–100, as the browser sends the body. */
  onProgress?: (percent: number) => void;
  /** Aborting stops the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/** Upload progress as a whole percentage, 0–100. */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

const commonText = (key: string) => i18n.t(key, { ns: 'common' });

interface Sent {
  status: number;
  /** The answer parsed as JSON; null when empty or not JSON (a proxy's page, S3's XML). */
  body: unknown;
}

/** One request with upload progress; rejects only when the network failed or it was aborted. */
function send(
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  body: XMLHttpRequestBodyInit,
  { onProgress, signal }: UploadOptions,
  networkError: () => Error,
): Promise<Sent> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(progressPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      settle();
      let answer: unknown = null;
      try {
        answer = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        answer = null;
      }
      resolve({ status: xhr.status, body: answer });
    };
    xhr.onerror = () => {
      settle();
      reject(networkError());
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

const ok = (status: number) => status >= 200 && status < 300;

/**
 * POST multipart/form-data to one of our services with the session's bearer token, like apiFetch:
 * the answer validated by the contract's schema, every failure an ApiError with the server's
 * Spanish message (or the common texts for no network and an unexpected answer).
 */
export async function uploadForm<S extends ZodMiniType>(
  path: string,
  form: FormData,
  schema: S,
  options: UploadOptions = {},
): Promise<output<S>> {
  const token = await currentAccessToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const { status, body } = await send(
    'POST',
    path,
    headers,
    form,
    options,
    () => new ApiError(0, 'network_error', commonText('errors.network')),
  );
  if (!ok(status)) throw errorFrom(status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(status, 'invalid_response', commonText('errors.unexpected'));
  return parsed.data;
}

/** Where a signed PUT goes and the headers its signature covers (the contracts' videoUploadSchema). */
export interface SignedPut {
  url: string;
  headers: Record<string, string>;
}

/**
 * PUT one file to a signed URL, as S3's presigned PUTs and the storage service's own signed
 * uploads take it: the file is the body, with exactly the signed headers and no bearer token (the
 * URL is the permission). A refusal is an ApiError: the storage service's own Spanish message when
 * it answered one, else `failedText` (S3 answers XML, which is not ours to show).
 */
export async function putFile(
  upload: SignedPut,
  file: Blob,
  failedText: string,
  options: UploadOptions = {},
): Promise<void> {
  const failed = (status: number) => new ApiError(status, 'upload_failed', failedText);
  const { status, body } = await send('PUT', upload.url, upload.headers, file, options, () => failed(0));
  if (ok(status)) return;
  const error = errorFrom(status, body);
  throw error.code === 'unknown_error' ? failed(status) : error;
}

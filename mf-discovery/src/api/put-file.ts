import { ApiError } from '@cerca/session';
import { apiErrorOf, type UploadOptions } from './upload-form';

/** Where a signed PUT goes and the headers its signature covers (the contracts' videoUploadSchema). */
export interface SignedPut {
  url: string;
  headers: Record<string, string>;
}

/** The Spanish texts a failed PUT is told with. */
export interface PutFileTexts {
  /** The store refused or could not be reached (its own answers are not ours to show). */
  failed: string;
}

/**
 * PUT one file to a signed URL with upload progress (XMLHttpRequest: fetch reports none), as S3's
 * presigned PUTs and the storage service's own signed uploads take it: the file is the body, with
 * exactly the signed headers and no bearer token (the URL is the permission). A refusal is an
 * ApiError: the storage service's own Spanish message when it answered one, else `texts.failed`.
 */
export function putFile(
  upload: SignedPut,
  file: Blob,
  texts: PutFileTexts,
  { onProgress, signal }: UploadOptions = {},
): Promise<void> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('PUT', upload.url);
    for (const [name, value] of Object.entries(upload.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve();
        return;
      }
      // S3 answers XML; only our own storage service answers the JSON error body.
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      const error = apiErrorOf(xhr.status, body, texts.failed);
      reject(
        error.code === 'unknown_error' ? new ApiError(xhr.status, 'upload_failed', texts.failed) : error,
      );
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, 'upload_failed', texts.failed));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });
}

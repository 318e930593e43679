import { categoriesResponseSchema } from '@cerca/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-fetch';
import { progressPercent, putFile, uploadForm } from '../src/api/upload';

vi.mock('../src/auth-client', () => ({ currentAccessToken: async () => 'token-123' }));

interface Sent {
  method?: string;
  path?: string;
  headers: Record<string, string>;
  body?: unknown;
  aborted: boolean;
}

/**
 * A stand-in XMLHttpRequest that reports half the upload, then answers `status` with `text`
 * (status 0: the network failed; 'never': it waits until aborted).
 */
function answer(status: number | 'never', text = '') {
  const sent: Sent = { headers: {}, aborted: false };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open(method: string, path: string) {
      sent.method = method;
      sent.path = path;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    abort() {
      sent.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      sent.body = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      if (status === 'never') return;
      if (status === 0) return this.onerror?.();
      this.status = status;
      this.responseText = text;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadForm', () => {
  it('posts the form with the bearer token, reports progress and returns the parsed answer', async () => {
    const sent = answer(200, JSON.stringify({ categories: [] }));
    const form = new FormData();
    const progress: number[] = [];
    const result = await uploadForm('/api/x', form, categoriesResponseSchema, {
      onProgress: (percent) => progress.push(percent),
    });
    expect(result).toEqual({ categories: [] });
    expect(sent).toMatchObject({ method: 'POST', path: '/api/x', body: form });
    expect(sent.headers.authorization).toBe('Bearer token-123');
    expect(progress).toEqual([50]);
  });

  it("fails with the server's code and message, as apiFetch does", async () => {
    answer(409, JSON.stringify({ code: 'driver_busy', message: 'Tiene una entrega en curso' }));
    const error = await uploadForm('/api/x', new FormData(), categoriesResponseSchema).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'driver_busy', message: 'Tiene una entrega en curso' });
  });

  it('fails as unknown_error for a page that is not JSON, invalid_response for a wrong answer, network_error offline', async () => {
    const codeOf = (status: number, text: string) => {
      answer(status, text);
      return uploadForm('/api/x', new FormData(), categoriesResponseSchema).catch((caught: ApiError) => [
        caught.status,
        caught.code,
      ]);
    };
    expect(await codeOf(502, '<html>Bad gateway</html>')).toEqual([502, 'unknown_error']);
    expect(await codeOf(200, '{"nope":true}')).toEqual([200, 'invalid_response']);
    expect(await codeOf(0, '')).toEqual([0, 'network_error']);
  });

  it('stops the upload when its signal aborts, and rejects with an AbortError', async () => {
    const sent = answer('never');
    const controller = new AbortController();
    const pending = uploadForm('/api/x', new FormData(), categoriesResponseSchema, {
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    // The token is read first: wait until the request is on its way.
    await vi.waitFor(() => expect(sent.body).toBeDefined());
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(sent.aborted).toBe(true);
  });
});

describe('putFile', () => {
  const upload = {
    url: 'https://s3.example/bucket/video.mp4?X-Amz-Signature=abc',
    headers: { 'content-type': 'video/mp4' },
  };
  const video = new Blob(['v'], { type: 'video/mp4' });

  it('PUTs the file with exactly the signed headers and no bearer token, with progress', async () => {
    const sent = answer(200);
    const progress: number[] = [];
    await putFile(upload, video, 'No se pudo subir el video.', { onProgress: (p) => progress.push(p) });
    expect(sent).toMatchObject({ method: 'PUT', path: upload.url, body: video });
    expect(sent.headers).toEqual({ 'content-type': 'video/mp4' });
    expect(progress).toEqual([50]);
  });

  it("shows the storage service's own refusal, else the page's text (S3 answers XML)", async () => {
    answer(413, JSON.stringify({ code: 'payload_too_large', message: 'El archivo es demasiado grande.' }));
    expect(await putFile(upload, video, 'No se pudo subir el video.').catch((e) => e)).toMatchObject({
      code: 'payload_too_large',
      message: 'El archivo es demasiado grande.',
    });
    answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    expect(await putFile(upload, video, 'No se pudo subir el video.').catch((e) => e)).toMatchObject({
      status: 403,
      code: 'upload_failed',
      message: 'No se pudo subir el video.',
    });
    answer(0);
    expect(await putFile(upload, video, 'No se pudo subir el video.').catch((e) => e)).toMatchObject({
      status: 0,
      code: 'upload_failed',
    });
  });
});

describe('progressPercent', () => {
  it('is a whole percentage within 0–100', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(512, 1024)).toBe(50);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2048, 1024)).toBe(100);
  });
});

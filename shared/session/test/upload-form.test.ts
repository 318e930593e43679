import { categoriesResponseSchema } from '@cerca/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-fetch';
import { uploadForm } from '../src/api/upload-form';

vi.mock('../src/auth-client', () => ({ currentAccessToken: async () => 'token-123' }));

/** A stand-in XMLHttpRequest that reports half the upload, then answers `status` with `text`. */
function answer(status: number, text: string) {
  const sent: { method?: string; path?: string; headers: Record<string, string>; body?: unknown } = {
    headers: {},
  };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open(method: string, path: string) {
      sent.method = method;
      sent.path = path;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(body: unknown) {
      sent.body = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
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
    const result = await uploadForm('/api/x', form, categoriesResponseSchema, (percent) =>
      progress.push(percent),
    );
    expect(result).toEqual({ categories: [] });
    expect(sent).toMatchObject({ method: 'POST', path: '/api/x', body: form });
    expect(sent.headers.authorization).toBe('Bearer token-123');
    expect(progress).toEqual([50]);
  });

  it("fails with the server's code and message, as apiFetch does", async () => {
    answer(409, JSON.stringify({ code: 'driver_busy', message: 'Tiene una entrega en curso' }));
    const error = await uploadForm('/api/x', new FormData(), categoriesResponseSchema, () => {}).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'driver_busy', message: 'Tiene una entrega en curso' });
  });

  it('fails as unknown_error for a page that is not JSON, invalid_response for a wrong answer, network_error offline', async () => {
    const codeOf = (status: number, text: string) => {
      answer(status, text);
      return uploadForm('/api/x', new FormData(), categoriesResponseSchema, () => {}).catch(
        (caught: ApiError) => [caught.status, caught.code],
      );
    };
    expect(await codeOf(502, '<html>Bad gateway</html>')).toEqual([502, 'unknown_error']);
    expect(await codeOf(200, '{"nope":true}')).toEqual([200, 'invalid_response']);
    expect(await codeOf(0, '')).toEqual([0, 'network_error']);
  });
});

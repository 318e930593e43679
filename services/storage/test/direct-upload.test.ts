import { randomUUID } from 'node:crypto';
import { useServiceTest } from '@cerca/service-kit/testing';
import { createStorage, type Storage } from '@cerca/storage';
import { mp4 } from '@cerca/storage/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageService } from '../src/plugin';

// Under the local driver a browser's direct upload (a video for a story or post) is a PUT to the
// storage service's signed URL, shaped like S3's presigned PUT: the same browser code serves both.

let storage: Storage;
const t = useServiceTest([storageService], {
  tempStorage: true,
  provide: ({ config }) => {
    storage = createStorage({ storageDir: config.storageDir }, { signingSecret: 'y'.repeat(40) });
    return { storage };
  },
});

afterEach(() => {
  vi.useRealTimers();
});

const video = mp4(32 * 1024);

/** A signed PUT of `video` to a fresh key of business-posts. */
async function signedPut() {
  const key = `${randomUUID()}/${randomUUID()}.mp4`;
  const upload = await storage.createUploadUrl('business-posts', key, {
    contentType: 'video/mp4',
    size: video.length,
    expiresInSeconds: 600,
  });
  return { key, upload };
}

describe('PUT /storage/v1/object/upload/sign/:bucket/*', () => {
  it('stores the body with the signed type, once', async () => {
    const { key, upload } = await signedPut();
    const put = await t.inject({ method: 'PUT', url: upload.url, headers: upload.headers, payload: video });
    expect(put.statusCode).toBe(200);
    expect(put.headers.etag).toMatch(/^".+"$/);
    expect(await storage.driver.stat('business-posts', key)).toMatchObject({
      contentType: 'video/mp4',
      size: video.length,
    });
    const public_ = await t.inject({ method: 'GET', url: storage.publicUrl('business-posts', key) });
    expect(public_.rawPayload.equals(video)).toBe(true);

    // The URL writes the key once: what the publishing route checked cannot be replaced.
    const again = await t.inject({
      method: 'PUT',
      url: upload.url,
      headers: upload.headers,
      payload: mp4(video.length),
    });
    expect(again.statusCode).toBe(412);
    expect(again.json()).toMatchObject({ code: 'already_uploaded', message: 'Este archivo ya se subió.' });
  });

  it('refuses another type or another size than signed, and stores nothing', async () => {
    const { key, upload } = await signedPut();
    const otherType = await t.inject({
      method: 'PUT',
      url: upload.url,
      headers: { ...upload.headers, 'content-type': 'text/html' },
      payload: video,
    });
    expect(otherType.statusCode).toBe(403);
    expect(otherType.json()).toMatchObject({
      code: 'invalid_signature',
      message: 'El archivo no coincide con la subida autorizada. Intenta de nuevo.',
    });
    const bigger = await t.inject({
      method: 'PUT',
      url: upload.url,
      headers: upload.headers,
      payload: Buffer.concat([video, Buffer.alloc(1)]),
    });
    expect(bigger.statusCode).toBe(403);
    expect(await storage.driver.exists('business-posts', key)).toBe(false);
  });

  it('refuses a forged, foreign, read-only or expired token', async () => {
    const { key, upload } = await signedPut();
    const token = new URL(upload.url, 'http://x').searchParams.get('token') ?? '';
    const put = (url: string) => t.inject({ method: 'PUT', url, headers: upload.headers, payload: video });
    const base = `/storage/v1/object/upload/sign/business-posts`;

    const forged = await createStorage(
      { storageDir: t.config.storageDir },
      { signingSecret: 'z'.repeat(40) },
    ).createUploadUrl('business-posts', key, { contentType: 'video/mp4', size: video.length });
    expect((await put(forged.url)).statusCode).toBe(403);
    expect((await put(`${base}/${randomUUID()}/other.mp4?token=${token}`)).statusCode).toBe(403);
    const readToken = await storage.signer.sign('business-posts', key, 600);
    expect((await put(`${base}/${key}?token=${readToken}`)).statusCode).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 601_000);
    const expired = await put(upload.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({
      code: 'invalid_signature',
      message: 'El enlace no es válido o ha expirado.',
    });
    expect(await storage.driver.exists('business-posts', key)).toBe(false);
  });
});

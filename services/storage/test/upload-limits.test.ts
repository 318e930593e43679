import { randomUUID } from 'node:crypto';
import { existsSync, type WriteStream } from 'node:fs';
import { insertBusiness, insertUser } from '@cerca/db-testing';
import { multipart, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage, type Storage } from '@cerca/storage';
import { fixture, mp4 } from '@cerca/storage/testing';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageService } from '../src/plugin';

// The temporary files uploads are received into (cerca-upload-*), kept to see how much of a
// refused upload reached the disk and that nothing of it stays there. They open slowly, as on a
// busy disk, so that a refusal at the head arrives while the file is still being opened.
const received = vi.hoisted(() => new Map<string, WriteStream>());
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const open = ((...args: unknown[]) => {
    setTimeout(() => (fs.open as (...openArgs: unknown[]) => void)(...args), 50);
  }) as typeof fs.open;
  const createWriteStream = ((file: string, options?: Parameters<typeof fs.createWriteStream>[1]) => {
    if (!String(file).includes('cerca-upload-')) return fs.createWriteStream(file, options);
    const stream = fs.createWriteStream(file, {
      fs: { open, write: fs.write, writev: fs.writev, close: fs.close },
    });
    received.set(String(file), stream);
    return stream;
  }) as typeof fs.createWriteStream;
  return { ...fs, default: { ...fs, createWriteStream }, createWriteStream };
});

const MB = 1024 * 1024;
let storage: Storage;
const t = useServiceTest([storageService], {
  tempStorage: true,
  provide: ({ config }) => {
    storage = createStorage({ storageDir: config.storageDir }, { signingSecret: 'x'.repeat(40) });
    return { storage };
  },
});
let businessId: string;
let token: string;

beforeAll(async () => {
  const owner = await insertUser(t.db);
  businessId = (await insertBusiness(t.db, { ownerId: owner.id })).id;
  token = await t.sign({ id: owner.id });
});
beforeEach(() => {
  received.clear();
});

/** Content that sniffs as `head`'s type, padded to `size` bytes. */
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 1)]);

async function post(bucket: string, content: Buffer, filename: string) {
  const form = await multipart({}, [{ name: filename, content }]);
  const url = `/storage/v1/object/${bucket}/${businessId}/${randomUUID()}.jpg`;
  return t.inject({ method: 'POST', url, ...form }, token);
}

/** What the upload wrote to its temporary file, which must be gone once that file is closed. */
async function receivedBytes(): Promise<number> {
  expect(received.size).toBe(1);
  const [file, stream] = [...received][0]!;
  if (!stream.closed) await new Promise<void>((resolve) => stream.once('close', () => resolve()));
  expect(existsSync(file)).toBe(false);
  return stream.bytesWritten;
}

describe('story and post uploads', () => {
  it('cut an image off as soon as it passes 10MB, writing no more of it', async () => {
    const res = await post('business-posts', padded(fixture('photo.jpg'), 11 * MB), 'playa.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'file_too_large',
      message: 'La imagen playa.jpg es demasiado grande. Máximo 10MB por imagen.',
    });
    expect(await receivedBytes()).toBeLessThanOrEqual(10 * MB);
    expect(await storage.driver.list('business-posts', businessId)).toEqual([]);
  });

  it('refuse content of another type at its head, before writing it', async () => {
    const res = await post('business-stories', padded(fixture('not-an-image.jpg'), 2 * MB), 'menu.pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'invalid_file_type',
      message: 'El archivo menu.pdf no es una imagen o video válido.',
    });
    expect(await receivedBytes()).toBe(0);
  });

  it('still take videos past the image limit, up to their own', async () => {
    const video = mp4(11 * MB);
    const res = await post('business-stories', video, 'clip.mp4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'video/mp4', size: video.length });
    expect(await receivedBytes()).toBe(video.length);
  });

  it('answer a refused image over a real connection and read the rest of its body', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = await multipart({}, [{ name: 'playa.jpg', content: padded(fixture('photo.jpg'), 11 * MB) }]);
    const res = await fetch(`${address}/storage/v1/object/business-stories/${businessId}/x.jpg`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(form.payload),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(
      'La imagen playa.jpg es demasiado grande. Máximo 10MB por imagen.',
    );
    expect(await receivedBytes()).toBeLessThanOrEqual(10 * MB);
    // The rest of the body was read and dropped: the connection goes idle instead of hanging.
    try {
      await vi.waitFor(
        async () => {
          t.app.server.closeIdleConnections();
          const open = await new Promise<number>((resolve, reject) =>
            t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
          );
          expect(open).toBe(0);
        },
        { timeout: 5000, interval: 100 },
      );
    } finally {
      // A stuck connection would otherwise hold the app's close() until the hook times out.
      t.app.server.closeAllConnections();
    }
  });
});

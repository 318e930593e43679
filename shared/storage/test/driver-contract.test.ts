import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import type { ObjectStorageConfig } from '@cerca/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKET_NAMES,
  createStorage,
  DIRECT_UPLOAD_BUCKETS,
  LocalDiskDriver,
  S3Driver,
  SIGNED_UPLOAD_PATH,
  type Storage,
  type StorageDriver,
  storageBrowserOrigins,
} from '../src/index';
import { fixture, mp4, pngOfSize } from './helpers';
import { startS3rver, type TestS3 } from './s3rver-server';

// One suite, run against every driver: what the services rely on must hold for the local disk and
// for an S3 store alike (here s3rver, an S3-compatible server started in this process).

interface DriverUnderTest {
  driver: StorageDriver;
  storage: (objectStorage?: Partial<ObjectStorageConfig>) => Storage;
  close(): Promise<void>;
}

const SECRET = 'contract-suite-signing-secret-0123456789';

async function localDriver(): Promise<DriverUnderTest> {
  const root = await mkdtemp(path.join(tmpdir(), 'cerca-contract-local-'));
  const driver = new LocalDiskDriver(root);
  return {
    driver,
    storage: (objectStorage) =>
      createStorage(
        { storageDir: root, objectStorage: { driver: 'local', publicUrl: null, s3: null, ...objectStorage } },
        { signingSecret: SECRET },
      ),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

let s3: TestS3 | null = null;

async function s3Driver(): Promise<DriverUnderTest> {
  s3 = await startS3rver();
  const config = s3.config;
  const driver = new S3Driver(config);
  // The buckets come from the code, as `npm start` makes them.
  expect(await driver.ensureBuckets(BUCKET_NAMES, { directUploadBuckets: DIRECT_UPLOAD_BUCKETS })).toEqual(
    BUCKET_NAMES.map((bucket) => `cerca-test-${bucket}`),
  );
  expect(await driver.ensureBuckets(BUCKET_NAMES)).toEqual([]);
  const server = s3;
  return {
    driver,
    storage: (objectStorage) =>
      createStorage(
        {
          storageDir: '/nonexistent-cerca-storage',
          objectStorage: { driver: 's3', publicUrl: null, s3: config, ...objectStorage },
        },
        { signingSecret: SECRET },
      ),
    close: () => server.close(),
  };
}

const keysOf = (listing: { key: string }[]) => listing.map((object) => object.key);

describe.each([
  ['local disk', localDriver],
  ['S3 (s3rver)', s3Driver],
])('the %s driver', (_name, make) => {
  let subject: DriverUnderTest;
  let driver: StorageDriver;
  beforeAll(async () => {
    subject = await make();
    driver = subject.driver;
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('puts a buffer and gets the same bytes, type, size and ETag back (head and get)', async () => {
    const png = fixture('photo.png');
    const put = await driver.put('business-photos', 'b1/front.png', png, 'image/png');
    expect(put).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(put.etag).toMatch(/^".+"$/);
    const head = await driver.stat('business-photos', 'b1/front.png');
    expect(head).toMatchObject({ contentType: 'image/png', size: png.length, etag: put.etag });
    expect(head?.lastModified).toBeInstanceOf(Date);
    const object = await driver.get('business-photos', 'b1/front.png');
    expect(object?.metadata).toMatchObject({ contentType: 'image/png', size: png.length, etag: put.etag });
    expect(await buffer(object!.body)).toEqual(png);
    expect(await driver.exists('business-photos', 'b1/front.png')).toBe(true);
  });

  it('puts a stream of unknown length, larger than one multipart part', async () => {
    const chunks = Array.from({ length: 7 }, (_, i) => Buffer.alloc(1024 * 1024, i));
    const put = await driver.put('business-posts', 'b1/long.mp4', Readable.from(chunks), 'video/mp4');
    expect(put.size).toBe(7 * 1024 * 1024);
    const object = await driver.get('business-posts', 'b1/long.mp4');
    expect(object?.metadata.size).toBe(7 * 1024 * 1024);
    // Buffer.equals: a deep equality over 7 MB byte by byte would take a minute.
    expect((await buffer(object!.body)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('fails a put whose stream fails, and keeps nothing of it', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(6 * 1024 * 1024, 1);
        throw new Error('the upload was refused half way');
      })(),
    );
    await expect(driver.put('business-posts', 'b1/broken.mp4', failing, 'video/mp4')).rejects.toThrow();
    expect(await driver.stat('business-posts', 'b1/broken.mp4')).toBeNull();
  });

  it('overwrites: the second put replaces bytes, type and size', async () => {
    await driver.put('avatars', 'u1.png', Buffer.from('first version'), 'image/png');
    const second = await driver.put('avatars', 'u1.png', Buffer.from('2nd'), 'image/webp');
    expect(await driver.stat('avatars', 'u1.png')).toMatchObject({
      contentType: 'image/webp',
      size: 3,
      etag: second.etag,
    });
    expect(await text((await driver.get('avatars', 'u1.png'))!.body)).toBe('2nd');
  });

  it('reads a byte range, with the whole size in the metadata', async () => {
    await driver.put('business-stories', 'b1/range.bin', Buffer.from('0123456789'), 'video/mp4');
    const part = await driver.get('business-stories', 'b1/range.bin', { start: 2, end: 4 });
    expect(await text(part!.body)).toBe('234');
    expect(part?.metadata.size).toBe(10);
    const tail = await driver.get('business-stories', 'b1/range.bin', { start: 7, end: 9 });
    expect(await text(tail!.body)).toBe('789');
  });

  it('answers null for a missing object, and deletes missing objects without error', async () => {
    expect(await driver.stat('menu-items', 'nobody/nothing.png')).toBeNull();
    expect(await driver.get('menu-items', 'nobody/nothing.png')).toBeNull();
    expect(await driver.get('menu-items', 'nobody/nothing.png', { start: 0, end: 3 })).toBeNull();
    expect(await driver.exists('menu-items', 'nobody/nothing.png')).toBe(false);
    await expect(driver.delete('menu-items', 'nobody/nothing.png')).resolves.toBeUndefined();
  });

  it('lists by plain string prefix, sorted by key, and deletes', async () => {
    await driver.put('menu-items', 'biz/b.png', Buffer.from('b'), 'image/png');
    await driver.put('menu-items', 'biz/a.png', Buffer.from('a'), 'image/png');
    await driver.put('menu-items', 'biz/sub/c.png', Buffer.from('c'), 'image/png');
    await driver.put('menu-items', 'bizz/d.png', Buffer.from('dd'), 'image/png');
    expect(keysOf(await driver.list('menu-items', 'biz/'))).toEqual([
      'biz/a.png',
      'biz/b.png',
      'biz/sub/c.png',
    ]);
    expect(keysOf(await driver.list('menu-items', 'biz'))).toEqual([
      'biz/a.png',
      'biz/b.png',
      'biz/sub/c.png',
      'bizz/d.png',
    ]);
    expect((await driver.list('menu-items', 'bizz/'))[0]).toMatchObject({ key: 'bizz/d.png', size: 2 });
    expect(await driver.list('menu-items', 'nobody/')).toEqual([]);
    await driver.delete('menu-items', 'biz/a.png');
    expect(await driver.stat('menu-items', 'biz/a.png')).toBeNull();
    expect(keysOf(await driver.list('menu-items', 'biz/'))).toEqual(['biz/b.png', 'biz/sub/c.png']);
  });

  it('keeps buckets apart', async () => {
    await driver.put('catalogue', 'flags/mx.webp', Buffer.from('flag'), 'image/webp');
    expect(await driver.stat('business-photos', 'flags/mx.webp')).toBeNull();
    expect(keysOf(await driver.list('catalogue'))).toEqual(['flags/mx.webp']);
  });

  it('refuses object names that could leave their bucket', async () => {
    await expect(driver.put('avatars', '../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    await expect(driver.stat('Avatars', 'u.png')).rejects.toThrow();
  });

  it('gives public URLs on our origin, or under STORAGE_PUBLIC_URL, and reads both back', () => {
    const ours = subject.storage();
    expect(ours.publicUrl('business-posts', 'b1/x.mp4')).toBe(
      '/storage/v1/object/public/business-posts/b1/x.mp4',
    );
    const cdn = subject.storage({ publicUrl: 'https://cdn.example.mx/media' });
    const url = cdn.publicUrl('business-posts', 'b1/x.mp4');
    expect(url).toBe('https://cdn.example.mx/media/business-posts/b1/x.mp4');
    expect(cdn.parseObjectUrl(url)).toEqual({ bucket: 'business-posts', key: 'b1/x.mp4' });
    // Rows written before the CDN keep our own URL, which still names the object.
    expect(cdn.parseObjectUrl('/storage/v1/object/public/avatars/u.png?v=3')).toEqual({
      bucket: 'avatars',
      key: 'u.png',
    });
    expect(ours.parseObjectUrl(url)).toBeNull();
    expect(cdn.parseObjectUrl('https://elsewhere.example/media/business-posts/b1/x.mp4')).toBeNull();
    expect(() => cdn.publicUrl('driver-ids', 'u.png')).toThrow(/private/);
  });

  it('signs a PUT for one object of one type and size, and checks what arrived', async () => {
    const storage = subject.storage();
    const video = mp4(64 * 1024);
    const upload = await storage.createUploadUrl('business-stories', 'b1/direct.mp4', {
      contentType: 'video/mp4',
      size: video.length,
      expiresInSeconds: 600,
    });
    expect(upload.method).toBe('PUT');
    expect(upload.headers).toEqual({ 'content-type': 'video/mp4', 'if-none-match': '*' });
    expect(upload.expiresAt.getTime()).toBeGreaterThan(Date.now() + 590_000);
    if (driver instanceof S3Driver) {
      // The browser's PUT, straight to the store.
      expect(upload.url.startsWith(`${s3?.endpoint}/cerca-test-business-stories/b1/direct.mp4?`)).toBe(true);
      const signed = new URL(upload.url).searchParams.get('X-Amz-SignedHeaders');
      // The store refuses another type, another size and a second write (s3rver checks none of it).
      expect(signed?.split(';')).toEqual(
        expect.arrayContaining(['content-length', 'content-type', 'if-none-match']),
      );
      const answer = await fetch(upload.url, {
        method: 'PUT',
        headers: upload.headers,
        body: new Uint8Array(video),
      });
      expect(answer.status).toBe(200);
    } else {
      // The storage service takes it (services/storage test/direct-upload.test.ts sends it).
      expect(upload.url.startsWith(`${SIGNED_UPLOAD_PATH}/business-stories/b1/direct.mp4?token=`)).toBe(true);
      const token = new URL(upload.url, 'http://x').searchParams.get('token') ?? '';
      expect(await storage.signer.verifyUpload('business-stories', 'b1/direct.mp4', token)).toEqual({
        contentType: 'video/mp4',
        size: video.length,
      });
      expect(await storage.signer.verifyUpload('business-stories', 'b1/other.mp4', token)).toBeNull();
      // An upload token never reads, and a read token never writes.
      expect(await storage.signer.verify('business-stories', 'b1/direct.mp4', token)).toBe(false);
      const read = await storage.signer.sign('business-stories', 'b1/direct.mp4', 60);
      expect(await storage.signer.verifyUpload('business-stories', 'b1/direct.mp4', read)).toBeNull();
      await driver.put('business-stories', 'b1/direct.mp4', video, 'video/mp4');
    }
    expect(await storage.checkUploadedObject('business-stories', 'b1/direct.mp4', 'video/mp4')).toMatchObject(
      {
        kind: 'video',
        contentType: 'video/mp4',
        size: video.length,
      },
    );
    expect(await driver.exists('business-stories', 'b1/direct.mp4')).toBe(true);
  });

  it('refuses and removes an uploaded object of the wrong type, too large, or not the declared type', async () => {
    const storage = subject.storage();
    await driver.put('business-posts', 'b1/fake.mp4', Buffer.from('<html>not a video</html>'), 'video/mp4');
    await expect(
      storage.checkUploadedObject('business-posts', 'b1/fake.mp4', 'video/mp4'),
    ).rejects.toMatchObject({
      statusCode: 415,
      code: 'invalid_file_type',
    });
    expect(await driver.exists('business-posts', 'b1/fake.mp4')).toBe(false);

    await driver.put('avatars', 'big.png', pngOfSize(5 * 1024 * 1024 + 1), 'image/png');
    await expect(storage.checkUploadedObject('avatars', 'big.png', null)).rejects.toMatchObject({
      statusCode: 413,
      code: 'file_too_large',
      message: 'La imagen es demasiado grande. Máximo 5MB.',
    });
    expect(await driver.exists('avatars', 'big.png')).toBe(false);

    await driver.put('business-posts', 'b1/said-webm.webm', mp4(2048), 'video/webm');
    await expect(
      storage.checkUploadedObject('business-posts', 'b1/said-webm.webm', 'video/webm'),
    ).rejects.toMatchObject({ statusCode: 415 });
    expect(await driver.exists('business-posts', 'b1/said-webm.webm')).toBe(false);

    await expect(
      storage.checkUploadedObject('business-posts', 'b1/never-sent.mp4', 'video/mp4'),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'upload_missing',
      message: 'No recibimos el archivo. Intenta subirlo de nuevo.',
    });
  });
});

describe('the origins pages reach for files', () => {
  const s3Config = {
    endpoint: null,
    region: 'eu-west-1',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'example-secret-access',
    forcePathStyle: false,
    bucketPrefix: 'cerca-prod-',
  };

  it('are the store of each direct-upload bucket with S3 (virtual hosts on AWS), and the CDN', async () => {
    expect(
      await storageBrowserOrigins({
        storageDir: '/nonexistent',
        objectStorage: { driver: 's3', publicUrl: 'https://media.cerca.mx/files', s3: s3Config },
      }),
    ).toEqual({
      upload: [
        'https://cerca-prod-business-stories.s3.eu-west-1.amazonaws.com',
        'https://cerca-prod-business-posts.s3.eu-west-1.amazonaws.com',
      ],
      media: ['https://media.cerca.mx'],
    });
  });

  it('are none of their own with the local driver: the storage service is on our origin', async () => {
    expect(await storageBrowserOrigins({ storageDir: '/nonexistent' })).toEqual({ upload: [], media: [] });
  });
});

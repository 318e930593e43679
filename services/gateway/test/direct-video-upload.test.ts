import path from 'node:path';
import { insertBusiness, insertCity } from '@cerca/db-testing';
import { multipart } from '@cerca/service-kit/testing';
import {
  BUCKET_NAMES,
  createStorage,
  DIRECT_UPLOAD_BUCKETS,
  loadObjectStorageConfig,
  S3Driver,
  type Storage,
} from '@cerca/storage';
import { fixture, mp4 } from '@cerca/storage/testing';
import { startS3rver, type TestS3 } from '@cerca/storage/testing/s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, signedIn } from './accounts';
import { startTestGateway, type TestGateway } from './test-gateway';

// The whole app with STORAGE_DRIVER=s3 against s3rver (an S3-compatible server in this process),
// called as the browser does: a video goes from the browser straight to the store through a
// presigned PUT, and publishing the story or post checks what arrived. And the private driver
// identity documents: only ever read through our short-lived signed URLs.

let s3: TestS3;
let test: TestGateway;
let storage: Storage;
let owner: Account;
let businessId: string;

beforeAll(async () => {
  s3 = await startS3rver('cerca-gw-');
  // As `npm start` does with STORAGE_DRIVER=s3 (npm run storage:setup).
  await new S3Driver(s3.config).ensureBuckets(BUCKET_NAMES, {
    directUploadBuckets: DIRECT_UPLOAD_BUCKETS,
    corsOrigins: ['http://localhost:8080'],
  });
  test = await startTestGateway({ name: 'direct-video', env: s3.env });
  // The gateway keeps its generated signing secret in STORAGE_DIR: this storage signs alike.
  storage = createStorage({
    storageDir: path.join(test.webRoot, '.storage'),
    objectStorage: loadObjectStorageConfig(s3.env),
  });
  owner = await signedIn(test.app, 'duenio-video');
  const city = await insertCity(test.database.db, { name: 'Ciudad Video' });
  businessId = (await insertBusiness(test.database.db, { ownerId: owner.id, cityId: city.id })).id;
}, 120_000);

afterAll(async () => {
  await test?.close();
  await s3?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const as = (account: Account) => ({ authorization: `Bearer ${account.token}` });

async function askUpload(purpose: 'story' | 'post', size: number, contentType = 'video/mp4') {
  return test.app.inject({
    method: 'POST',
    url: `/api/discovery/businesses/${businessId}/video-uploads`,
    headers: as(owner),
    payload: { purpose, content_type: contentType, size, file_name: 'paseo.mp4' },
  });
}

/** The browser's PUT, straight to the store, with the headers the answer lists. */
async function putToStore(upload: { url: string; headers: Record<string, string> }, body: Buffer) {
  return fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(body) });
}

async function publish(kind: 'stories' | 'posts', uploadId: string) {
  const form = await multipart({ video_upload: uploadId, caption: 'Así quedó la terraza' });
  return test.app.inject({
    method: 'POST',
    url: `/api/discovery/businesses/${businessId}/${kind}`,
    ...form,
    headers: { ...form.headers, ...as(owner) },
  });
}

const keyOf = (url: string) => new URL(url).pathname.split('/').slice(2).join('/');
const pendingUploads = () => test.database.db.selectFrom('direct_uploads').select('id').execute();

describe('a video uploaded straight to S3', () => {
  it('is published as a story once its bytes check out, and served from S3 with ranges', async () => {
    const video = mp4(256 * 1024);
    const asked = await askUpload('story', video.length);
    expect(asked.statusCode, asked.body).toBe(201);
    const upload = asked.json();
    expect(upload).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', 'if-none-match': '*' },
    });
    // The server chose the key: the business's folder in the stories bucket, with the type's extension.
    expect(upload.url.startsWith(`${s3.endpoint}/cerca-gw-business-stories/${businessId}/`)).toBe(true);
    expect(keyOf(upload.url)).toMatch(/\.mp4$/);

    expect((await putToStore(upload, video)).status).toBe(200);
    const published = await publish('stories', upload.id);
    expect(published.statusCode, published.body).toBe(201);
    const story = published.json().story;
    expect(story).toMatchObject({ media_type: 'video' });
    expect(story.media_url).toBe(`/storage/v1/object/public/business-stories/${keyOf(upload.url)}`);
    expect(await pendingUploads()).toEqual([]);

    // Public objects keep today's URLs: the storage service streams them from S3, ranges too.
    const part = await test.app.inject({
      method: 'GET',
      url: story.media_url,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(video.subarray(0, 100))).toBe(true);

    // A ticket is used once.
    const again = await publish('stories', upload.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'upload_not_found',
      message: 'La subida del video no es válida o ya expiró. Vuelve a elegir el video.',
    });
  });

  it('is published as a post (only the owner of the business may ask for the PUT)', async () => {
    const stranger = await signedIn(test.app, 'extrano-video');
    const refused = await test.app.inject({
      method: 'POST',
      url: `/api/discovery/businesses/${businessId}/video-uploads`,
      headers: as(stranger),
      payload: { purpose: 'post', content_type: 'video/mp4', size: 1000 },
    });
    expect(refused.statusCode).toBe(403);

    const video = mp4(64 * 1024);
    const upload = (await askUpload('post', video.length)).json();
    expect(upload.url.startsWith(`${s3.endpoint}/cerca-gw-business-posts/${businessId}/`)).toBe(true);
    expect((await putToStore(upload, video)).status).toBe(200);
    const published = await publish('posts', upload.id);
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().posts).toEqual([
      expect.objectContaining({
        media_type: 'video',
        media_url: `/storage/v1/object/public/business-posts/${keyOf(upload.url)}`,
      }),
    ]);
    // Somebody else's ticket publishes nothing, even in a business they may publish in.
    const theirs = (
      await test.app.inject({
        method: 'POST',
        url: '/api/discovery/video-uploads',
        headers: as(stranger),
        payload: { purpose: 'post', content_type: 'video/mp4', size: video.length },
      })
    ).json();
    expect((await publish('posts', theirs.id)).statusCode).toBe(400);
  });

  it('refuses and deletes what is not a video, or not the declared one', async () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(4096, ' '));
    const upload = (await askUpload('post', page.length)).json();
    expect((await putToStore(upload, page)).status).toBe(200);
    const bucket = 'business-posts';
    const key = keyOf(upload.url);
    expect(await storage.driver.exists(bucket, key)).toBe(true);
    const published = await publish('posts', upload.id);
    expect(published.statusCode).toBe(415);
    expect(published.json()).toMatchObject({
      code: 'invalid_file_type',
      message: 'El archivo paseo.mp4 no es una imagen o video válido.',
    });
    expect(await storage.driver.exists(bucket, key)).toBe(false);
    const posts = await test.database.db.selectFrom('business_posts').select('media_url').execute();
    expect(posts.map((post) => post.media_url)).not.toContain(`/storage/v1/object/public/${bucket}/${key}`);

    // An image sent as the declared video: a real file, still refused.
    const photo = fixture('photo.jpg');
    const asImage = (await askUpload('story', photo.length)).json();
    expect((await putToStore(asImage, photo)).status).toBe(200);
    expect((await publish('stories', asImage.id)).statusCode).toBe(415);
    expect(await storage.driver.exists('business-stories', keyOf(asImage.url))).toBe(false);
  });

  it('refuses more than 100 MB when asked, and deletes an object that came bigger than allowed', async () => {
    const tooBig = await askUpload('story', 100 * 1024 * 1024 + 1);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'file_too_large',
      message: 'El video es demasiado grande. Máximo 100MB.',
    });
    const notVideo = await askUpload('story', 1000, 'application/pdf');
    expect(notVideo.statusCode).toBe(415);

    // S3 itself refuses a body of another length than signed; s3rver does not, so this stands for
    // a store that let it through: the completion still measures it (HEAD) and refuses.
    const upload = (await askUpload('story', 1000)).json();
    const oversized = Buffer.alloc(100 * 1024 * 1024 + 1);
    mp4(1024).copy(oversized);
    expect((await putToStore(upload, oversized)).status).toBe(200);
    const published = await publish('stories', upload.id);
    expect(published.statusCode).toBe(413);
    expect(published.json().message).toBe('El video es demasiado grande. Máximo 100MB.');
    expect(await storage.driver.exists('business-stories', keyOf(upload.url))).toBe(false);
  });
});

describe('the pages with the S3 driver', () => {
  it('let browsers PUT to the store (connect-src), and nothing else from it', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`connect-src 'self' ws: wss: ${s3.endpoint}`);
    expect(policy).toContain("img-src 'self' data: blob:;");
    expect(policy).toContain("media-src 'self' blob:;");
  });
});

describe('driver identity documents on S3', () => {
  it('are read only through our signed URL, until it expires', async () => {
    const driver = await signedIn(test.app, 'repartidor-s3');
    const key = `${driver.id}.png`;
    const png = fixture('photo.png');
    await storage.putObject('driver-ids', key, png, 'image/png');
    // Stored in the private bucket of the store, not on the disk.
    expect(await new S3Driver(s3.config).exists('driver-ids', key)).toBe(true);

    const signed = await test.app.inject({
      method: 'POST',
      url: `/storage/v1/object/sign/driver-ids/${key}`,
      headers: as(driver),
      payload: { expiresIn: 300 },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const url = signed.json().signedUrl as string;
    const read = await test.app.inject({ method: 'GET', url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-cache');
    expect(read.rawPayload.equals(png)).toBe(true);

    // Never public, and the URL names one document only.
    const publicRead = await test.app.inject({
      method: 'GET',
      url: `/storage/v1/object/public/driver-ids/${key}`,
    });
    expect(publicRead.statusCode).toBe(404);
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const other = await test.app.inject({
      method: 'GET',
      url: `/storage/v1/object/sign/driver-ids/${owner.id}.png?token=${encodeURIComponent(token)}`,
    });
    expect(other.statusCode).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    const expired = await test.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({
      code: 'invalid_signature',
      message: 'El enlace no es válido o ha expirado.',
    });
  });
});

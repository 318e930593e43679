import { randomUUID } from 'node:crypto';
import { createTestDatabase, insertBusiness, insertUser, type TestDatabase } from '@cerca/db-testing';
import type { ImageThumbnailJob } from '@cerca/queues';
import { createStorage, type S3Driver, type Storage } from '@cerca/storage';
import { mp4 } from '@cerca/storage/testing';
import { startS3rver, type TestS3 } from '@cerca/storage/testing/s3';
import type { Job } from 'bullmq';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectUploadSweepProcessor } from '../src/processors/direct-upload-sweep';
import { createImageThumbnailProcessor, thumbnailKey } from '../src/processors/image-thumbnails';
import { createThumbnailSweepProcessor } from '../src/processors/thumbnail-sweep';

// The jobs with STORAGE_DRIVER=s3 (s3rver in this process) and public URLs under a CDN
// (STORAGE_PUBLIC_URL): they read and write through the driver, and no local folder exists.

const CDN = 'https://cdn.cerca.test/media';
let tdb: TestDatabase;
let s3: TestS3;
let storage: Storage;
let userId: string;
let businessId: string;

beforeAll(async () => {
  s3 = await startS3rver('cerca-jobs-');
  tdb = await createTestDatabase();
  storage = createStorage(
    {
      storageDir: '/nonexistent/cerca-storage',
      objectStorage: { driver: 's3', publicUrl: CDN, s3: s3.config },
    },
    { signingSecret: 'jobs-object-store-secret-0123456789abcdef' },
  );
  const driver = storage.driver as S3Driver;
  await driver.ensureBuckets(['business-stories', 'business-posts', 'business-photos']);
  userId = (await insertUser(tdb.db)).id;
  businessId = (await insertBusiness(tdb.db, { ownerId: userId })).id;
}, 60_000);

afterAll(async () => {
  await tdb?.drop();
  await s3?.close();
});

const deps = () => ({
  db: tdb.db,
  storage,
  // biome-ignore lint/suspicious/noExplicitAny: these jobs emit nothing.
  emitter: {} as any,
  logger: console,
});

async function storedPhoto(bucket: 'business-stories' | 'business-posts') {
  const key = `${businessId}/${randomUUID()}.jpg`;
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#a04020' } })
    .jpeg()
    .toBuffer();
  await storage.putObject(bucket, key, photo, 'image/jpeg');
  return { key, url: storage.publicUrl(bucket, key) };
}

describe('thumbnails on S3 behind a CDN', () => {
  it('reads the image from the store, writes the WebP there and records its CDN URL', async () => {
    const { key, url } = await storedPhoto('business-stories');
    expect(url).toBe(`${CDN}/business-stories/${key}`);
    const story = await tdb.db
      .insertInto('business_stories')
      .values({ business_id: businessId, user_id: userId, media_url: url, media_type: 'image' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = {
      data: { bucket: 'business-stories', key, target: { table: 'business_stories', id: story.id } },
    } as unknown as Job<ImageThumbnailJob>;
    expect(await createImageThumbnailProcessor(deps())(job)).toMatchObject({ outcome: 'created' });

    const thumb = await storage.driver.get('business-stories', thumbnailKey(key));
    expect(thumb?.metadata.contentType).toBe('image/webp');
    const chunks: Buffer[] = [];
    for await (const chunk of thumb!.body) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).width).toBe(480);
    const row = await tdb.db
      .selectFrom('business_stories')
      .select('thumbnail_url')
      .where('id', '=', story.id)
      .executeTakeFirstOrThrow();
    expect(row.thumbnail_url).toBe(`${CDN}/business-stories/${thumbnailKey(key)}`);
  });

  it('backfills rows whose image URL is under the CDN', async () => {
    const { key, url } = await storedPhoto('business-posts');
    const post = await tdb.db
      .insertInto('business_posts')
      .values({
        business_id: businessId,
        user_id: userId,
        caption: 'Antes de las miniaturas',
        media_url: url,
        media_type: 'image',
        created_at: new Date(Date.now() - 3600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const swept = await createThumbnailSweepProcessor(deps())();
    expect(swept).toMatchObject({ made: 1 });
    const row = await tdb.db
      .selectFrom('business_posts')
      .select('thumbnail_url')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row.thumbnail_url).toBe(`${CDN}/business-posts/${thumbnailKey(key)}`);
    expect(await storage.driver.exists('business-posts', thumbnailKey(key))).toBe(true);
  });
});

describe('the sweep of abandoned direct uploads', () => {
  it('removes the videos nobody published by their deadline, and their tickets', async () => {
    const upload = async (deadline: Date) => {
      const key = `${businessId}/${randomUUID()}.mp4`;
      await storage.putObject('business-posts', key, mp4(4096), 'video/mp4');
      await tdb.db
        .insertInto('direct_uploads')
        .values({
          user_id: userId,
          bucket: 'business-posts',
          key,
          content_type: 'video/mp4',
          size: 4096,
          file_name: 'clip.mp4',
          created_at: new Date(deadline.getTime() - 2 * 3600_000),
          expires_at: deadline,
        })
        .execute();
      return key;
    };
    const abandoned = await upload(new Date(Date.now() - 60_000));
    const pending = await upload(new Date(Date.now() + 3600_000));
    // A ticket whose PUT never happened: nothing to remove, the row goes all the same.
    await tdb.db
      .insertInto('direct_uploads')
      .values({
        user_id: userId,
        bucket: 'business-stories',
        key: `${businessId}/${randomUUID()}.webm`,
        content_type: 'video/webm',
        size: 10,
        file_name: null,
        created_at: new Date(Date.now() - 3 * 3600_000),
        expires_at: new Date(Date.now() - 3600_000),
      })
      .execute();

    const result = await createDirectUploadSweepProcessor(deps())();
    expect(result).toEqual({ abandoned: 2 });
    expect(await storage.driver.exists('business-posts', abandoned)).toBe(false);
    expect(await storage.driver.exists('business-posts', pending)).toBe(true);
    const left = await tdb.db.selectFrom('direct_uploads').select('key').execute();
    expect(left.map((row) => row.key)).toEqual([pending]);
    expect(await createDirectUploadSweepProcessor(deps())()).toEqual({ abandoned: 0 });
  });
});

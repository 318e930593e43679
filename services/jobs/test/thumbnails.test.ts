import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, insertBusiness, insertUser, type TestDatabase } from '@cerca/db-testing';
import type { ImageThumbnailJob } from '@cerca/queues';
import { createStorage } from '@cerca/storage';
import type { Job } from 'bullmq';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createImageThumbnailProcessor, thumbnailKey } from '../src/processors/image-thumbnails';

let tdb: TestDatabase;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'cerca-thumbs-'));
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
  await rm(storageDir, { recursive: true, force: true });
});

it('writes a 480 px WebP thumbnail and records it on the story', async () => {
  const storage = createStorage({ storageDir });
  const userId = (await insertUser(tdb.db)).id;
  const businessId = (await insertBusiness(tdb.db, { ownerId: userId })).id;
  const key = `${businessId}/${randomUUID()}.jpg`;
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c05030' } })
    .jpeg()
    .toBuffer();
  await storage.putObject('business-stories', key, photo, 'image/jpeg');
  const story = await tdb.db
    .insertInto('business_stories')
    .values({
      business_id: businessId,
      user_id: userId,
      media_url: storage.publicUrl('business-stories', key),
      media_type: 'image',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const process = createImageThumbnailProcessor({
    db: tdb.db,
    storage,
    // biome-ignore lint/suspicious/noExplicitAny: thumbnails emit nothing.
    emitter: {} as any,
    logger: console,
  });
  // A plain object stands in for a BullMQ job.
  const job = {
    data: { bucket: 'business-stories', key, target: { table: 'business_stories', id: story.id } },
  } as unknown as Job<ImageThumbnailJob>;
  const result = await process(job);
  expect(result).toMatchObject({ outcome: 'created' });
  const thumb = await storage.driver.get('business-stories', thumbnailKey(key));
  const chunks: Buffer[] = [];
  for await (const chunk of thumb!.body) chunks.push(chunk as Buffer);
  const meta = await sharp(Buffer.concat(chunks)).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 320]);
  const row = await tdb.db
    .selectFrom('business_stories')
    .select('thumbnail_url')
    .where('id', '=', story.id)
    .executeTakeFirstOrThrow();
  expect(row.thumbnail_url).toBe(`/storage/v1/object/public/business-stories/${thumbnailKey(key)}`);
  expect(await process(job)).toMatchObject({ outcome: 'created' });
});

function processorFor(storage: ReturnType<typeof createStorage>) {
  return createImageThumbnailProcessor({
    db: tdb.db,
    storage,
    // biome-ignore lint/suspicious/noExplicitAny: thumbnails emit nothing.
    emitter: {} as any,
    logger: console,
  });
}

async function readObject(storage: ReturnType<typeof createStorage>, bucket: string, key: string) {
  const object = await storage.driver.get(bucket, key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RIFF <size> WEBP. */
function expectWebp(bytes: Buffer | null) {
  expect(bytes?.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes?.subarray(8, 12).toString('latin1')).toBe('WEBP');
}

async function storedImage(
  storage: ReturnType<typeof createStorage>,
  bucket: 'business-posts' | 'business-photos',
  businessId: string,
) {
  const key = `${businessId}/${randomUUID()}.png`;
  const image = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3060c0' } })
    .png()
    .toBuffer();
  await storage.putObject(bucket, key, image, 'image/png');
  return { key, url: storage.publicUrl(bucket, key) };
}

it('writes a WebP thumbnail for a post image and records it on the post, twice harmlessly', async () => {
  const storage = createStorage({ storageDir });
  const userId = (await insertUser(tdb.db)).id;
  const businessId = (await insertBusiness(tdb.db, { ownerId: userId })).id;
  const { key, url } = await storedImage(storage, 'business-posts', businessId);
  const post = await tdb.db
    .insertInto('business_posts')
    .values({ business_id: businessId, user_id: userId, caption: 'Hoy', media_url: url, media_type: 'image' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const process = processorFor(storage);
  const job = {
    data: { bucket: 'business-posts', key, target: { table: 'business_posts', id: post.id } },
  } as unknown as Job<ImageThumbnailJob>;
  const thumbnailUrl = storage.publicUrl('business-posts', thumbnailKey(key));
  expect(await process(job)).toEqual({ outcome: 'created', thumbnailUrl });
  const thumb = await readObject(storage, 'business-posts', thumbnailKey(key));
  expectWebp(thumb);
  const meta = await sharp(thumb!).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 360, 480]);
  const row = () =>
    tdb.db
      .selectFrom('business_posts')
      .select(['media_url', 'thumbnail_url'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
  expect(await row()).toEqual({ media_url: url, thumbnail_url: thumbnailUrl });

  expect(await process(job)).toEqual({ outcome: 'created', thumbnailUrl });
  expectWebp(await readObject(storage, 'business-posts', thumbnailKey(key)));
  expect(await row()).toEqual({ media_url: url, thumbnail_url: thumbnailUrl });
});

it('writes a WebP thumbnail for a business photo and records it on the photo', async () => {
  const storage = createStorage({ storageDir });
  const userId = (await insertUser(tdb.db)).id;
  const businessId = (await insertBusiness(tdb.db, { ownerId: userId })).id;
  const { key, url } = await storedImage(storage, 'business-photos', businessId);
  const photo = await tdb.db
    .insertInto('business_photos')
    .values({ business_id: businessId, url, type: 'main' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const process = processorFor(storage);
  const job = {
    data: { bucket: 'business-photos', key, target: { table: 'business_photos', id: photo.id } },
  } as unknown as Job<ImageThumbnailJob>;
  await process(job);
  await process(job);
  expectWebp(await readObject(storage, 'business-photos', thumbnailKey(key)));
  const row = await tdb.db
    .selectFrom('business_photos')
    .select('thumbnail_url')
    .where('id', '=', photo.id)
    .executeTakeFirstOrThrow();
  expect(row.thumbnail_url).toBe(`/storage/v1/object/public/business-photos/${thumbnailKey(key)}`);
});

it('is a no-op for a missing object and records nothing for a missing row', async () => {
  const storage = createStorage({ storageDir });
  const userId = (await insertUser(tdb.db)).id;
  const businessId = (await insertBusiness(tdb.db, { ownerId: userId })).id;
  const process = processorFor(storage);
  const missingObject = {
    data: {
      bucket: 'business-photos',
      key: `${businessId}/${randomUUID()}.png`,
      target: { table: 'business_photos', id: randomUUID() },
    },
  } as unknown as Job<ImageThumbnailJob>;
  expect(await process(missingObject)).toEqual({ outcome: 'missing' });

  const { key } = await storedImage(storage, 'business-posts', businessId);
  const missingRow = {
    data: { bucket: 'business-posts', key, target: { table: 'business_posts', id: randomUUID() } },
  } as unknown as Job<ImageThumbnailJob>;
  await expect(process(missingRow)).resolves.toMatchObject({ outcome: 'created' });
});

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, insertBusiness, insertUser, type TestDatabase } from '@cerca/db-testing';
import { createStorage } from '@cerca/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { thumbnailKey } from '../src/processors/image-thumbnails';
import { createThumbnailSweepProcessor } from '../src/processors/thumbnail-sweep';

let tdb: TestDatabase;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'cerca-thumb-sweep-'));
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
  await rm(storageDir, { recursive: true, force: true });
});

const AN_HOUR_AGO = new Date(Date.now() - 3600_000);

it('backfills the thumbnails of stored images from before thumbnails, and marks what cannot have one', async () => {
  const storage = createStorage({ storageDir });
  const userId = (await insertUser(tdb.db)).id;
  const businessId = (await insertBusiness(tdb.db, { ownerId: userId })).id;
  const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#208040' } })
    .png()
    .toBuffer();
  const stored = async (bucket: 'business-posts' | 'business-photos' | 'business-stories') => {
    const key = `${businessId}/${randomUUID()}.png`;
    await storage.putObject(bucket, key, png, 'image/png');
    return { key, url: storage.publicUrl(bucket, key) };
  };
  const post = await stored('business-posts');
  const story = await stored('business-stories');
  const photo = await stored('business-photos');
  const post_ = (values: { media_url: string; media_type: 'image' | 'video'; created_at?: Date }) =>
    tdb.db
      .insertInto('business_posts')
      .values({ business_id: businessId, user_id: userId, created_at: AN_HOUR_AGO, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
  const oldPost = await post_({ media_url: post.url, media_type: 'image' });
  // Just uploaded: its own job makes the thumbnail; the sweep leaves it alone.
  const freshPost = await post_({ media_url: post.url, media_type: 'image', created_at: new Date() });
  const video = await post_({ media_url: post.url, media_type: 'video' });
  const external = await post_({ media_url: 'https://images.example.com/a.jpg', media_type: 'image' });
  const gone = await post_({
    media_url: storage.publicUrl('business-posts', `${businessId}/${randomUUID()}.png`),
    media_type: 'image',
  });
  const oldStory = await tdb.db
    .insertInto('business_stories')
    .values({
      business_id: businessId,
      user_id: userId,
      media_url: story.url,
      media_type: 'image',
      created_at: AN_HOUR_AGO,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const oldPhoto = await tdb.db
    .insertInto('business_photos')
    .values({ business_id: businessId, url: photo.url, type: 'banner', created_at: AN_HOUR_AGO })
    .returning('id')
    .executeTakeFirstOrThrow();

  const sweep = createThumbnailSweepProcessor({
    db: tdb.db,
    storage,
    // biome-ignore lint/suspicious/noExplicitAny: thumbnails emit nothing.
    emitter: {} as any,
    logger: { info() {}, warn() {}, error() {} },
  });
  expect(await sweep()).toEqual({ made: 3, without: 1 });

  const thumbnails = await tdb.db
    .selectFrom('business_posts')
    .select(['id', 'thumbnail_url'])
    .where('business_id', '=', businessId)
    .execute();
  const thumbnailOf = (id: string) => thumbnails.find((row) => row.id === id)?.thumbnail_url;
  expect(thumbnailOf(oldPost.id)).toBe(storage.publicUrl('business-posts', thumbnailKey(post.key)));
  expect(thumbnailOf(freshPost.id)).toBeNull();
  expect(thumbnailOf(video.id)).toBeNull();
  expect(thumbnailOf(external.id)).toBeNull();
  // The object is gone: the row shows its own image, and the next sweep does not pick it again.
  expect(thumbnailOf(gone.id)).toBe(
    (
      await tdb.db
        .selectFrom('business_posts')
        .select('media_url')
        .where('id', '=', gone.id)
        .executeTakeFirstOrThrow()
    ).media_url,
  );
  const storyRow = await tdb.db
    .selectFrom('business_stories')
    .select('thumbnail_url')
    .where('id', '=', oldStory.id)
    .executeTakeFirstOrThrow();
  expect(storyRow.thumbnail_url).toBe(storage.publicUrl('business-stories', thumbnailKey(story.key)));
  const photoRow = await tdb.db
    .selectFrom('business_photos')
    .select('thumbnail_url')
    .where('id', '=', oldPhoto.id)
    .executeTakeFirstOrThrow();
  expect(photoRow.thumbnail_url).toBe(storage.publicUrl('business-photos', thumbnailKey(photo.key)));

  expect(await sweep()).toEqual({ made: 0, without: 0 });
});

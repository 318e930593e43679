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

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, insertBusiness, insertUser, type TestDatabase } from '@cerca/db-testing';
import { scheduleStoryExpiry, storyExpiryJobId } from '@cerca/queues';
import { testConfig } from '@cerca/service-kit/testing';
import { createStorage, type Storage } from '@cerca/storage';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireStory } from '../src/processors/story-expiry';
import { startWorkers, type WorkerSet } from '../src/workers';
import { sleep, waitFor } from './helpers';

let tdb: TestDatabase;
let storage: Storage;
let storageDir: string;
let workers: WorkerSet;
let businessId: string;
let userId: string;
const config = testConfig();

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'cerca-jobs-'));
  tdb = await createTestDatabase();
  storage = createStorage({ storageDir });
  workers = await startWorkers({ config: { ...config, storageDir }, db: tdb.db, storage, sweeps: false });
  userId = (await insertUser(tdb.db)).id;
  businessId = (await insertBusiness(tdb.db, { ownerId: userId })).id;
});

afterAll(async () => {
  await workers?.close();
  await tdb?.drop();
  await rm(storageDir, { recursive: true, force: true });
  const redis = new Redis(config.redisUrl);
  const keys = await redis.keys(`${config.redisPrefix}*`);
  if (keys.length) await redis.unlink(...keys);
  redis.disconnect();
});

/** A story whose image and thumbnail really are in storage. */
async function insertStory(expiresInMs: number, highlighted = false) {
  const mediaKey = `${businessId}/${randomUUID()}.jpg`;
  const thumbKey = `${businessId}/${randomUUID()}.thumb.webp`;
  await storage.putObject('business-stories', mediaKey, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg');
  await storage.putObject('business-stories', thumbKey, Buffer.from('RIFF....WEBP'), 'image/webp');
  const row = await tdb.db
    .insertInto('business_stories')
    .values({
      business_id: businessId,
      user_id: userId,
      media_url: storage.publicUrl('business-stories', mediaKey),
      media_type: 'image',
      thumbnail_url: storage.publicUrl('business-stories', thumbKey),
      highlighted,
      expires_at: new Date(Date.now() + expiresInMs),
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, expiresAt: new Date(row.expires_at), mediaKey, thumbKey };
}

const storyExists = async (id: string) =>
  (await tdb.db.selectFrom('business_stories').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

async function finishedJob(storyId: string) {
  return waitFor(async () => {
    const job = await workers.queues.queue['story-expiry'].getJob(storyExpiryJobId(storyId));
    return job && (await job.getState()) === 'completed' ? job : null;
  });
}

describe('story expiry', () => {
  it('deletes an expired story and its media at the due time', async () => {
    const story = await insertStory(800);
    await scheduleStoryExpiry(workers.queues, { storyId: story.id, expiresAt: story.expiresAt });
    await sleep(300);
    expect(await storyExists(story.id)).toBe(true);
    const job = await finishedJob(story.id);
    expect(job.returnvalue).toMatchObject({ outcome: 'deleted' });
    expect(await storyExists(story.id)).toBe(false);
    expect(await storage.driver.exists('business-stories', story.mediaKey)).toBe(false);
    expect(await storage.driver.exists('business-stories', story.thumbKey)).toBe(false);
    // Ran after, not before, the due time.
    expect(job.finishedOn!).toBeGreaterThanOrEqual(story.expiresAt.getTime());
  });

  it('keeps highlighted stories and stories kept in a highlight', async () => {
    const highlighted = await insertStory(300, true);
    const collected = await insertStory(300);
    const highlight = await tdb.db
      .insertInto('story_highlights')
      .values({ business_id: businessId, name: 'Lo mejor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tdb.db
      .insertInto('story_highlight_items')
      .values({ highlight_id: highlight.id, story_id: collected.id })
      .execute();
    for (const story of [highlighted, collected]) {
      await scheduleStoryExpiry(workers.queues, { storyId: story.id, expiresAt: story.expiresAt });
    }
    for (const story of [highlighted, collected]) {
      const job = await finishedJob(story.id);
      expect(job.returnvalue).toEqual({ outcome: 'kept', reason: 'highlighted' });
      expect(await storyExists(story.id)).toBe(true);
      expect(await storage.driver.exists('business-stories', story.mediaKey)).toBe(true);
    }
  });

  it('is harmless to run twice or to schedule twice', async () => {
    const story = await insertStory(-1000);
    const deps = { db: tdb.db, storage, emitter: { to: () => ({ emit: () => true }) }, logger: console };
    // biome-ignore lint/suspicious/noExplicitAny: a do-nothing emitter stands in for Redis here.
    const first = await expireStory(deps as any, story.id);
    // biome-ignore lint/suspicious/noExplicitAny: same stand-in.
    const second = await expireStory(deps as any, story.id);
    expect(first.outcome).toBe('deleted');
    expect(second).toEqual({ outcome: 'missing' });

    const twice = await insertStory(500);
    await scheduleStoryExpiry(workers.queues, { storyId: twice.id, expiresAt: twice.expiresAt });
    await scheduleStoryExpiry(workers.queues, { storyId: twice.id, expiresAt: twice.expiresAt });
    const job = await finishedJob(twice.id);
    expect(job.returnvalue).toMatchObject({ outcome: 'deleted' });
    // Scheduling a finished story again runs once more and finds nothing to do.
    await scheduleStoryExpiry(workers.queues, { storyId: twice.id, expiresAt: new Date() });
    const again = await finishedJob(twice.id);
    expect(again.returnvalue).toEqual({ outcome: 'missing' });
  });

  it('leaves a story whose expiry was extended and deletes it at the new time', async () => {
    const story = await insertStory(500);
    await scheduleStoryExpiry(workers.queues, { storyId: story.id, expiresAt: story.expiresAt });
    // Extended in the database only (as if the producer's re-schedule was lost).
    const extended = new Date(Date.now() + 2500);
    await tdb.db
      .updateTable('business_stories')
      .set({ expires_at: extended })
      .where('id', '=', story.id)
      .execute();
    await sleep(1200);
    expect(await storyExists(story.id)).toBe(true);
    const job = await workers.queues.queue['story-expiry'].getJob(storyExpiryJobId(story.id));
    expect(await job!.getState()).toBe('delayed');
    const done = await finishedJob(story.id);
    expect(done.returnvalue).toMatchObject({ outcome: 'deleted' });
    expect(done.finishedOn!).toBeGreaterThanOrEqual(extended.getTime());
    expect(await storyExists(story.id)).toBe(false);
  });

  it('sweeps expired stories whose job was lost, keeping highlighted ones', async () => {
    const lost = await insertStory(-60_000);
    const kept = await insertStory(-60_000, true);
    const fresh = await insertStory(60_000);
    const job = await workers.queues.queue['story-expiry'].add('sweep', {});
    await waitFor(async () => (await job.getState()) === 'completed');
    expect(await storyExists(lost.id)).toBe(false);
    expect(await storage.driver.exists('business-stories', lost.mediaKey)).toBe(false);
    expect(await storyExists(kept.id)).toBe(true);
    expect(await storyExists(fresh.id)).toBe(true);
  });

  it('does not delete media another row still shows', async () => {
    const story = await insertStory(-1000);
    const url = storage.publicUrl('business-stories', story.mediaKey);
    await tdb.db
      .insertInto('story_highlights')
      .values({ business_id: businessId, name: 'Portada', cover_url: url })
      .execute();
    await scheduleStoryExpiry(workers.queues, { storyId: story.id, expiresAt: story.expiresAt });
    const job = await finishedJob(story.id);
    expect(job.returnvalue).toMatchObject({ outcome: 'deleted' });
    expect(await storage.driver.exists('business-stories', story.mediaKey)).toBe(true);
    expect(await storage.driver.exists('business-stories', story.thumbKey)).toBe(false);
  });
});

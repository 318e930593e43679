import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, insertBusiness, insertUser, type TestDatabase } from '@cerca/db-testing';
import { scheduleStoryExpiry, storyExpiryJobId } from '@cerca/queues';
import { testConfig } from '@cerca/service-kit/testing';
import { createStorage, type Storage } from '@cerca/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireStory } from '../src/processors/story-expiry';
import { purgeArchivedStory } from '../src/processors/story-sweep';
import { startWorkers, type WorkerSet } from '../src/workers';
import { clearRedisPrefixes, delayedAgain, waitFor } from './helpers';

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
  await clearRedisPrefixes(config.redisUrl, [config.redisPrefix]);
});

const DAY = 24 * 60 * 60 * 1000;

/** A story whose image and thumbnail really are in storage; `archived` sets archived_at to expires_at. */
async function insertStory(expiresInMs: number, highlighted = false, archived = false) {
  const expiresAt = new Date(Date.now() + expiresInMs);
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
      expires_at: expiresAt,
      archived_at: archived ? expiresAt : null,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, expiresAt: new Date(row.expires_at), mediaKey, thumbKey };
}

const storyExists = async (id: string) =>
  (await tdb.db.selectFrom('business_stories').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

/** The row's archived_at: undefined when the row is gone, null when not archived. */
const archivedAt = async (id: string) =>
  (await tdb.db.selectFrom('business_stories').select('archived_at').where('id', '=', id).executeTakeFirst())
    ?.archived_at;

const objectsExist = async (story: { mediaKey: string; thumbKey: string }) => [
  await storage.driver.exists('business-stories', story.mediaKey),
  await storage.driver.exists('business-stories', story.thumbKey),
];

async function collect(storyId: string, name = 'Lo mejor') {
  const highlight = await tdb.db
    .insertInto('story_highlights')
    .values({ business_id: businessId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tdb.db
    .insertInto('story_highlight_items')
    .values({ highlight_id: highlight.id, story_id: storyId })
    .execute();
  return highlight.id;
}

/** The stories a collection shows, as the business page reads them (approved, any expiry). */
async function collectionStories(highlightId: string) {
  const rows = await tdb.db
    .selectFrom('story_highlight_items as i')
    .innerJoin('business_stories as s', 's.id', 'i.story_id')
    .select('s.id')
    .where('i.highlight_id', '=', highlightId)
    .where('s.approved', '=', true)
    .execute();
  return rows.map((row) => row.id);
}

async function runSweep() {
  const job = await workers.queues.queue['story-expiry'].add('sweep', {});
  await waitFor(async () => (await job.getState()) === 'completed');
  return (await workers.queues.queue['story-expiry'].getJob(job.id!))!.returnvalue as {
    archived: number;
    purged: number;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a do-nothing emitter stands in for Redis here.
const directDeps = (): any => ({
  db: tdb.db,
  storage,
  emitter: { to: () => ({ emit: () => true }) },
  logger: console,
});

async function finishedJob(storyId: string) {
  return waitFor(async () => {
    // The state first, then the job read afresh: a job read before it finished carries no result.
    if ((await workers.queues.queue['story-expiry'].getJobState(storyExpiryJobId(storyId))) !== 'completed')
      return null;
    return workers.queues.queue['story-expiry'].getJob(storyExpiryJobId(storyId));
  });
}

describe('story expiry', () => {
  it('archives an expired story at the due time, keeping its row and media', async () => {
    const story = await insertStory(800);
    await scheduleStoryExpiry(workers.queues, { storyId: story.id, expiresAt: story.expiresAt });
    expect(await archivedAt(story.id)).toBeNull();
    const job = await finishedJob(story.id);
    expect(job.returnvalue).toEqual({ outcome: 'archived', businessId });
    const at = await archivedAt(story.id);
    expect(at).toBeInstanceOf(Date);
    expect(at!.getTime()).toBeGreaterThanOrEqual(story.expiresAt.getTime());
    expect(await objectsExist(story)).toEqual([true, true]);
    // Ran after, not before, the due time.
    expect(job.finishedOn!).toBeGreaterThanOrEqual(story.expiresAt.getTime());
  });

  it('archives highlighted and collected stories too; the collection keeps showing its story', async () => {
    const highlighted = await insertStory(300, true);
    const collected = await insertStory(300);
    const highlightId = await collect(collected.id);
    for (const story of [highlighted, collected]) {
      await scheduleStoryExpiry(workers.queues, { storyId: story.id, expiresAt: story.expiresAt });
    }
    for (const story of [highlighted, collected]) {
      const job = await finishedJob(story.id);
      expect(job.returnvalue).toEqual({ outcome: 'archived', businessId });
      expect(await archivedAt(story.id)).toBeInstanceOf(Date);
      expect(await objectsExist(story)).toEqual([true, true]);
    }
    expect(await collectionStories(highlightId)).toEqual([collected.id]);
  });

  it('is harmless to run twice or to schedule twice', async () => {
    const story = await insertStory(-1000);
    const first = await expireStory(directDeps(), story.id);
    const firstAt = await archivedAt(story.id);
    const second = await expireStory(directDeps(), story.id);
    expect(first).toEqual({ outcome: 'archived', businessId });
    expect(second).toEqual({ outcome: 'already_archived' });
    // The first archiving time stays.
    expect(await archivedAt(story.id)).toEqual(firstAt);
    expect(await expireStory(directDeps(), randomUUID())).toEqual({ outcome: 'missing' });

    const twice = await insertStory(500);
    await scheduleStoryExpiry(workers.queues, { storyId: twice.id, expiresAt: twice.expiresAt });
    await scheduleStoryExpiry(workers.queues, { storyId: twice.id, expiresAt: twice.expiresAt });
    const job = await finishedJob(twice.id);
    expect(job.returnvalue).toMatchObject({ outcome: 'archived' });
    // Scheduling a finished story again runs once more and finds nothing to do.
    await scheduleStoryExpiry(workers.queues, { storyId: twice.id, expiresAt: new Date() });
    const again = await finishedJob(twice.id);
    expect(again.returnvalue).toEqual({ outcome: 'already_archived' });
    expect(await storyExists(twice.id)).toBe(true);
  });

  it('leaves a story whose expiry was extended and archives it at the new time', async () => {
    const story = await insertStory(500);
    await scheduleStoryExpiry(workers.queues, { storyId: story.id, expiresAt: story.expiresAt });
    // Extended in the database only (as if the producer's re-schedule was lost).
    const extended = new Date(Date.now() + 2500);
    await tdb.db
      .updateTable('business_stories')
      .set({ expires_at: extended })
      .where('id', '=', story.id)
      .execute();
    // Its first run, at the old time, found the expiry moved and waited again.
    await delayedAgain(workers.queues.queue['story-expiry'], storyExpiryJobId(story.id));
    expect(await archivedAt(story.id)).toBeNull();
    const done = await finishedJob(story.id);
    expect(done.returnvalue).toMatchObject({ outcome: 'archived' });
    expect(done.finishedOn!).toBeGreaterThanOrEqual(extended.getTime());
    expect(await archivedAt(story.id)).toBeInstanceOf(Date);
  });
});

describe('story sweep', () => {
  it('archives expired stories whose job was lost and leaves live ones alone', async () => {
    const lost = await insertStory(-60_000);
    const keptFlag = await insertStory(-60_000, true);
    const fresh = await insertStory(60_000);
    const result = await runSweep();
    expect(result.archived).toBeGreaterThanOrEqual(2);
    expect(await archivedAt(lost.id)).toBeInstanceOf(Date);
    expect(await archivedAt(keptFlag.id)).toBeInstanceOf(Date);
    expect(await archivedAt(fresh.id)).toBeNull();
    expect(await objectsExist(lost)).toEqual([true, true]);
  });

  it('deletes the row and media of archived stories older than 30 days in no collection', async () => {
    const old = await insertStory(-31 * DAY, false, true);
    const collected = await insertStory(-31 * DAY, false, true);
    const highlightId = await collect(collected.id, 'Guardadas');
    const flagged = await insertStory(-31 * DAY, true, true);
    const recent = await insertStory(-29 * DAY, false, true);
    // Expired long ago and never archived (job and sweeps lost): archived, then deleted in the same
    // run, since retention counts from expires_at.
    const neverArchived = await insertStory(-40 * DAY);

    const first = await runSweep();
    expect(first.purged).toBe(2);
    for (const gone of [old, neverArchived]) {
      expect(await storyExists(gone.id)).toBe(false);
      expect(await objectsExist(gone)).toEqual([false, false]);
    }
    for (const kept of [collected, flagged, recent]) {
      expect(await archivedAt(kept.id)).toBeInstanceOf(Date);
      expect(await objectsExist(kept)).toEqual([true, true]);
    }
    expect(await collectionStories(highlightId)).toEqual([collected.id]);

    // A second run finds nothing to do and changes nothing.
    expect(await runSweep()).toEqual({ archived: 0, purged: 0 });
    for (const kept of [collected, flagged, recent]) expect(await objectsExist(kept)).toEqual([true, true]);
    expect(await collectionStories(highlightId)).toEqual([collected.id]);
  });

  it('deletes the row when its objects are already gone, and is harmless to repeat', async () => {
    const story = await insertStory(-31 * DAY, false, true);
    await storage.removeObject('business-stories', story.mediaKey);
    expect(await purgeArchivedStory(directDeps(), story.id)).toEqual({
      outcome: 'purged',
      removedObjects: [`business-stories/${story.mediaKey}`, `business-stories/${story.thumbKey}`],
    });
    expect(await storyExists(story.id)).toBe(false);
    expect(await objectsExist(story)).toEqual([false, false]);
    expect(await purgeArchivedStory(directDeps(), story.id)).toEqual({ outcome: 'missing' });

    const recent = await insertStory(-1000, false, true);
    expect(await purgeArchivedStory(directDeps(), recent.id)).toEqual({ outcome: 'kept', reason: 'not_due' });
    const collected = await insertStory(-31 * DAY, false, true);
    await collect(collected.id);
    expect(await purgeArchivedStory(directDeps(), collected.id)).toEqual({
      outcome: 'kept',
      reason: 'highlighted',
    });
    expect(await objectsExist(collected)).toEqual([true, true]);
  });

  it('does not delete media another row still shows', async () => {
    const story = await insertStory(-31 * DAY, false, true);
    const url = storage.publicUrl('business-stories', story.mediaKey);
    await tdb.db
      .insertInto('story_highlights')
      .values({ business_id: businessId, name: 'Portada', cover_url: url })
      .execute();
    const result = await runSweep();
    expect(result.purged).toBe(1);
    expect(await storyExists(story.id)).toBe(false);
    expect(await objectsExist(story)).toEqual([true, false]);
  });
});

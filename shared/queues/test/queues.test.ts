import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelStoryExpiry,
  createQueues,
  DEFAULT_JOB_OPTIONS,
  enqueueNotification,
  type Queues,
  scheduleStoryExpiry,
  storyExpiryJobId,
} from '../src/index';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `cerca-test:${process.pid}:${randomUUID().slice(0, 8)}:`;
let queues: Queues;
let redis: Redis;

beforeAll(async () => {
  queues = createQueues(REDIS_URL, prefix);
  redis = new Redis(REDIS_URL);
  await queues.ready();
});

afterAll(async () => {
  await queues.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.unlink(...keys);
  redis.disconnect();
});

describe('createQueues', () => {
  it('puts every queue under <redisPrefix>bull with the default job options', async () => {
    expect(queues.prefix).toBe(`${prefix}bull`);
    expect(Object.keys(queues.queue).sort()).toEqual([
      'image-thumbnails',
      'mail',
      'notifications',
      'order-payments',
      'promotion-expiry',
      'retention',
      'route-window',
      'story-expiry',
      'subscription-period-end',
    ]);
    await enqueueNotification(queues, { userId: randomUUID(), type: 't', title: 'Hola' });
    expect(await redis.keys(`${prefix}bull:notifications:*`)).not.toHaveLength(0);
    const [job] = await queues.queue.notifications.getJobs(['waiting']);
    expect(job?.opts.attempts).toBe(DEFAULT_JOB_OPTIONS.attempts);
    expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 5000 });
  });
});

describe('scheduleStoryExpiry', () => {
  it('adds one delayed job at the exact due time, idempotently, and moves it when the time changes', async () => {
    const storyId = randomUUID();
    const dueAt = new Date(Date.now() + 60_000);
    await scheduleStoryExpiry(queues, { storyId, expiresAt: dueAt });
    await scheduleStoryExpiry(queues, { storyId, expiresAt: dueAt.toISOString() });
    const queue = queues.queue['story-expiry'];
    expect(await queue.getDelayedCount()).toBe(1);
    const job = await queue.getJob(storyExpiryJobId(storyId));
    expect(job?.id).toBe(`story-expiry-${storyId}`);
    expect(job!.timestamp + job!.delay).toBeGreaterThanOrEqual(dueAt.getTime() - 50);
    expect(job!.timestamp + job!.delay).toBeLessThanOrEqual(dueAt.getTime() + 50);

    const later = new Date(Date.now() + 3_600_000);
    await scheduleStoryExpiry(queues, { storyId, expiresAt: later });
    const moved = await queue.getJob(storyExpiryJobId(storyId));
    expect(moved!.data.expiresAt).toBe(later.toISOString());
    expect(Math.abs(moved!.timestamp + moved!.delay - later.getTime())).toBeLessThan(1000);
    expect(await queue.getDelayedCount()).toBe(1);

    await cancelStoryExpiry(queues, storyId);
    expect(await queue.getJob(storyExpiryJobId(storyId))).toBeUndefined();
    await cancelStoryExpiry(queues, storyId);
  });

  it('refuses an invalid due time', async () => {
    await expect(
      scheduleStoryExpiry(queues, { storyId: randomUUID(), expiresAt: 'mañana' }),
    ).rejects.toThrow();
  });
});

describe('producer connection', () => {
  it('fails fast when Redis is unreachable', async () => {
    const down = createQueues('redis://127.0.0.1:1', prefix);
    const started = Date.now();
    await expect(
      Promise.race([
        scheduleStoryExpiry(down, { storyId: randomUUID(), expiresAt: new Date() }),
        new Promise((_, reject) => setTimeout(() => reject(new Error('hung')), 5000)),
      ]),
    ).rejects.toThrow(/not ready/);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(down.ready(200)).rejects.toThrow();
    await down.close().catch(() => {});
  });

  it('fails fast when Redis goes away after start', async () => {
    const later = createQueues(REDIS_URL, prefix);
    await later.ready();
    await scheduleStoryExpiry(later, { storyId: randomUUID(), expiresAt: new Date(Date.now() + 60_000) });
    later.connection.disconnect();
    const started = Date.now();
    await expect(
      scheduleStoryExpiry(later, { storyId: randomUUID(), expiresAt: new Date() }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
    await later.close().catch(() => {});
  });
});

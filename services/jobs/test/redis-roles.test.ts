import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import {
  enqueueNotification,
  queueRedisWarnings,
  readQueueRedisPolicy,
  warnAboutQueueRedis,
} from '@cerca/queues';
import { testConfig } from '@cerca/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers, type WorkerSet } from '../src/workers';

// Issue 22: BullMQ lives on REDIS_QUEUE_URL (noeviction, persisted), apart from the caches on
// REDIS_URL. Two logical databases of the test Redis stand in for the two servers: the queues'
// keys must all land in the queue one, and none in the cache one.

const base = testConfig();
const cacheUrl = base.redisUrl;
const queueUrl = withDatabase(base.redisUrl, 3);
const config = { ...base, redisQueueUrl: queueUrl };

let tdb: TestDatabase;
let workers: WorkerSet;
let cacheRedis: Redis;
let queueRedis: Redis;

function withDatabase(url: string, database: number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The keys of this test's prefix on one of the two servers (KEYS: a test's own prefix only). */
const keysOn = (redis: Redis) => redis.keys(`${config.redisPrefix}*`);

beforeAll(async () => {
  tdb = await createTestDatabase();
  cacheRedis = new Redis(cacheUrl);
  queueRedis = new Redis(queueUrl);
  workers = await startWorkers({ config, db: tdb.db, sweeps: true });
});

afterAll(async () => {
  await workers?.close();
  for (const redis of [cacheRedis, queueRedis]) {
    const left = await redis.keys(`${config.redisPrefix}*`);
    if (left.length) await redis.unlink(...left);
    redis.disconnect();
  }
  await tdb?.drop();
});

describe('the queue Redis and the cache Redis', () => {
  it('keeps every queue key on REDIS_QUEUE_URL and none on REDIS_URL', async () => {
    await enqueueNotification(workers.queues, {
      userId: '00000000-0000-4000-8000-000000000000',
      type: 'message',
      title: 'Hola',
      body: null,
      data: {},
    });
    const onQueueRedis = await keysOn(queueRedis);
    // The sweeps' schedulers and the notification job (processed or not, its queue's keys stay).
    expect(onQueueRedis.some((key) => key.startsWith(`${config.redisPrefix}bull:notifications:`))).toBe(true);
    expect(onQueueRedis.some((key) => key.includes(':repeat'))).toBe(true);
    expect((await keysOn(cacheRedis)).filter((key) => key.startsWith(`${config.redisPrefix}bull`))).toEqual(
      [],
    );
  });
});

describe('the queue Redis settings check', () => {
  it('reads the eviction policy and persistence from INFO', async () => {
    const policy = await readQueueRedisPolicy(queueRedis);
    expect(policy.maxmemoryPolicy).toEqual(await configValue(queueRedis, 'maxmemory-policy'));
    expect(policy.appendOnly).toBe((await configValue(queueRedis, 'appendonly')) === 'yes');
  });

  it('warns about an evicting queue Redis always, and about one without AOF in production', () => {
    expect(queueRedisWarnings({ maxmemoryPolicy: 'noeviction', appendOnly: true }, true)).toEqual([]);
    expect(queueRedisWarnings({ maxmemoryPolicy: 'noeviction', appendOnly: false }, false)).toEqual([]);
    const evicting = queueRedisWarnings({ maxmemoryPolicy: 'allkeys-lru', appendOnly: true }, false);
    expect(evicting).toEqual([expect.stringMatching(/maxmemory-policy allkeys-lru.*noeviction/)]);
    const unpersisted = queueRedisWarnings({ maxmemoryPolicy: 'noeviction', appendOnly: false }, true);
    expect(unpersisted).toEqual([expect.stringMatching(/appendonly no/)]);
  });

  it('logs the warning at start, and only notes a Redis whose INFO it cannot read', async () => {
    const logged: string[] = [];
    const log = { warn: (_object: object, message: string) => logged.push(message) };
    const evicting = {
      info: async (section: string) =>
        section === 'memory' ? '# Memory\r\nmaxmemory_policy:allkeys-lru\r\n' : 'aof_enabled:1\r\n',
    } as unknown as Redis;
    await warnAboutQueueRedis(evicting, log, true);
    expect(logged).toEqual([expect.stringContaining('maxmemory-policy allkeys-lru')]);
    const refusing = {
      info: async () => {
        throw new Error('ERR unknown command');
      },
    } as unknown as Redis;
    logged.length = 0;
    await warnAboutQueueRedis(refusing, log, true);
    expect(logged).toEqual(['could not read the queue Redis settings (INFO)']);
  });
});

async function configValue(redis: Redis, name: string): Promise<string> {
  const [, value] = (await redis.config('GET', name)) as [string, string];
  return value;
}

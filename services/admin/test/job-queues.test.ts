import { randomUUID } from 'node:crypto';
import { insertUser } from '@cerca/db-testing';
import { createQueues, type Queues } from '@cerca/queues';
import { failJobForTest } from '@cerca/queues/testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { adminService } from '../src/plugin';

// /admin → Trabajos (issue 13): each queue with its counts, and removing a dead letter for good.

const t = useServiceTest([adminService]);
let queues: Queues;
let admin: TestCaller;

beforeAll(async () => {
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
  admin = await t.sign(await insertUser(t.db, { role: 'admin' }));
});

afterAll(async () => {
  await queues?.close();
});

const counts = (as: TestCaller | undefined = admin) =>
  t.inject({ method: 'GET', url: '/api/admin/jobs/queues' }, as);
const remove = (queue: string, id: string, as: TestCaller | undefined = admin) =>
  t.inject({ method: 'DELETE', url: `/api/admin/jobs/${queue}/${encodeURIComponent(id)}` }, as);

type QueueRow = { name: string; counts: Record<string, number> };
const countsOf = async (name: string) =>
  ((await counts()).json().queues as QueueRow[]).find((queue) => queue.name === name)!.counts;

describe('the Trabajos tab', () => {
  it('counts every queue', async () => {
    const response = await counts();
    expect(response.statusCode).toBe(200);
    const rows = response.json().queues as QueueRow[];
    expect(rows.map((row) => row.name)).toContain('notifications');
    for (const row of rows)
      expect(Object.keys(row.counts).sort()).toEqual(['active', 'completed', 'delayed', 'failed', 'waiting']);
  });

  it('removes a failed job for good, and leaves a waiting one alone', async () => {
    const id = await failJobForTest(queues, 'notifications', 'order-event', {
      kind: 'created',
      orderId: randomUUID(),
    });
    expect((await countsOf('notifications')).failed).toBe(1);
    const response = await remove('notifications', id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queue: 'notifications', id, removed: true });
    expect(await queues.queue.notifications.getJob(id)).toBeUndefined();
    expect((await countsOf('notifications')).failed).toBe(0);
    const gone = await remove('notifications', id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(messages.jobNotFound);

    const waiting = await queues.queue['image-thumbnails'].add('sweep', {}, { delay: 60_000 });
    const refused = await remove('image-thumbnails', String(waiting.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.jobNotFailed);
    expect((await countsOf('image-thumbnails')).delayed).toBe(1);
    await waiting.remove();
    expect((await remove('nada', '1')).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const user = await t.sign(await insertUser(t.db));
    expect((await t.inject({ method: 'GET', url: '/api/admin/jobs/queues' })).statusCode).toBe(401);
    expect((await counts(user)).statusCode).toBe(403);
    expect((await remove('notifications', '1', user)).statusCode).toBe(403);
  });
});

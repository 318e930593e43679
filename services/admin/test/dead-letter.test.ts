import { randomUUID } from 'node:crypto';
import { insertUser } from '@cerca/db-testing';
import { createQueues, type Queues } from '@cerca/queues';
import { failJobForTest } from '@cerca/queues/testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { adminService } from '../src/plugin';

// Issue 11: the dead-letter view — jobs of every queue that failed their last attempt, for admins
// only, and a retry that moves one back to waiting.

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

const listFailed = (query = '', as?: TestCaller) =>
  t.inject({ method: 'GET', url: `/api/admin/jobs/failed${query}` }, as);
const retry = (queue: string, id: string, as?: TestCaller) =>
  t.inject({ method: 'POST', url: `/api/admin/jobs/${queue}/${encodeURIComponent(id)}/retry` }, as);

describe('the dead-letter view', () => {
  it('is for admins only', async () => {
    const user = await insertUser(t.db);
    expect((await listFailed()).statusCode).toBe(401);
    expect((await retry('notifications', 'x')).statusCode).toBe(401);
    for (const caller of [user, await t.sign({ id: user.id, role: 'admin' })]) {
      const list = await listFailed('', caller);
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe('No tienes permiso para acceder a esta página');
      expect((await retry('notifications', 'x', caller)).statusCode).toBe(403);
    }
  });

  it('lists a job that failed its last attempt, not one still retrying, and retries it', async () => {
    const orderId = randomUUID();
    const deadId = await failJobForTest(
      queues,
      'notifications',
      'order-event',
      { kind: 'created', orderId },
      {
        reason: 'recipient does not exist',
      },
    );
    const retryingId = await failJobForTest(
      queues,
      'story-expiry',
      'expire',
      { storyId: randomUUID(), expiresAt: new Date().toISOString() },
      { attempts: 3 },
    );

    const res = await listFailed('', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.next_page).toBeNull();
    expect(body.jobs).toEqual([
      {
        queue: 'notifications',
        name: 'order-event',
        id: deadId,
        data: { kind: 'created', orderId },
        failed_reason: 'recipient does not exist',
        attempts_made: 1,
        finished_on: expect.any(String),
      },
    ]);
    // Ids count per queue: the story job may share the id; it is told apart by its queue.
    expect(
      body.jobs.some(
        (job: { id: string; queue: string }) => job.queue === 'story-expiry' && job.id === retryingId,
      ),
    ).toBe(false);
    expect((await listFailed('?queue=story-expiry', admin)).json().jobs).toEqual([]);

    const retried = await retry('notifications', deadId, admin);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ queue: 'notifications', id: deadId, state: 'waiting' });
    const job = await queues.queue.notifications.getJob(deadId);
    expect(await job!.getState()).toBe('waiting');
    expect(job!.attemptsMade).toBe(0);
    expect((await listFailed('', admin)).json().total).toBe(0);

    // It is no longer a dead letter: a second retry is refused.
    const again = await retry('notifications', deadId, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.jobNotFailed);
    await job!.remove();
  });

  it('pages newest failure first across queues', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 21; index += 1)
      ids.push(
        index % 2
          ? `notifications/${await failJobForTest(queues, 'notifications', 'order-event', { kind: 'created', orderId: randomUUID() })}`
          : `image-thumbnails/${await failJobForTest(queues, 'image-thumbnails', 'sweep', {})}`,
      );
    const first = (await listFailed('', admin)).json();
    expect(first.total).toBe(21);
    expect(first.jobs).toHaveLength(20);
    expect(first.next_page).toBe(2);
    const second = (await listFailed('?page=2', admin)).json();
    expect(second.jobs).toHaveLength(1);
    expect(second.next_page).toBeNull();
    const seen = [...first.jobs, ...second.jobs];
    const keys = seen.map((job: { queue: string; id: string }) => `${job.queue}/${job.id}`);
    expect(new Set(keys)).toEqual(new Set(ids));
    expect(keys).toHaveLength(21);
    const times = seen.map((job: { finished_on: string }) => job.finished_on);
    expect(times).toEqual([...times].sort().reverse());
    expect(keys[0]).toBe(ids[20]);
  });

  it('refuses unknown queues and jobs', async () => {
    const unknownQueue = await listFailed('?queue=nada', admin);
    expect(unknownQueue.statusCode).toBe(404);
    expect(unknownQueue.json().message).toBe(messages.queueNotFound);
    expect((await retry('nada', '1', admin)).statusCode).toBe(404);
    const missing = await retry('notifications', 'no-such-job', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.jobNotFound);
    expect((await listFailed('?page=0', admin)).statusCode).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cerca/db/testing';
import {
  createQueues,
  enqueueNotification,
  type Queues,
  schedulePromotionExpiry,
  scheduleRouteWindow,
} from '@cerca/queues';
import { buildTestApp, type TestApp } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobsService } from '../src/plugin';
import { insertBusiness, insertUser, waitFor } from './helpers';

let tdb: TestDatabase;
let t: TestApp;
let queues: Queues;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'cerca-jobs-svc-'));
  tdb = await createTestDatabase({ seedCatalogue: true });
  const service = createJobsService({ runWorkers: true, storage: createStorage({ storageDir }) });
  t = await buildTestApp([service], tdb.db, { storageDir });
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
});

afterAll(async () => {
  await queues?.close();
  await t?.close();
  await tdb?.drop();
  await rm(storageDir, { recursive: true, force: true });
});

describe('jobs service', () => {
  it('is ready when its workers run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toEqual({ database: 'ok', redis: 'ok', service: 'ok' });
  });

  it('shows queue counts to admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/queues' })).statusCode).toBe(401);
    const user = await t.sign({ id: randomUUID() });
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/queues',
      headers: { authorization: `Bearer ${user}` },
    });
    expect(forbidden.statusCode).toBe(403);
    const admin = await t.sign({ id: randomUUID(), role: 'admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/queues',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.workersRunning).toBe(true);
    expect(body.queues.map((q: { name: string }) => q.name)).toEqual([
      'story-expiry',
      'route-window',
      'promotion-expiry',
      'notifications',
      'image-thumbnails',
    ]);
    // The three 10-minute sweeps wait as delayed repeatable jobs.
    const story = body.queues.find((q: { name: string }) => q.name === 'story-expiry');
    expect(
      story.counts.delayed + story.counts.waiting + story.counts.active + story.counts.completed,
    ).toBeGreaterThan(0);
  });

  it('delivers notifications once, even when enqueued twice', async () => {
    const userId = await insertUser(tdb.db);
    const notificationId = randomUUID();
    await enqueueNotification(queues, {
      notificationId,
      userId,
      type: 'test',
      title: 'Hola',
      body: 'Prueba',
      data: { a: 1 },
    });
    const row = await waitFor(() =>
      tdb.db.selectFrom('notifications').selectAll().where('id', '=', notificationId).executeTakeFirst(),
    );
    expect(row).toMatchObject({ user_id: userId, title: 'Hola', body: 'Prueba', data: { a: 1 } });
    await enqueueNotification(queues, { notificationId, userId, type: 'test', title: 'Hola' });
    const count = await tdb.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('closes a weekend route when its window ends', async () => {
    const city = await tdb.db.selectFrom('cities').select('id').executeTakeFirstOrThrow();
    const route = await tdb.db
      .insertInto('weekend_routes')
      .values({
        title: 'Ruta del mezcal',
        city_id: city.id,
        event_date: new Date(Date.now() - 72 * 3600 * 1000),
        expires_at: new Date(Date.now() + 300),
      })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow();
    await scheduleRouteWindow(queues, { routeId: route.id, expiresAt: route.expires_at });
    await waitFor(async () => {
      const row = await tdb.db
        .selectFrom('weekend_routes')
        .select('active')
        .where('id', '=', route.id)
        .executeTakeFirstOrThrow();
      return row.active === false;
    });
  });

  it('tells the owner once when a promotion expires', async () => {
    const ownerId = await insertUser(tdb.db);
    const businessId = await insertBusiness(tdb.db, ownerId);
    const promotion = await tdb.db
      .insertInto('business_global_messages')
      .values({
        business_id: businessId,
        title: '2x1 en tacos',
        message: 'Solo hoy',
        type: 'promotion',
        expires_at: new Date(Date.now() + 200),
      })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow();
    await schedulePromotionExpiry(queues, { messageId: promotion.id, expiresAt: promotion.expires_at });
    const note = await waitFor(() =>
      tdb.db.selectFrom('notifications').selectAll().where('user_id', '=', ownerId).executeTakeFirst(),
    );
    expect(note).toMatchObject({
      type: 'promotion_expired',
      title: 'Tu promoción expiró',
      body: '2x1 en tacos',
    });
    const sweep = await queues.queue['promotion-expiry'].add('sweep', {});
    await waitFor(async () => (await sweep.getState()) === 'completed');
    const all = await tdb.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', ownerId)
      .execute();
    expect(all).toHaveLength(1);
  });
});

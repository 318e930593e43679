import { randomUUID } from 'node:crypto';
import { insertBusiness, insertUser } from '@cerca/db-testing';
import {
  createQueues,
  enqueueNotification,
  MAIL_SWEEP_EVERY_MS,
  type Queues,
  schedulePromotionExpiry,
  scheduleRouteWindow,
} from '@cerca/queues';
import { useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsService } from '../src/plugin';
import { waitFor } from './helpers';

const t = useServiceTest([jobsService], {
  seedCatalogue: true,
  tempStorage: true,
  provide: () => ({ jobsRun: { runWorkers: true } }),
});
let queues: Queues;

beforeAll(async () => {
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
});

// Runs before the app closes (hooks registered later run first on the way out).
afterAll(async () => {
  await queues?.close();
});

describe('jobs service', () => {
  it('is ready when its workers run', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/jobs/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toEqual({ database: 'ok', redis: 'ok', service: 'ok' });
  });

  it('shows queue counts to admins only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/jobs/queues' })).statusCode).toBe(401);
    const user = await t.sign({ id: randomUUID() });
    const forbidden = await t.inject({ method: 'GET', url: '/api/jobs/queues' }, user);
    expect(forbidden.statusCode).toBe(403);
    // A token that only claims admin is refused: admin comes from the profile.
    const claimed = await t.sign({ id: randomUUID(), role: 'admin' });
    expect((await t.inject({ method: 'GET', url: '/api/jobs/queues' }, claimed)).statusCode).toBe(403);
    const admin = await t.sign(await insertUser(t.db, { role: 'admin' }));
    const res = await t.inject({ method: 'GET', url: '/api/jobs/queues' }, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.workersRunning).toBe(true);
    expect(body.queues.map((q: { name: string }) => q.name)).toEqual([
      'story-expiry',
      'route-window',
      'promotion-expiry',
      'notifications',
      'image-thumbnails',
      'subscription-period-end',
      'order-payments',
      'mail',
      'retention',
    ]);
    // The three 10-minute sweeps wait as delayed repeatable jobs.
    const story = body.queues.find((q: { name: string }) => q.name === 'story-expiry');
    expect(
      story.counts.delayed + story.counts.waiting + story.counts.active + story.counts.completed,
    ).toBeGreaterThan(0);
  });

  it('sweeps the mail outbox every minute and runs the retention purge once a day', async () => {
    expect(await queues.queue.mail.getJobScheduler('sweep')).toMatchObject({ every: MAIL_SWEEP_EVERY_MS });
    expect(await queues.queue.retention.getJobScheduler('purge')).toMatchObject({
      pattern: '30 3 * * *',
      tz: 'America/Mexico_City',
    });
  });

  it('delivers notifications once, even when enqueued twice', async () => {
    const userId = (await insertUser(t.db)).id;
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
      t.db.selectFrom('notifications').selectAll().where('id', '=', notificationId).executeTakeFirst(),
    );
    expect(row).toMatchObject({ user_id: userId, title: 'Hola', body: 'Prueba', data: { a: 1 } });
    await enqueueNotification(queues, { notificationId, userId, type: 'test', title: 'Hola' });
    const count = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('closes a weekend route when its window ends', async () => {
    const city = await t.db.selectFrom('cities').select('id').executeTakeFirstOrThrow();
    const route = await t.db
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
      const row = await t.db
        .selectFrom('weekend_routes')
        .select('active')
        .where('id', '=', route.id)
        .executeTakeFirstOrThrow();
      return row.active === false;
    });
  });

  it('tells the owner once when a promotion expires', async () => {
    const ownerId = (await insertUser(t.db)).id;
    const businessId = (await insertBusiness(t.db, { ownerId })).id;
    const promotion = await t.db
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
      t.db.selectFrom('notifications').selectAll().where('user_id', '=', ownerId).executeTakeFirst(),
    );
    expect(note).toMatchObject({
      type: 'promotion_expired',
      title: 'Tu promoción expiró',
      body: '2x1 en tacos',
    });
    const sweep = await queues.queue['promotion-expiry'].add('sweep', {});
    await waitFor(async () => (await sweep.getState()) === 'completed');
    const all = await t.db.selectFrom('notifications').select('id').where('user_id', '=', ownerId).execute();
    expect(all).toHaveLength(1);
  });
});

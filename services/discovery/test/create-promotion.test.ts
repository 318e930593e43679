import { insertUser } from '@cerca/db-testing';
import { createQueues, promotionExpiryJobId, type Queues } from '@cerca/queues';
import { relayOutboxForTest } from '@cerca/queues/testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { publishingWorld } from './publishing-fixtures';

const t = useServiceTest([discoveryService]);
let world: Awaited<ReturnType<typeof publishingWorld>>;
let queues: Queues;

beforeAll(async () => {
  world = await publishingWorld(t.db);
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
});
afterAll(async () => {
  await queues?.close();
});

const publish = (payload: unknown, as: TestCaller) =>
  t.inject(
    {
      method: 'POST',
      url: `/api/discovery/businesses/${world.business.id}/promotions`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    },
    as,
  );

async function count() {
  const rows = await t.db
    .selectFrom('business_global_messages')
    .select('id')
    .where('business_id', '=', world.business.id)
    .execute();
  return rows.length;
}

const DAY = 24 * 3600 * 1000;

describe('POST /api/discovery/businesses/:id/promotions', () => {
  it('publishes a promotion lasting 30 days by default and schedules its expiry', async () => {
    const response = await publish({ message: '  2x1 en conchas  ' }, world.owner);
    expect(response.statusCode, response.body).toBe(201);
    const { promotion } = response.json();
    expect(promotion).toMatchObject({
      title: 'Promoción',
      message: '2x1 en conchas',
      type: 'promotion',
      is_premium_only: false,
    });
    expect(
      Math.abs(Date.parse(promotion.expires_at) - Date.parse(promotion.created_at) - 30 * DAY),
    ).toBeLessThan(1000);
    // The route recorded its jobs as outbox events; the jobs service's relay would queue them.
    await relayOutboxForTest(t.db, t.config.redisQueueUrl, t.config.redisPrefix);
    const job = await queues.queue['promotion-expiry'].getJob(promotionExpiryJobId(promotion.id));
    expect(await job?.getState()).toBe('delayed');
    const listed = await t.inject({
      method: 'GET',
      url: `/api/discovery/businesses/${world.business.id}/promotions`,
    });
    expect(JSON.stringify(listed.json())).toContain(promotion.id);
  });

  it('keeps a given title, expiry and premium flag', async () => {
    const expiresAt = new Date(Date.now() + 3 * DAY).toISOString();
    const response = await publish(
      { title: 'Buen Fin', message: 'Todo al 20%', expires_at: expiresAt, is_premium_only: true },
      world.owner,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().promotion).toMatchObject({
      title: 'Buen Fin',
      expires_at: expiresAt,
      is_premium_only: true,
    });
  });

  it('refuses a missing message, and an expiry in the past or unreadable', async () => {
    const before = await count();
    for (const payload of [{}, { message: '   ' }, { title: 'Solo título' }]) {
      expectError(
        await publish(payload, world.owner),
        400,
        'missing_fields',
        'Por favor completa todos los campos de la promoción',
      );
    }
    for (const expires_at of [
      new Date(Date.now() - DAY).toISOString(),
      'mañana',
      '2026-02-30',
      '2030-13-01T00:00:00Z',
    ]) {
      expectError(
        await publish({ message: 'Hola', expires_at }, world.owner),
        400,
        'invalid_expiry',
        'La fecha de vencimiento de la promoción debe ser una fecha futura válida.',
      );
    }
    expect(await count()).toBe(before);
  });

  it('refuses visitors and people who may not publish in the business', async () => {
    expectError(
      await publish({ message: 'Hola' }, undefined),
      401,
      'unauthorized',
      'Debes iniciar sesión para publicar',
    );
    expectError(
      await publish({ message: 'Hola' }, await insertUser(t.db)),
      403,
      'forbidden',
      'Solo el dueño del negocio, el socio de su ciudad o un administrador pueden publicar en este negocio.',
    );
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { createStorage } from '@cerca/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../src/index';

let t: TestDatabase;
let storageDir: string;
const now = new Date('2026-11-24T12:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'cerca-seed-subscription-'));
  await seedAll(t.db, { storage: createStorage({ storageDir, env: 'test' }), now });
});
afterAll(async () => {
  await t?.drop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const subscriptions = () =>
  t.db
    .selectFrom('subscriptions')
    .innerJoin('businesses', 'businesses.id', 'subscriptions.business_id')
    .innerJoin('profiles', 'profiles.id', 'subscriptions.user_id')
    .select([
      'businesses.name',
      'profiles.email',
      'subscriptions.provider',
      'subscriptions.plan_key',
      'subscriptions.status',
      'subscriptions.current_period_end',
    ])
    .execute();

describe('demo subscriptions', () => {
  it("puts only the Tortas owner's business on Standard, through the local provider", async () => {
    expect(await subscriptions()).toEqual([
      {
        name: 'Tortas Ahogadas El Güero',
        email: 'tortas.el.guero@demo.cerca.mx',
        provider: 'local',
        plan_key: 'business_standard',
        status: 'active',
        current_period_end: new Date('2026-12-14T12:00:00Z'),
      },
    ]);
  });

  it('moves the period end forward on a re-run, adding nothing', async () => {
    const later = new Date('2026-12-10T12:00:00Z');
    await seedAll(t.db, { storage: createStorage({ storageDir, env: 'test' }), now: later });
    const rows = await subscriptions();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.current_period_end).toEqual(new Date('2026-12-30T12:00:00Z'));
  });
});

import { insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminService } from '../src/plugin';

// /admin → Configuración (spec 02 §2): the admin's account and three stored toggles.

const t = useServiceTest([adminService]);
let admin: TestCaller;
let adminId: string;
let adminEmail: string;

beforeAll(async () => {
  const profile = await insertUser(t.db, { role: 'admin', username: 'ajustes' });
  adminId = profile.id;
  adminEmail = profile.email;
  admin = await t.sign(profile);
});

const get = (as: TestCaller | undefined = admin) =>
  t.inject({ method: 'GET', url: '/api/admin/settings' }, as);
const put = (payload: object, as: TestCaller | undefined = admin) =>
  t.inject({ method: 'PUT', url: '/api/admin/settings', payload }, as);

describe('the Configuración tab', () => {
  it('starts from the defaults with the admin account', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      settings: { email_notifications: true, manual_business_approval: false, maintenance_mode: false },
      account: {
        id: adminId,
        username: 'ajustes',
        full_name: null,
        email: adminEmail,
        avatar_url: null,
        created_at: expect.any(String),
      },
    });
  });

  it('stores the toggles in app_settings, reads them back and audits what changed', async () => {
    const next = { email_notifications: false, manual_business_approval: true, maintenance_mode: false };
    const saved = await put(next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual(next);
    expect((await get()).json().settings).toEqual(next);
    const rows = await t.db
      .selectFrom('app_settings')
      .select(['key', 'value', 'updated_by'])
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'admin.email_notifications', value: false, updated_by: adminId },
      { key: 'admin.maintenance_mode', value: false, updated_by: adminId },
      { key: 'admin.manual_business_approval', value: true, updated_by: adminId },
    ]);
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.update')
      .execute();
    expect(entries).toMatchObject([
      {
        actor_id: adminId,
        actor_label: 'ajustes',
        city_id: null,
        target_type: 'settings',
        details: { changed: { email_notifications: false, manual_business_approval: true }, settings: next },
      },
    ]);
  });

  it('refuses a partial or mistyped body and non-admins', async () => {
    expect((await put({ email_notifications: true })).statusCode).toBe(400);
    expect(
      (await put({ email_notifications: 'sí', manual_business_approval: true, maintenance_mode: false }))
        .statusCode,
    ).toBe(400);
    const user = await t.sign(await insertUser(t.db));
    expect((await get(user)).statusCode).toBe(403);
    expect(
      (await put({ email_notifications: true, manual_business_approval: true, maintenance_mode: true }, user))
        .statusCode,
    ).toBe(403);
  });
});

import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { waitingAuthMailJobs } from '@cerca/queues/testing';
import { multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';
import { auditOf, PNG } from './city-drivers-fixtures';

// Spec 02 §5 Add driver: "An existing user with that email gets their information updated", so an
// e-mail with no account gets one, in the same transaction as the driver row and the audit entry,
// and auth is asked to mail the person a link to set their password (an 'invite' job).

const t = useServiceTest([partnerService], { tempStorage: true });
const storage = () => createStorage({ storageDir: t.config.storageDir, env: 'test' });

let cityId: string;
let partner: TestUser;

beforeAll(async () => {
  cityId = (await insertCity(t.db, { name: `Invita ${randomUUID().slice(0, 8)}` })).id;
  partner = await insertUser(t.db, { role: 'city_partner', managedCityId: cityId, username: 'socia.invita' });
});

const ID = { field: 'identification', name: 'ine.png', content: PNG, type: 'image/png' };

async function add(fields: Record<string, string>, as: TestCaller) {
  const body = await multipart(fields, [ID], { field: 'identification', type: 'image/png' });
  return t.inject({ method: 'POST', url: `/api/partner/cities/${cityId}/drivers`, ...body }, as);
}

const newEmail = (local: string) => `${local}.${randomUUID().slice(0, 8)}@Example.com`;

function accountsOf(email: string) {
  return t.db
    .selectFrom('auth.users')
    .select(['id', 'email', 'encrypted_password', 'email_confirmed_at', 'raw_user_meta_data'])
    .where('email', '=', email.toLowerCase())
    .execute();
}

describe('POST /api/partner/cities/:cityId/drivers with an e-mail that has no account', () => {
  it('creates the account, its profile, the driver and the audit entry, then queues the invitation', async () => {
    const email = newEmail('Rosa.María');
    const response = await add(
      { email: ` ${email} `, full_name: 'Rosa María López', phone: '3311122233', vehicle_type: 'bici' },
      partner,
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      created: true,
      account_created: true,
      invitation_sent: true,
      driver: {
        phone: '3311122233',
        vehicle_type: 'bici',
        status: 'approved',
        is_available: false,
        has_identification: true,
        profile: { full_name: 'Rosa María López', email: email.toLowerCase(), avatar_url: null },
      },
    });
    const id: string = body.driver.id;

    // Sign-up's rule: the e-mail's local part, accents dropped, lower-case.
    expect(body.driver.profile.username).toBe(`rosa.maria.${email.split('.')[2]!.split('@')[0]}`);
    const [account] = await accountsOf(email);
    expect(account).toMatchObject({
      id,
      email: email.toLowerCase(),
      encrypted_password: null,
      email_confirmed_at: null,
      raw_user_meta_data: { user_type: 'user' },
    });
    const profile = await t.db
      .selectFrom('profiles')
      .select(['username', 'full_name', 'phone', 'role', 'user_type'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({
      username: body.driver.profile.username,
      full_name: 'Rosa María López',
      phone: '3311122233',
      role: 'user',
      user_type: 'user',
    });
    expect(await storage().driver.exists('driver-ids', `${id}.png`)).toBe(true);
    expect(await auditOf(t.db, 'driver.add', id)).toEqual([
      {
        actor_id: partner.id,
        actor_label: 'socia.invita',
        action: 'driver.add',
        city_id: cityId,
        target_type: 'driver',
        target_id: id,
        target_label: body.driver.profile.username,
        details: { email: email.toLowerCase(), created: true, account_created: true, vehicle_type: 'bici' },
      },
    ]);
    const jobs = await waitingAuthMailJobs(t.config.redisUrl, t.config.redisPrefix);
    expect(jobs.filter((job) => job.email === email.toLowerCase())).toEqual([
      { email: email.toLowerCase(), redirectTo: `${t.config.publicUrl}/driver-dashboard`, kind: 'invite' },
    ]);
  });

  it('numbers the username like sign-up when the base is taken', async () => {
    const base = `ana${randomUUID().slice(0, 6).replace(/-/g, '')}`;
    await insertUser(t.db, { username: base });
    const response = await add(
      { email: `${base}@example.com`, full_name: 'Ana Ruiz', phone: '3300000001' },
      partner,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().driver.profile.username).toBe(`${base}1`);
  });

  it('leaves no account behind when a step of the transaction fails', async () => {
    // The ID cannot be stored (its bucket is a file), after the account, driver and audit inserts.
    const bucket = path.join(t.config.storageDir, 'driver-ids');
    const aside = `${bucket}.aside`;
    await rename(bucket, aside).catch(() => {});
    await writeFile(bucket, 'not a directory');
    const email = newEmail('fallida');
    try {
      const response = await add({ email, full_name: 'Fallida', phone: '3300000002' }, partner);
      expect(response.statusCode).toBe(500);
    } finally {
      await rm(bucket, { force: true });
      await rename(aside, bucket).catch(() => {});
    }
    expect(await accountsOf(email)).toEqual([]);
    expect(
      await t.db.selectFrom('profiles').select('id').where('email', '=', email.toLowerCase()).execute(),
    ).toEqual([]);
    const jobs = await waitingAuthMailJobs(t.config.redisUrl, t.config.redisPrefix);
    expect(jobs.filter((job) => job.email === email.toLowerCase())).toEqual([]);

    // Nothing is left half-made: the same form then succeeds.
    const again = await add({ email, full_name: 'Fallida', phone: '3300000002' }, partner);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ account_created: true, invitation_sent: true });
  });

  it('refuses a bad ID image before creating anything', async () => {
    const email = newEmail('sin.ine');
    const body = await multipart(
      { email, full_name: 'Sin INE', phone: '3300000003' },
      [
        {
          field: 'identification',
          name: 'ine.png',
          content: Buffer.from('no es una imagen'),
          type: 'image/png',
        },
      ],
      { field: 'identification', type: 'image/png' },
    );
    const response = await t.inject(
      { method: 'POST', url: `/api/partner/cities/${cityId}/drivers`, ...body },
      partner,
    );
    expect(response.json()).toEqual(
      expect.objectContaining({ statusCode: 415, message: 'Por favor selecciona una imagen válida' }),
    );
    expect(await accountsOf(email)).toEqual([]);
  });
});

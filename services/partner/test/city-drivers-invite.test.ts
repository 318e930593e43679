import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { auditOf, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import {
  createQueues,
  driverInvitationExpiryJobId,
  driverInvitationMailJobId,
  type Queues,
} from '@cerca/queues';
import { relayOutboxForTest } from '@cerca/queues/testing';
import { multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';
import { insertCityDriver, JPEG, PNG } from './city-drivers-fixtures';

// Issue 21 (DESIGN §10): adding a driver by e-mail invites the person. Nothing about them changes
// until they accept; the answer is the same whoever the address belongs to; no account is made.

const t = useServiceTest([partnerService], { tempStorage: true });
const storage = () => createStorage({ storageDir: t.config.storageDir, env: 'test' });

let cityId: string;
let otherCityId: string;
let partner: TestUser;
let otherPartner: TestUser;
let queues: Queues;

beforeAll(async () => {
  cityId = (await insertCity(t.db, { name: `Invita ${randomUUID().slice(0, 8)}` })).id;
  otherCityId = (await insertCity(t.db, { name: `Otra ${randomUUID().slice(0, 8)}` })).id;
  partner = await insertUser(t.db, { role: 'city_partner', managedCityId: cityId, username: 'socia.invita' });
  otherPartner = await insertUser(t.db, { role: 'city_partner', managedCityId: otherCityId });
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
});
afterAll(async () => {
  await queues?.close();
});

type File = { field: string; name: string; content: Buffer; type?: string };
const ID: File = { field: 'identification', name: 'ine.png', content: PNG, type: 'image/png' };

async function add(fields: Record<string, string>, as?: TestCaller, files: File[] = [ID], city = cityId) {
  const body = await multipart(fields, files, { field: 'identification', type: 'image/png' });
  return t.inject({ method: 'POST', url: `/api/partner/cities/${city}/drivers`, ...body }, as);
}

const newEmail = (local: string) => `${local}.${randomUUID().slice(0, 8)}@Example.com`;
const form = (email: string) => ({
  email: ` ${email} `,
  full_name: ' Rosa María López ',
  phone: ' 3311122233 ',
  vehicle_type: 'bici',
});

/** The answer with what differs per invitation (its id, its times, the address) blanked. */
const shapeOf = (response: { statusCode: number; json: () => unknown }) => {
  const body = response.json() as { invitation: Record<string, unknown> };
  return {
    status: response.statusCode,
    body: { invitation: { ...body.invitation, id: 'ID', email: 'EMAIL', created_at: 'T', expires_at: 'T' } },
  };
};

const invitationRow = (id: string) =>
  t.db.selectFrom('driver_invitations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** The ids of the invitations to the address, in any city and state. */
const invitationsTo = (email: string) =>
  t.db.selectFrom('driver_invitations').select('id').where('email', '=', email.toLowerCase()).execute();

const profileOf = (id: string) =>
  t.db
    .selectFrom('profiles')
    .select(['full_name', 'phone', 'avatar_url'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const refusal = (statusCode: number, code: string, message: string) =>
  expect.objectContaining({ statusCode, code, message });

describe('POST /api/partner/cities/:cityId/drivers invites', () => {
  it('keeps what was typed in a pending invitation, stores the ID under its key, queues its jobs', async () => {
    const email = newEmail('Rosa.María');
    const before = Date.now();
    const response = await add(form(email), partner);
    expect(response.statusCode, response.body).toBe(202);
    const { invitation } = response.json();
    expect(invitation).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      full_name: 'Rosa María López',
      phone: '3311122233',
      vehicle_type: 'bici',
      has_identification: true,
      created_at: expect.any(String),
      expires_at: expect.any(String),
    });
    const days = (Date.parse(invitation.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);

    const row = await invitationRow(invitation.id);
    expect(row).toMatchObject({
      city_id: cityId,
      email: email.toLowerCase(),
      status: 'pending',
      invited_by: partner.id,
      identification_key: `invitations/${invitation.id}.png`,
      token_hash: null,
      mailed_at: null,
      accepted_by: null,
      closed_at: null,
    });
    expect(await storage().driver.exists('driver-ids', `invitations/${invitation.id}.png`)).toBe(true);
    // No account is made for an unknown address.
    expect(
      await t.db.selectFrom('auth.users').select('id').where('email', '=', email.toLowerCase()).execute(),
    ).toEqual([]);
    expect(await auditOf(t.db, 'driver.invite', invitation.id)).toEqual([
      {
        actor_id: partner.id,
        actor_label: 'socia.invita',
        action: 'driver.invite',
        city_id: cityId,
        target_type: 'driver_invitation',
        target_id: invitation.id,
        target_label: email.toLowerCase(),
        details: { email: email.toLowerCase(), vehicle_type: 'bici', refreshed: false },
      },
    ]);
    // The invitation recorded its jobs as an outbox event; the jobs service's relay queues them.
    await relayOutboxForTest(t.db, t.config.redisQueueUrl, t.config.redisPrefix);
    const mailJob = await queues.queue.notifications.getJob(driverInvitationMailJobId(invitation.id));
    expect(mailJob?.name).toBe('driver-invitation-mail');
    expect(mailJob?.data).toEqual({ invitationId: invitation.id });
    const expiryJob = await queues.queue.notifications.getJob(driverInvitationExpiryJobId(invitation.id));
    expect(await expiryJob?.getState()).toBe('delayed');
    expect(expiryJob!.timestamp + expiryJob!.delay).toBeCloseTo(Date.parse(invitation.expires_at), -4);
  });

  it('answers alike for an unknown address, an account, a driver here and a driver elsewhere, changing none', async () => {
    const account = await insertUser(t.db, { email: newEmail('cuenta').toLowerCase() });
    await t.db
      .updateTable('profiles')
      .set({ full_name: 'Nombre Propio', phone: '5550001111', avatar_url: '/mi-foto.png' })
      .where('id', '=', account.id)
      .execute();
    const driverHere = await insertCityDriver(t.db, {
      zoneId: cityId,
      email: newEmail('aqui').toLowerCase(),
    });
    const driverElsewhere = await insertCityDriver(t.db, {
      zoneId: otherCityId,
      email: newEmail('alla').toLowerCase(),
    });
    const answers = [];
    for (const email of [newEmail('nadie'), account.email, driverHere.email, driverElsewhere.email]) {
      answers.push(shapeOf(await add(form(email.toUpperCase()), partner)));
    }
    expect(answers[0]).toEqual({
      status: 202,
      body: {
        invitation: {
          id: 'ID',
          email: 'EMAIL',
          full_name: 'Rosa María López',
          phone: '3311122233',
          vehicle_type: 'bici',
          has_identification: true,
          created_at: 'T',
          expires_at: 'T',
        },
      },
    });
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);

    expect(await profileOf(account.id)).toEqual({
      full_name: 'Nombre Propio',
      phone: '5550001111',
      avatar_url: '/mi-foto.png',
    });
    expect(await t.db.selectFrom('drivers').select('id').where('id', '=', account.id).execute()).toEqual([]);
    const drivers = await t.db
      .selectFrom('drivers')
      .select(['id', 'zone_id', 'phone', 'vehicle_type'])
      .where('id', 'in', [driverHere.id, driverElsewhere.id])
      .orderBy('zone_id')
      .execute();
    expect(drivers).toEqual(
      expect.arrayContaining([
        { id: driverHere.id, zone_id: cityId, phone: '3312345678', vehicle_type: 'moto' },
        { id: driverElsewhere.id, zone_id: otherCityId, phone: '3312345678', vehicle_type: 'moto' },
      ]),
    );
  });

  it('refreshes the pending invitation of the same address, replacing its document', async () => {
    const email = newEmail('otra.vez');
    const first = (await add(form(email), partner)).json().invitation;
    const again = await add(
      { email, full_name: 'Otro Nombre', phone: '3300000009', vehicle_type: 'auto' },
      partner,
      [{ field: 'identification', name: 'ine.jpg', content: JPEG, type: 'image/jpeg' }],
    );
    expect(again.statusCode).toBe(202);
    expect(again.json().invitation).toMatchObject({
      id: first.id,
      full_name: 'Otro Nombre',
      phone: '3300000009',
      vehicle_type: 'auto',
    });
    expect(await invitationsTo(email)).toEqual([{ id: first.id }]);
    expect(await storage().driver.exists('driver-ids', `invitations/${first.id}.jpg`)).toBe(true);
    expect(await storage().driver.exists('driver-ids', `invitations/${first.id}.png`)).toBe(false);
    const audit = await auditOf(t.db, 'driver.invite', first.id);
    expect(audit.map((entry) => (entry.details as { refreshed: boolean }).refreshed)).toEqual([false, true]);
  });

  it('lets an expired pending invitation lapse and makes a new one', async () => {
    const email = newEmail('vencida');
    const first = (await add(form(email), partner)).json().invitation;
    await t.db
      .updateTable('driver_invitations')
      .set({ created_at: new Date(Date.now() - 20 * 86_400_000), expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', first.id)
      .execute();
    const second = (await add(form(email), partner)).json().invitation;
    expect(second.id).not.toBe(first.id);
    expect(await invitationRow(first.id)).toMatchObject({ status: 'expired', closed_at: expect.any(Date) });
    expect(await storage().driver.exists('driver-ids', `invitations/${first.id}.png`)).toBe(false);
  });

  it('checks the form before writing anything (spec 02 §5), and no avatar is stored', async () => {
    const email = newEmail('revisada');
    for (const missing of ['email', 'full_name', 'phone'] as const) {
      expect((await add({ ...form(email), [missing]: '   ' }, partner)).json()).toEqual(
        refusal(400, 'fields_required', 'Por favor completa todos los campos obligatorios'),
      );
    }
    expect((await add(form(email), partner, [])).json()).toEqual(
      refusal(400, 'identification_required', 'Por favor sube una identificación oficial'),
    );
    expect(
      (
        await add(form(email), partner, [
          { field: 'identification', name: 'ine.png', content: Buffer.from('no es imagen') },
        ])
      ).json(),
    ).toEqual(refusal(415, 'invalid_file_type', 'Por favor selecciona una imagen válida'));
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await add(form(email), partner, [{ ...ID, content: huge }])).json()).toEqual(
      refusal(413, 'file_too_large', 'La imagen es demasiado grande. Máximo 5MB.'),
    );
    expect((await add({ ...form(email), vehicle_type: 'avion' }, partner)).json()).toEqual(
      refusal(400, 'invalid_vehicle_type', 'Por favor selecciona un tipo de vehículo válido'),
    );
    expect((await add({ ...form(email), email: 'sin-arroba' }, partner)).json()).toEqual(
      refusal(400, 'invalid_email', 'Por favor ingresa un correo electrónico válido.'),
    );
    expect(await invitationsTo(email)).toEqual([]);

    // An avatar sent along (an old page) is dropped: the invitation never touches pictures.
    const withAvatar = await add(form(email), partner, [
      ID,
      { field: 'avatar', name: 'cara.jpg', content: JPEG, type: 'image/jpeg' },
    ]);
    expect(withAvatar.statusCode).toBe(202);
    expect(await storage().driver.list('avatars')).toEqual([]);
  });

  it('refuses visitors (401), other partners, drivers and users (403)', async () => {
    const person = await insertUser(t.db);
    const email = newEmail('ajena');
    expect((await add(form(email))).statusCode).toBe(401);
    const driver = await insertCityDriver(t.db, { zoneId: cityId });
    for (const caller of [otherPartner, driver, person]) {
      expect((await add(form(email), caller)).json()).toEqual(
        refusal(403, 'forbidden', 'No tienes permiso para acceder a esta página'),
      );
    }
    const admin = await insertUser(t.db, { role: 'admin' });
    expect((await add(form(email), admin)).statusCode).toBe(202);
  });

  it('answers a unique violation of two simultaneous invitations as a conflict, never a 500', async () => {
    const email = newEmail('doble');
    const [a, b] = await Promise.all([add(form(email), partner), add(form(email), partner)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect([
      [202, 202],
      [202, 409],
    ]).toContainEqual(statuses);
    for (const response of [a, b].filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual(
        refusal(409, 'driver_add_conflict', 'Error al registrar el repartidor'),
      );
    }
  });
});

describe('GET and DELETE /api/partner/cities/:cityId/driver-invitations', () => {
  const list = (as?: TestCaller, city = cityId) =>
    t.inject({ method: 'GET', url: `/api/partner/cities/${city}/driver-invitations` }, as);
  const revoke = (id: string, as?: TestCaller, city = cityId) =>
    t.inject({ method: 'DELETE', url: `/api/partner/cities/${city}/driver-invitations/${id}` }, as);

  it('lists the pending ones, newest first, and revokes one with its document', async () => {
    const email = newEmail('listada');
    const invitation = (await add(form(email), partner)).json().invitation;
    const listed = await list(partner);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().invitations[0]).toEqual(invitation);

    expect((await revoke(invitation.id, otherPartner)).statusCode).toBe(403);
    expect((await revoke(invitation.id)).statusCode).toBe(401);
    const revoked = await revoke(invitation.id, partner);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ id: invitation.id });
    expect(await invitationRow(invitation.id)).toMatchObject({ status: 'revoked' });
    expect(await storage().driver.exists('driver-ids', `invitations/${invitation.id}.png`)).toBe(false);
    expect((await list(partner)).json().invitations.map((i: { id: string }) => i.id)).not.toContain(
      invitation.id,
    );
    expect(await auditOf(t.db, 'driver.invitation.revoked', invitation.id)).toMatchObject([
      { actor_id: partner.id, city_id: cityId, target_label: email.toLowerCase() },
    ]);
    for (const id of [invitation.id, randomUUID(), 'no-es-un-id']) {
      expect((await revoke(id, partner)).json()).toEqual(
        refusal(404, 'invitation_not_found', 'Invitación no encontrada'),
      );
    }
  });

  it('shows a city only its own invitations; others are refused', async () => {
    expect((await list(otherPartner)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
    expect((await list(otherPartner, otherCityId)).json().invitations).toEqual([]);
  });
});

describe('when the ID cannot be stored', () => {
  it('leaves no invitation behind', async () => {
    const bucket = path.join(t.config.storageDir, 'driver-ids', 'invitations');
    const aside = `${bucket}.aside`;
    await rename(bucket, aside).catch(() => {});
    await writeFile(bucket, 'not a directory');
    const email = newEmail('fallida');
    try {
      expect((await add(form(email), partner)).statusCode).toBe(500);
    } finally {
      await rm(bucket, { force: true });
      await rename(aside, bucket).catch(() => {});
    }
    expect(await invitationsTo(email)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { auditOf, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { driverService } from '../src/plugin';
import { insertDriver } from './fixtures';
import { insertInvitation } from './invitation-fixtures';

// Issue 21: the invited person answers a partner's invitation, signed in with the invited address
// (proven, or shown by the mail's secret). Nothing about them changes before they accept.

const t = useServiceTest([driverService], { tempStorage: true });
const storage = () => createStorage({ storageDir: t.config.storageDir, env: 'test' });

let cityId: string;
let otherCityId: string;

beforeAll(async () => {
  cityId = (await insertCity(t.db, { name: `Invitada ${randomUUID().slice(0, 8)}`, state: 'Jalisco' })).id;
  otherCityId = (await insertCity(t.db, { name: `Lejana ${randomUUID().slice(0, 8)}` })).id;
});

const newEmail = () => `persona.${randomUUID().slice(0, 8)}@example.com`;

/** A person whose address is proven (a mailed link was followed), unless told. */
const person = (proven = true) => insertUser(t.db, { email: newEmail(), provenEmail: proven });

const invite = (to: TestUser | string, options: Partial<Parameters<typeof insertInvitation>[2]> = {}) =>
  insertInvitation(t.db, storage(), {
    cityId,
    email: typeof to === 'string' ? to : to.email,
    ...options,
  });

const withToken = (token?: string) => (token ? { 'x-invitation-token': token } : {});

const list = (as?: TestCaller, token?: string) =>
  t.inject({ method: 'GET', url: '/api/driver/invitations', headers: withToken(token) }, as);
const answer = (id: string, what: 'accept' | 'decline', as?: TestCaller, token?: string) =>
  t.inject({ method: 'POST', url: `/api/driver/invitations/${id}/${what}`, headers: withToken(token) }, as);

const refusal = (statusCode: number, code: string, message: string) =>
  expect.objectContaining({ statusCode, code, message });
const notFound = refusal(404, 'invitation_not_found', 'Invitación no encontrada');

const invitationOf = (id: string) =>
  t.db
    .selectFrom('driver_invitations')
    .select(['status', 'accepted_by', 'closed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const driverRow = (id: string) =>
  t.db
    .selectFrom('drivers')
    .select(['zone_id', 'phone', 'vehicle_type', 'status', 'is_available', 'identification_url'])
    .where('id', '=', id)
    .executeTakeFirst();
const profileOf = (id: string) =>
  t.db
    .selectFrom('profiles')
    .select(['full_name', 'phone', 'avatar_url'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
describe('GET /api/driver/invitations', () => {
  it('lists pending invitations to the proven address, with the city', async () => {
    const me = await person();
    const { id } = await invite(me, { fullName: 'Rosa Tecleada', phone: '3311122233', vehicle: 'auto' });
    await invite(me, { status: 'declined' });
    await invite(me, { cityId: otherCityId, expiresInDays: -1 });
    const response = await list(me);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      invitations: [
        {
          id,
          city: { id: cityId, name: expect.stringMatching(/^Invitada /), state: 'Jalisco' },
          full_name: 'Rosa Tecleada',
          phone: '3311122233',
          vehicle_type: 'auto',
          created_at: expect.any(String),
          expires_at: expect.any(String),
        },
      ],
    });
  });

  it('shows an unproven address only the invitation whose mailed secret it carries', async () => {
    const me = await person(false);
    const first = await invite(me);
    const second = await invite(me, { cityId: otherCityId });
    expect((await list(me)).json()).toEqual({ invitations: [] });
    expect((await list(me, 'x'.repeat(43))).json()).toEqual({ invitations: [] });
    const listed = (await list(me, first.token)).json().invitations;
    expect(listed.map((invitation: { id: string }) => invitation.id)).toEqual([first.id]);
    expect(second.id).not.toBe(first.id);
  });

  it('never lists an invitation addressed to someone else, even with its secret', async () => {
    const addressee = await person();
    const { token } = await invite(addressee);
    const stranger = await person();
    expect((await list(stranger, token)).json()).toEqual({ invitations: [] });
    expect((await list()).statusCode).toBe(401);
  });
});

describe('POST /api/driver/invitations/:id/accept', () => {
  it('makes the addressee a driver of the city with the invitation’s details and ID', async () => {
    const me = await person();
    // Their own name stays; the empty phone is filled with the invitation's.
    await t.db
      .updateTable('profiles')
      .set({ full_name: 'Mi Propio Nombre', phone: null, avatar_url: '/mia.png' })
      .where('id', '=', me.id)
      .execute();
    const { id, key } = await invite(me, {
      fullName: 'Nombre Tecleado',
      phone: '3311122233',
      vehicle: 'auto',
    });
    const response = await answer(id, 'accept', me);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().driver).toMatchObject({
      id: me.id,
      zone_id: cityId,
      phone: '3311122233',
      vehicle_type: 'auto',
      status: 'approved',
      is_available: false,
      has_identification: true,
      profile: { full_name: 'Mi Propio Nombre', avatar_url: '/mia.png' },
    });
    expect(await driverRow(me.id)).toEqual({
      zone_id: cityId,
      phone: '3311122233',
      vehicle_type: 'auto',
      status: 'approved',
      is_available: false,
      identification_url: `${me.id}.png`,
    });
    expect(await profileOf(me.id)).toEqual({
      full_name: 'Mi Propio Nombre',
      phone: '3311122233',
      avatar_url: '/mia.png',
    });
    expect(await storage().driver.exists('driver-ids', `${me.id}.png`)).toBe(true);
    expect(await storage().driver.exists('driver-ids', key)).toBe(false);
    expect(await invitationOf(id)).toEqual({
      status: 'accepted',
      accepted_by: me.id,
      closed_at: expect.any(Date),
    });
    expect(await auditOf(t.db, 'driver.invitation.accepted', me.id)).toEqual([
      {
        actor_id: me.id,
        actor_label: me.username,
        action: 'driver.invitation.accepted',
        city_id: cityId,
        target_type: 'driver',
        target_id: me.id,
        target_label: me.username,
        details: { invitation_id: id, email: me.email, vehicle_type: 'auto' },
      },
    ]);
  });

  it('fills an empty name from the invitation', async () => {
    const me = await person();
    const { id } = await invite(me, { fullName: 'Nombre Tecleado' });
    expect((await answer(id, 'accept', me)).statusCode).toBe(200);
    expect((await profileOf(me.id)).full_name).toBe('Nombre Tecleado');
  });

  it('answers 404 to anybody else, proven or not, with or without the secret, changing nothing', async () => {
    const addressee = await person();
    const { id, token, key } = await invite(addressee);
    const stranger = await person();
    const admin = await insertUser(t.db, { role: 'admin', provenEmail: true });
    for (const [caller, secret] of [
      [stranger, undefined],
      [stranger, token],
      [admin, token],
    ] as const) {
      expect((await answer(id, 'accept', caller, secret)).json()).toEqual(notFound);
      expect((await answer(id, 'decline', caller, secret)).json()).toEqual(notFound);
    }
    for (const bad of [randomUUID(), 'no-es-un-id']) {
      expect((await answer(bad, 'accept', addressee)).json()).toEqual(notFound);
    }
    expect((await answer(id, 'accept')).statusCode).toBe(401);
    expect(await driverRow(stranger.id)).toBeUndefined();
    expect(await driverRow(admin.id)).toBeUndefined();
    expect(await invitationOf(id)).toMatchObject({ status: 'pending' });
    expect(await storage().driver.exists('driver-ids', key)).toBe(true);
  });

  it('lets an unproven address accept only with the mail’s secret', async () => {
    const me = await person(false);
    const { id, token } = await invite(me);
    expect((await answer(id, 'accept', me)).json()).toEqual(notFound);
    expect((await answer(id, 'accept', me, 'y'.repeat(43))).json()).toEqual(notFound);
    expect((await answer(id, 'accept', me, token)).statusCode).toBe(200);
  });

  it('refuses an expired, declined or revoked invitation', async () => {
    const me = await person();
    const expired = await invite(me, { expiresInDays: -1 });
    expect((await answer(expired.id, 'accept', me)).json()).toEqual(
      refusal(
        409,
        'invitation_expired',
        'Esta invitación venció. Pide al equipo de tu ciudad que te invite de nuevo.',
      ),
    );
    for (const status of ['declined', 'revoked', 'accepted'] as const) {
      const closed = await invite(me, { status });
      expect((await answer(closed.id, 'accept', me)).json()).toEqual(
        refusal(409, 'invitation_closed', 'Esta invitación ya no está disponible.'),
      );
    }
    expect(await driverRow(me.id)).toBeUndefined();
  });

  it('refuses a driver of another city (the zone never changes), and one of this city', async () => {
    const elsewhere = await insertDriver(t.db, { zoneId: otherCityId });
    await t.db
      .updateTable('auth.users')
      .set({ raw_app_meta_data: { proven_email: elsewhere.email.toLowerCase() } })
      .where('id', '=', elsewhere.id)
      .execute();
    const { id, key } = await invite(elsewhere);
    expect((await answer(id, 'accept', elsewhere)).json()).toEqual(
      refusal(
        409,
        'driver_other_city',
        'Ya eres repartidor en otra ciudad. La zona de trabajo no se puede cambiar.',
      ),
    );
    expect(await driverRow(elsewhere.id)).toMatchObject({ zone_id: otherCityId, vehicle_type: 'moto' });
    expect(await invitationOf(id)).toMatchObject({ status: 'pending' });
    expect(await storage().driver.exists('driver-ids', key)).toBe(true);

    const here = await insertDriver(t.db, { zoneId: cityId });
    const mine = await invite(here);
    await t.db
      .updateTable('auth.users')
      .set({ raw_app_meta_data: { proven_email: here.email.toLowerCase() } })
      .where('id', '=', here.id)
      .execute();
    expect((await answer(mine.id, 'accept', here)).json()).toEqual(
      refusal(409, 'already_driver', 'Ya eres repartidor en esta ciudad.'),
    );
  });

  it('lets exactly one of two simultaneous accepts win', async () => {
    const me = await person();
    const { id } = await invite(me);
    const responses = await Promise.all([answer(id, 'accept', me), answer(id, 'accept', me)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual(
      refusal(409, 'invitation_closed', 'Esta invitación ya no está disponible.'),
    );
    expect(await auditOf(t.db, 'driver.invitation.accepted', me.id)).toHaveLength(1);
  });

  it('lets one of two invitations to different cities win when accepted at once', async () => {
    const me = await person();
    const here = await invite(me);
    const there = await invite(me, { cityId: otherCityId });
    const responses = await Promise.all([answer(here.id, 'accept', me), answer(there.id, 'accept', me)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.findIndex((r) => r.statusCode === 200);
    expect((await driverRow(me.id))?.zone_id).toBe(winner === 0 ? cityId : otherCityId);
    const statuses = [(await invitationOf(here.id)).status, (await invitationOf(there.id)).status].sort();
    expect(statuses).toEqual(['accepted', 'pending']);
  });
});

describe('POST /api/driver/invitations/:id/decline', () => {
  it('closes the invitation and removes its document; nothing about the person changes', async () => {
    const me = await person();
    const { id, key } = await invite(me);
    const response = await answer(id, 'decline', me);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id });
    expect(await invitationOf(id)).toMatchObject({ status: 'declined', accepted_by: null });
    expect(await storage().driver.exists('driver-ids', key)).toBe(false);
    expect(await driverRow(me.id)).toBeUndefined();
    expect(await profileOf(me.id)).toEqual({ full_name: null, phone: null, avatar_url: null });
    expect(await auditOf(t.db, 'driver.invitation.declined', id)).toEqual([
      {
        actor_id: me.id,
        actor_label: me.username,
        action: 'driver.invitation.declined',
        city_id: cityId,
        target_type: 'driver_invitation',
        target_id: id,
        target_label: me.email,
        details: { email: me.email },
      },
    ]);
    expect((await answer(id, 'accept', me)).json()).toEqual(
      refusal(409, 'invitation_closed', 'Esta invitación ya no está disponible.'),
    );
    expect((await list(me)).json()).toEqual({ invitations: [] });
  });
});

import { randomUUID } from 'node:crypto';
import { insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';

const t = useServiceTest([partnerService], { config: { adminEmails: ['jefa@cerca.mx'] } });
let oaxaca: { id: string };
let puebla: { id: string };

beforeAll(async () => {
  oaxaca = await insertCity(t.db, { name: 'Oaxaca de Juárez' });
  puebla = await insertCity(t.db, { name: 'Puebla' });
});

const access = (cityId: string, as?: TestCaller) =>
  t.inject({ method: 'GET', url: `/api/partner/cities/${cityId}/access` }, as);

const FORBIDDEN = {
  statusCode: 403,
  code: 'forbidden',
  error: 'Forbidden',
  message: 'No tienes permiso para acceder a esta página',
};

describe('GET /api/partner/cities/:cityId/access', () => {
  it('answers 401 to visitors', async () => {
    const response = await access(oaxaca.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'unauthorized',
      message: 'Debes iniciar sesión para continuar.',
    });
  });

  it('lets the city partner manage their own city', async () => {
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: oaxaca.id });
    const response = await access(oaxaca.id, partner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      canManage: true,
      city: {
        id: oaxaca.id,
        name: 'Oaxaca de Juárez',
        state: 'Oaxaca',
        country_id: expect.any(String),
        latitude: 17.06,
        longitude: -96.72,
        time_zone: 'America/Mexico_City',
        country: {
          id: expect.any(String),
          name: expect.any(String),
          flag_url: '/storage/v1/object/public/catalogue/flags/mx.webp',
        },
      },
    });
  });

  it('refuses a partner another city, and a plain user any city, with the Spanish permission error', async () => {
    // A city has one partner (unique index): this one runs a city of its own.
    const tlaxcala = await insertCity(t.db, { name: 'Tlaxcala' });
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: tlaxcala.id });
    const user = await insertUser(t.db);
    for (const response of [await access(puebla.id, partner), await access(oaxaca.id, user)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });

  it('trusts the database, not the token: forged or stale claims are refused', async () => {
    const user = await insertUser(t.db);
    const forged = await t.sign({ id: user.id, role: 'city_partner', managedCityId: oaxaca.id });
    expect((await access(oaxaca.id, forged)).json()).toEqual(FORBIDDEN);
    const forgedAdmin = await t.sign({ id: user.id, role: 'admin' });
    expect((await access(oaxaca.id, forgedAdmin)).statusCode).toBe(403);
  });

  it('lets admins (by role or configured e-mail) open any city', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const owner = await insertUser(t.db, { email: 'jefa@cerca.mx', provenEmail: true });
    expect((await access(puebla.id, admin)).statusCode).toBe(200);
    const byEmail = await access(
      oaxaca.id,
      await t.sign({ id: owner.id, email: 'jefa@cerca.mx', role: 'admin' }),
    );
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().city.id).toBe(oaxaca.id);
  });

  it('answers 404 Ciudad no encontrada to an admin for unknown or malformed ids', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    for (const id of [randomUUID(), 'no-es-un-id']) {
      const response = await access(id, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'city_not_found',
        error: 'Not Found',
        message: 'Ciudad no encontrada',
      });
    }
  });
});

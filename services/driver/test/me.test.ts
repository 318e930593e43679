import { randomUUID } from 'node:crypto';
import { insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { driverService } from '../src/plugin';

const t = useServiceTest([driverService]);

const getMe = (as?: TestCaller) => t.inject({ method: 'GET', url: '/api/driver/me' }, as);

describe('GET /api/driver/me', () => {
  it('answers 401 to visitors', async () => {
    const response = await getMe();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'unauthorized',
      error: 'Unauthorized',
      message: 'Debes iniciar sesión para continuar.',
    });
  });

  it('answers 404 driver_not_found to a person without a driver record', async () => {
    const person = await insertUser(t.db);
    const response = await getMe(person);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'driver_not_found',
      error: 'Not Found',
      message: 'No tienes registro de repartidor',
    });
    // Nor for a signed token of someone without any account.
    expect((await getMe({ id: randomUUID() })).statusCode).toBe(404);
  });

  it('returns the driver record with zone and profile, hiding the identity document key', async () => {
    const city = await insertCity(t.db, { name: 'Puebla' });
    const person = await insertUser(t.db);
    await t.db
      .insertInto('drivers')
      .values({
        id: person.id,
        zone_id: city.id,
        phone: '5512345678',
        vehicle_type: 'bici',
        identification_url: `${person.id}.png`,
      })
      .execute();
    const response = await getMe(person);
    expect(response.statusCode).toBe(200);
    const { driver } = response.json();
    expect(driver).toMatchObject({
      id: person.id,
      zone_id: city.id,
      phone: '5512345678',
      vehicle_type: 'bici',
      status: 'approved',
      is_available: false,
      has_identification: true,
      zone: { id: city.id, name: 'Puebla', state: 'Oaxaca' },
      profile: { id: person.id, email: person.email, username: person.email.split('@')[0] },
    });
    expect(new Date(driver.created_at).toISOString()).toBe(driver.created_at);
    expect(driver).not.toHaveProperty('identification_url');
  });

  it('shows a suspended driver as suspended (the dashboard blocks it)', async () => {
    const city = await insertCity(t.db, { name: 'Mérida' });
    const person = await insertUser(t.db);
    await t.db
      .insertInto('drivers')
      .values({ id: person.id, zone_id: city.id, phone: '5511111111', status: 'suspended' })
      .execute();
    const { driver } = (await getMe(person)).json();
    expect(driver).toMatchObject({ status: 'suspended', is_available: false, has_identification: false });
  });
});

import { insertBusiness, insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { adminService } from '../src/plugin';

const t = useServiceTest([adminService], { config: { adminEmails: ['jefa@cerca.mx'] } });

const listCities = (as?: TestCaller) => t.inject({ method: 'GET', url: '/api/admin/cities' }, as);

describe('GET /api/admin/cities', () => {
  it('answers 401 to visitors and 403 with the Spanish permission error to non-admins', async () => {
    expect((await listCities()).statusCode).toBe(401);
    const partnerCity = await insertCity(t.db, { name: 'Tlaxcala' });
    const user = await insertUser(t.db);
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: partnerCity.id });
    for (const caller of [
      user,
      partner,
      // A token that claims admin for a plain profile is not enough.
      await t.sign({ id: user.id, role: 'admin' }),
    ]) {
      const response = await listCities(caller);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        code: 'forbidden',
        error: 'Forbidden',
        message: 'No tienes permiso para acceder a esta página',
      });
    }
  });

  it('keeps the service probes public', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/health' })).statusCode).toBe(200);
  });

  it('lists every city by name with country, business count and partner or null', async () => {
    const zacatecas = await insertCity(t.db, { name: 'Zacatecas' });
    const aguascalientes = await insertCity(t.db, { name: 'Aguascalientes' });
    const owner = await insertUser(t.db);
    await insertBusiness(t.db, { ownerId: owner.id, cityId: zacatecas.id, name: 'Uno' });
    await insertBusiness(t.db, { ownerId: owner.id, cityId: zacatecas.id, name: 'Dos' });
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: zacatecas.id });
    // A former partner keeps a stale managed_city_id but is no longer role city_partner.
    await insertUser(t.db, { role: 'user', managedCityId: aguascalientes.id });
    const admin = await insertUser(t.db, { role: 'admin' });

    const response = await listCities(admin);
    expect(response.statusCode).toBe(200);
    const { cities } = response.json() as { cities: Array<Record<string, unknown>> };
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => String(a).localeCompare(String(b), 'es')));
    const byId = new Map(cities.map((city) => [city.id, city]));
    expect(byId.get(zacatecas.id)).toEqual({
      id: zacatecas.id,
      name: 'Zacatecas',
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
      business_count: 2,
      partner: {
        id: partner.id,
        username: partner.email.split('@')[0],
        full_name: null,
        email: partner.email,
        avatar_url: null,
      },
    });
    expect(byId.get(aguascalientes.id)).toMatchObject({ business_count: 0, partner: null });
  });

  it('accepts an admin named by the configured e-mails', async () => {
    const owner = await insertUser(t.db, { email: 'jefa@cerca.mx', provenEmail: true });
    const response = await listCities(await t.sign({ id: owner.id, email: 'jefa@cerca.mx', role: 'admin' }));
    expect(response.statusCode).toBe(200);
  });
});

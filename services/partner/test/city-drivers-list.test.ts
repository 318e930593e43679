import { randomUUID } from 'node:crypto';
import { insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';
import { insertCityDriver, PNG } from './city-drivers-fixtures';

const t = useServiceTest([partnerService], { tempStorage: true });

let cityId: string;
let otherCityId: string;
// One partner per city (profiles_one_partner_per_city_idx): made once.
let partner: TestUser;
let otherPartner: TestUser;

beforeAll(async () => {
  cityId = (await insertCity(t.db, { name: `Zona ${randomUUID().slice(0, 8)}` })).id;
  otherCityId = (await insertCity(t.db, { name: `Otra ${randomUUID().slice(0, 8)}` })).id;
  partner = await insertUser(t.db, { role: 'city_partner', managedCityId: cityId });
  otherPartner = await insertUser(t.db, { role: 'city_partner', managedCityId: otherCityId });
});

const list = (city: string, query: string, as?: TestCaller) =>
  t.inject({ method: 'GET', url: `/api/partner/cities/${city}/drivers${query}` }, as);

const FORBIDDEN = {
  statusCode: 403,
  code: 'forbidden',
  error: 'Forbidden',
  message: 'No tienes permiso para acceder a esta página',
};

describe('GET /api/partner/cities/:cityId/drivers', () => {
  it('lists the drivers of the city only, newest first, with profile and labels data', async () => {
    const city = (await insertCity(t.db, { name: `Lista ${randomUUID().slice(0, 8)}` })).id;
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: city });
    const first = await insertCityDriver(t.db, { zoneId: city, fullName: 'Ana Pérez', vehicle: 'bici' });
    const second = await insertCityDriver(t.db, { zoneId: city, status: 'suspended' });
    await insertCityDriver(t.db, { zoneId: otherCityId });
    const response = await list(city, '', partner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.next_cursor).toBeNull();
    expect(body.drivers.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
    expect(body.drivers[1]).toEqual({
      id: first.id,
      phone: '3312345678',
      vehicle_type: 'bici',
      status: 'approved',
      is_available: true,
      has_identification: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      profile: { username: first.username, full_name: 'Ana Pérez', email: first.email, avatar_url: null },
    });
    expect(body.drivers[0]).toMatchObject({ status: 'suspended', is_available: false });
  });

  it('searches name, e-mail and phone case-insensitively and filters by status and vehicle', async () => {
    const city = (await insertCity(t.db, { name: `Filtros ${randomUUID().slice(0, 8)}` })).id;
    const admin = await insertUser(t.db, { role: 'admin' });
    const lupe = await insertCityDriver(t.db, {
      zoneId: city,
      fullName: 'Guadalupe Ríos',
      vehicle: 'auto',
      email: `lupe.rios-${randomUUID().slice(0, 6)}@correo.mx`,
      phone: '3398765432',
    });
    const beto = await insertCityDriver(t.db, {
      zoneId: city,
      fullName: 'Alberto Díaz',
      status: 'suspended',
    });
    const ids = async (query: string) =>
      (await list(city, query, admin)).json().drivers.map((d: { id: string }) => d.id);
    expect(await ids('?q=GUADALUPE')).toEqual([lupe.id]);
    expect(await ids('?q=LUPE.RIOS')).toEqual([lupe.id]);
    expect(await ids('?q=98765')).toEqual([lupe.id]);
    expect(await ids(`?q=${beto.username.toUpperCase()}`)).toEqual([beto.id]);
    expect(await ids('?q=%25')).toEqual([]);
    expect(await ids('?status=approved')).toEqual([lupe.id]);
    expect(await ids('?status=suspended')).toEqual([beto.id]);
    expect(await ids('?status=all&vehicle=auto')).toEqual([lupe.id]);
    expect(await ids('?vehicle=moto')).toEqual([beto.id]);
    expect(await ids('?vehicle=pie')).toEqual([]);
    expect((await list(city, '?vehicle=avion', admin)).statusCode).toBe(400);
  });

  it('pages with an opaque cursor and refuses a tampered one', async () => {
    const city = (await insertCity(t.db, { name: `Páginas ${randomUUID().slice(0, 8)}` })).id;
    const admin = await insertUser(t.db, { role: 'admin' });
    const made: string[] = [];
    for (let i = 0; i < 22; i++) made.push((await insertCityDriver(t.db, { zoneId: city })).id);
    const first = (await list(city, '', admin)).json();
    expect(first.drivers).toHaveLength(20);
    const second = (await list(city, `?cursor=${first.next_cursor}`, admin)).json();
    expect(second.next_cursor).toBeNull();
    const seen = [...first.drivers, ...second.drivers].map((d: { id: string }) => d.id);
    expect(new Set(seen)).toEqual(new Set(made));
    expect((await list(city, '?cursor=bm9wZQ', admin)).json()).toEqual({
      statusCode: 400,
      code: 'invalid_cursor',
      error: 'Bad Request',
      message: 'Error al cargar los repartidores',
    });
  });

  it('asks visitors to sign in, refuses others before telling whether the city exists', async () => {
    expect((await list(cityId, '')).statusCode).toBe(401);
    const user = await insertUser(t.db);
    const driver = await insertCityDriver(t.db, { zoneId: cityId });
    for (const caller of [otherPartner, user, driver]) {
      expect((await list(cityId, '', caller)).json()).toEqual(FORBIDDEN);
      expect((await list(randomUUID(), '', caller)).json()).toEqual(FORBIDDEN);
    }
    const admin = await insertUser(t.db, { role: 'admin' });
    for (const id of [randomUUID(), 'no-es-un-id']) {
      expect((await list(id, '', admin)).json()).toEqual({
        statusCode: 404,
        code: 'city_not_found',
        error: 'Not Found',
        message: 'Ciudad no encontrada',
      });
    }
  });
});

describe('GET /api/partner/cities/:cityId/drivers/:driverId/identification', () => {
  const read = (city: string, driverId: string, as?: TestCaller) =>
    t.inject({ method: 'GET', url: `/api/partner/cities/${city}/drivers/${driverId}/identification` }, as);

  it('signs a 5-minute URL of the ID image for the partner and admins', async () => {
    const driver = await insertCityDriver(t.db, { zoneId: cityId });
    const key = `${driver.id}.png`;
    await createStorage({ storageDir: t.config.storageDir, env: 'test' }).putObject(
      'driver-ids',
      key,
      PNG,
      'image/png',
    );
    await t.db.updateTable('drivers').set({ identification_url: key }).where('id', '=', driver.id).execute();
    const admin = await insertUser(t.db, { role: 'admin' });
    for (const caller of [partner, admin]) {
      const before = Date.now();
      const response = await read(cityId, driver.id, caller);
      expect(response.statusCode).toBe(200);
      const { url, expires_at } = response.json();
      expect(url).toMatch(
        new RegExp(`^/storage/v1/object/sign/driver-ids/${driver.id}\\.png\\?token=[\\w.%-]+$`),
      );
      const ttl = new Date(expires_at).getTime() - before;
      expect(ttl).toBeGreaterThan(4 * 60_000);
      expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 1000);
    }
  });

  it('answers 404 for a driver of another city, an unknown id and a driver without a document', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const elsewhere = await insertCityDriver(t.db, { zoneId: otherCityId, identification: 'x.png' });
    for (const id of [elsewhere.id, randomUUID(), 'no-es-un-id']) {
      expect((await read(cityId, id, admin)).json()).toEqual({
        statusCode: 404,
        code: 'driver_not_found',
        error: 'Not Found',
        message: 'Repartidor no encontrado',
      });
    }
    const without = await insertCityDriver(t.db, { zoneId: cityId });
    expect((await read(cityId, without.id, admin)).json()).toMatchObject({
      statusCode: 404,
      code: 'identification_not_found',
      message: 'Este repartidor no tiene identificación registrada',
    });
  });

  it('refuses the driver themself and other partners (403), visitors (401)', async () => {
    const driver = await insertCityDriver(t.db, { zoneId: cityId, identification: 'y.png' });
    expect((await read(cityId, driver.id, driver)).json()).toEqual(FORBIDDEN);
    expect((await read(cityId, driver.id, otherPartner)).json()).toEqual(FORBIDDEN);
    expect((await read(cityId, driver.id)).statusCode).toBe(401);
  });
});

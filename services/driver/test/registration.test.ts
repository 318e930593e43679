import { randomUUID } from 'node:crypto';
import { insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { driverService } from '../src/plugin';
import { insertDriver, JPEG, PNG } from './fixtures';

const t = useServiceTest([driverService], { tempStorage: true });

const storage = () => createStorage({ storageDir: t.config.storageDir, env: 'test' });

let zoneId: string;
let person: TestUser;

beforeEach(async () => {
  zoneId = (await insertCity(t.db, { name: `Zona ${randomUUID().slice(0, 8)}` })).id;
  person = await insertUser(t.db);
});

afterEach(() => {
  vi.useRealTimers();
});

async function register(
  fields: Record<string, string>,
  file: { name: string; content: Buffer } | null,
  as?: TestCaller,
) {
  const body = await multipart(fields, file ? [file] : [], { field: 'identification', type: 'image/png' });
  return t.inject({ method: 'POST', url: '/api/driver/registration', ...body }, as);
}

const refusal = (statusCode: number, code: string, message: string) =>
  expect.objectContaining({ statusCode, code, message });

describe('POST /api/driver/registration', () => {
  it("asks visitors to sign in with the registration's own words", async () => {
    const response = await register(
      { zone_id: zoneId, phone: '5512345678' },
      { name: 'id.png', content: PNG },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Debes iniciar sesión para registrarte como repartidor');
  });

  it('asks for a city, a phone and an identity document (spec 02 §5)', async () => {
    const id = { name: 'id.png', content: PNG };
    expect((await register({ phone: '5512345678' }, id, person)).json()).toEqual(
      refusal(400, 'zone_required', 'Por favor selecciona una ciudad'),
    );
    expect((await register({ zone_id: randomUUID(), phone: '5512345678' }, id, person)).json()).toEqual(
      refusal(400, 'zone_required', 'Por favor selecciona una ciudad'),
    );
    expect((await register({ zone_id: zoneId, phone: '   ' }, id, person)).json()).toEqual(
      refusal(400, 'phone_required', 'Por favor ingresa tu número de teléfono'),
    );
    expect((await register({ zone_id: zoneId, phone: '5512345678' }, null, person)).json()).toEqual(
      refusal(400, 'identification_required', 'Por favor sube una identificación oficial'),
    );
    const notImage = await register(
      { zone_id: zoneId, phone: '5512345678' },
      { name: 'id.png', content: Buffer.from('no soy una imagen') },
      person,
    );
    expect(notImage.statusCode).toBe(415);
    const huge = await register(
      { zone_id: zoneId, phone: '5512345678' },
      { name: 'id.png', content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
      person,
    );
    expect(huge.json()).toEqual(refusal(413, 'file_too_large', 'La imagen es demasiado grande. Máximo 5MB.'));
    expect(await t.db.selectFrom('drivers').select('id').where('id', '=', person.id).execute()).toEqual([]);
  });

  it('creates an approved, unavailable driver, stores the ID privately and saves the phone', async () => {
    const response = await register(
      { zone_id: zoneId, phone: ' 5512345678 ', vehicle_type: 'bici' },
      { name: 'mi-ine.png', content: PNG },
      person,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      created: true,
      driver: {
        id: person.id,
        zone_id: zoneId,
        phone: '5512345678',
        vehicle_type: 'bici',
        status: 'approved',
        is_available: false,
        has_identification: true,
      },
    });
    const row = await t.db
      .selectFrom('drivers')
      .select('identification_url')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(row.identification_url).toBe(`${person.id}.png`);
    expect(await storage().driver.exists('driver-ids', `${person.id}.png`)).toBe(true);
    const profile = await t.db
      .selectFrom('profiles')
      .select('phone')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(profile.phone).toBe('5512345678');
  });

  it('updates with 200 created:false, replaces the ID (the old object goes) and keeps the zone fixed', async () => {
    expect(
      (await register({ zone_id: zoneId, phone: '5512345678' }, { name: 'a.png', content: PNG }, person))
        .statusCode,
    ).toBe(201);
    // Without a file the document on file stays.
    const noFile = await register(
      { zone_id: zoneId, phone: '5599999999', vehicle_type: 'auto' },
      null,
      person,
    );
    expect(noFile.statusCode).toBe(200);
    expect(noFile.json()).toMatchObject({
      created: false,
      driver: { phone: '5599999999', vehicle_type: 'auto', has_identification: true },
    });
    const replaced = await register(
      { zone_id: zoneId, phone: '5599999999' },
      { name: 'b.jpg', content: JPEG },
      person,
    );
    expect(replaced.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('drivers')
      .select('identification_url')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(row.identification_url).toBe(`${person.id}.jpg`);
    expect(await storage().driver.exists('driver-ids', `${person.id}.jpg`)).toBe(true);
    expect(await storage().driver.exists('driver-ids', `${person.id}.png`)).toBe(false);

    const otherZone = (await insertCity(t.db, { name: `Otra ${randomUUID().slice(0, 8)}` })).id;
    const moved = await register({ zone_id: otherZone, phone: '5599999999' }, null, person);
    expect(moved.json()).toEqual(
      refusal(409, 'zone_locked', 'No puedes cambiar tu zona de trabajo después del registro'),
    );
    const after = await t.db
      .selectFrom('drivers')
      .select('zone_id')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(after.zone_id).toBe(zoneId);
  });

  it('refuses a suspended driver and changes nothing', async () => {
    const suspended = await insertDriver(t.db, { zoneId, status: 'suspended' });
    const response = await register(
      { zone_id: zoneId, phone: '5500000000' },
      { name: 'x.png', content: PNG },
      suspended,
    );
    expect(response.json()).toEqual(refusal(403, 'forbidden', 'Tu cuenta de repartidor está suspendida'));
    const row = await t.db
      .selectFrom('drivers')
      .select(['phone', 'identification_url'])
      .where('id', '=', suspended.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: '3312345678', identification_url: null });
    expect(await storage().driver.exists('driver-ids', `${suspended.id}.png`)).toBe(false);
  });

  it('answers a form that is not multipart with 415', async () => {
    const response = await t.inject(
      { method: 'POST', url: '/api/driver/registration', payload: { zone_id: zoneId, phone: '1' } },
      person,
    );
    expect(response.statusCode).toBe(415);
  });
});

describe('GET /api/driver/drivers/:id/identification', () => {
  const read = (driverId: string, as?: TestCaller) =>
    t.inject({ method: 'GET', url: `/api/driver/drivers/${driverId}/identification` }, as);

  async function registered() {
    const response = await register(
      { zone_id: zoneId, phone: '5512345678' },
      { name: 'a.png', content: PNG },
      person,
    );
    expect(response.statusCode).toBe(201);
    return person;
  }

  it('signs a short-lived URL for the driver, the partner of the zone and admins', async () => {
    const driver = await registered();
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: zoneId });
    const admin = await insertUser(t.db, { role: 'admin' });
    for (const caller of [driver, partner, admin]) {
      const before = Date.now();
      const response = await read(driver.id, caller);
      expect(response.statusCode, caller.role).toBe(200);
      const { url, expires_at } = response.json();
      expect(url).toMatch(
        new RegExp(`^/storage/v1/object/sign/driver-ids/${driver.id}\\.png\\?token=[\\w.%-]+$`),
      );
      const ttl = new Date(expires_at).getTime() - before;
      expect(ttl).toBeGreaterThan(4 * 60_000);
      expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 1000);
    }
  });

  it('refuses everyone else with 403 and answers 404 when no document is on file', async () => {
    const driver = await registered();
    const otherPartner = await insertUser(t.db, {
      role: 'city_partner',
      managedCityId: (await insertCity(t.db, { name: `Otra ${randomUUID().slice(0, 8)}` })).id,
    });
    const colleague = await insertDriver(t.db, { zoneId });
    for (const caller of [await insertUser(t.db), otherPartner, colleague]) {
      expect((await read(driver.id, caller)).json()).toEqual(
        refusal(403, 'forbidden', 'No tienes permiso para ver esta identificación'),
      );
    }
    expect((await read(driver.id)).statusCode).toBe(401);
    // A driver without a document, and ids that are no driver (admins only learn it is missing).
    expect((await read(colleague.id, colleague)).json()).toMatchObject({
      statusCode: 404,
      code: 'identification_not_found',
    });
    const admin = await insertUser(t.db, { role: 'admin' });
    expect((await read(randomUUID(), admin)).statusCode).toBe(404);
    expect((await read('no-soy-un-id', admin)).statusCode).toBe(404);
    expect((await read(randomUUID(), colleague)).statusCode).toBe(403);
  });

  it('hands out a URL the storage route accepts until it expires, then refuses', async () => {
    const driver = await registered();
    const { url } = (await read(driver.id, driver)).json();
    const token = decodeURIComponent(new URL(url, 'http://local').searchParams.get('token')!);
    const key = `${driver.id}.png`;
    // The storage service's GET /object/sign/… route checks exactly this (get-signed-object.ts).
    expect(await storage().signer.verify('driver-ids', key, token)).toBe(true);
    expect(await storage().signer.verify('driver-ids', `${randomUUID()}.png`, token)).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 2000);
    expect(await storage().signer.verify('driver-ids', key, token)).toBe(false);
  });
});

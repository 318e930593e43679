import { randomUUID } from 'node:crypto';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';
import { auditOf, insertCityDriver, JPEG, PNG } from './city-drivers-fixtures';

const t = useServiceTest([partnerService], { tempStorage: true });
const storage = () => createStorage({ storageDir: t.config.storageDir, env: 'test' });

let cityId: string;
let otherCityId: string;
let partner: TestUser;
let otherPartner: TestUser;

beforeAll(async () => {
  cityId = (await insertCity(t.db, { name: `Zona ${randomUUID().slice(0, 8)}` })).id;
  otherCityId = (await insertCity(t.db, { name: `Otra ${randomUUID().slice(0, 8)}` })).id;
  partner = await insertUser(t.db, { role: 'city_partner', managedCityId: cityId, username: 'socia.zona' });
  otherPartner = await insertUser(t.db, { role: 'city_partner', managedCityId: otherCityId });
});

type File = { field: 'identification' | 'avatar'; name: string; content: Buffer; type?: string };
const ID: File = { field: 'identification', name: 'ine.png', content: PNG, type: 'image/png' };

async function add(fields: Record<string, string>, files: File[], as?: TestCaller, city = cityId) {
  const body = await multipart(fields, files, { field: 'identification', type: 'image/png' });
  return t.inject({ method: 'POST', url: `/api/partner/cities/${city}/drivers`, ...body }, as);
}

const fieldsOf = (person: TestUser) => ({
  email: person.email.toUpperCase(),
  full_name: '  Rosa María López ',
  phone: ' 3311122233 ',
});

const refusal = (statusCode: number, code: string, message: string) =>
  expect.objectContaining({ statusCode, code, message });

describe('POST /api/partner/cities/:cityId/drivers', () => {
  it('makes an existing account a driver of the city, updating its name, phone and avatar', async () => {
    const person = await insertUser(t.db);
    const response = await add(
      { ...fieldsOf(person), vehicle_type: 'bici' },
      [ID, { field: 'avatar', name: 'cara.jpg', content: JPEG, type: 'image/jpeg' }],
      partner,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      created: true,
      account_created: false,
      invitation_sent: false,
      driver: {
        id: person.id,
        phone: '3311122233',
        vehicle_type: 'bici',
        status: 'approved',
        is_available: false,
        has_identification: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        profile: {
          username: person.username,
          full_name: 'Rosa María López',
          email: person.email,
          avatar_url: expect.stringMatching(
            new RegExp(`^/storage/v1/object/public/avatars/${person.id}\\.jpg\\?v=\\d+$`),
          ),
        },
      },
    });
    const row = await t.db
      .selectFrom('drivers')
      .select(['zone_id', 'identification_url'])
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ zone_id: cityId, identification_url: `${person.id}.png` });
    const profile = await t.db
      .selectFrom('profiles')
      .select(['full_name', 'phone'])
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ full_name: 'Rosa María López', phone: '3311122233' });
    expect(await storage().driver.exists('driver-ids', `${person.id}.png`)).toBe(true);
    expect(await storage().driver.exists('avatars', `${person.id}.jpg`)).toBe(true);
    expect(await auditOf(t.db, 'driver.add', person.id)).toEqual([
      {
        actor_id: partner.id,
        actor_label: 'socia.zona',
        action: 'driver.add',
        city_id: cityId,
        target_type: 'driver',
        target_id: person.id,
        target_label: person.username,
        details: {
          email: person.email.toLowerCase(),
          created: true,
          account_created: false,
          vehicle_type: 'bici',
        },
      },
    ]);
  });

  it('defaults the vehicle to moto and updates a driver already here (200), replacing the ID', async () => {
    const driver = await insertCityDriver(t.db, { zoneId: cityId, vehicle: 'auto', status: 'suspended' });
    await t.db
      .updateTable('drivers')
      .set({ identification_url: `${driver.id}.jpg` })
      .where('id', '=', driver.id)
      .execute();
    await storage().putObject('driver-ids', `${driver.id}.jpg`, JPEG, 'image/jpeg');
    const admin = await insertUser(t.db, { role: 'admin' });
    const response = await add(fieldsOf(driver), [ID], admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      created: false,
      driver: { id: driver.id, vehicle_type: 'moto', phone: '3311122233', status: 'suspended' },
    });
    expect(await storage().driver.exists('driver-ids', `${driver.id}.png`)).toBe(true);
    expect(await storage().driver.exists('driver-ids', `${driver.id}.jpg`)).toBe(false);
    const [entry] = await auditOf(t.db, 'driver.add', driver.id);
    expect(entry).toMatchObject({ actor_id: admin.id, details: { created: false, vehicle_type: 'moto' } });
  });

  it('asks for every required field, the ID image, and images of at most 5MB (spec 02 §5)', async () => {
    const person = await insertUser(t.db);
    const fields = fieldsOf(person);
    for (const missing of ['email', 'full_name', 'phone'] as const) {
      expect((await add({ ...fields, [missing]: '   ' }, [ID], partner)).json()).toEqual(
        refusal(400, 'fields_required', 'Por favor completa todos los campos obligatorios'),
      );
    }
    expect((await add(fields, [], partner)).json()).toEqual(
      refusal(400, 'identification_required', 'Por favor sube una identificación oficial'),
    );
    const avatarOnly = await add(fields, [{ field: 'avatar', name: 'a.png', content: PNG }], partner);
    expect(avatarOnly.json()).toEqual(
      refusal(400, 'identification_required', 'Por favor sube una identificación oficial'),
    );
    const notImage = await add(
      fields,
      [{ field: 'identification', name: 'ine.png', content: Buffer.from('no soy una imagen') }],
      partner,
    );
    expect(notImage.json()).toEqual(
      refusal(415, 'invalid_file_type', 'Por favor selecciona una imagen válida'),
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await add(fields, [{ ...ID, content: huge }], partner)).json()).toEqual(
      refusal(413, 'file_too_large', 'La imagen es demasiado grande. Máximo 5MB.'),
    );
    expect(
      (await add(fields, [ID, { field: 'avatar', name: 'a.png', content: huge }], partner)).json(),
    ).toEqual(refusal(413, 'file_too_large', 'La imagen es demasiado grande. Máximo 5MB.'));
    expect((await add({ ...fields, vehicle_type: 'avion' }, [ID], partner)).json()).toEqual(
      refusal(400, 'invalid_vehicle_type', 'Por favor selecciona un tipo de vehículo válido'),
    );
    expect((await add({ ...fields, email: 'sin-arroba' }, [ID], partner)).json()).toEqual(
      refusal(400, 'invalid_email', 'Por favor ingresa un correo electrónico válido.'),
    );
    const notForm = await t.inject(
      { method: 'POST', url: `/api/partner/cities/${cityId}/drivers`, payload: fields },
      partner,
    );
    expect(notForm.statusCode).toBe(415);
    expect(await t.db.selectFrom('drivers').select('id').where('id', '=', person.id).execute()).toEqual([]);
    expect(await storage().driver.exists('driver-ids', `${person.id}.png`)).toBe(false);
  });

  it('refuses a driver of another city, changing nothing (an unknown e-mail: city-drivers-invite.test.ts)', async () => {
    const elsewhere = await insertCityDriver(t.db, { zoneId: otherCityId });
    expect((await add(fieldsOf(elsewhere), [ID], partner)).json()).toEqual(
      refusal(
        409,
        'driver_other_city',
        'Esta persona ya es repartidor en otra ciudad. La zona de trabajo no se puede cambiar.',
      ),
    );
    const profile = await t.db
      .selectFrom('profiles')
      .select('full_name')
      .where('id', '=', elsewhere.id)
      .executeTakeFirstOrThrow();
    expect(profile.full_name).toBeNull();
    expect(await auditOf(t.db, 'driver.add', elsewhere.id)).toEqual([]);
  });

  it('refuses visitors (401), other partners, drivers and users (403) before reading the form', async () => {
    const person = await insertUser(t.db);
    expect((await add(fieldsOf(person), [ID])).statusCode).toBe(401);
    const driver = await insertCityDriver(t.db, { zoneId: cityId });
    for (const caller of [otherPartner, driver, person]) {
      expect((await add(fieldsOf(person), [ID], caller)).json()).toEqual(
        refusal(403, 'forbidden', 'No tienes permiso para acceder a esta página'),
      );
    }
  });
});

describe('PATCH /api/partner/cities/:cityId/drivers/:driverId', () => {
  const patch = (driverId: string, status: string, as?: TestCaller, city = cityId) =>
    t.inject(
      { method: 'PATCH', url: `/api/partner/cities/${city}/drivers/${driverId}`, payload: { status } },
      as,
    );

  it('suspends and activates, switching availability off both ways, with audit entries', async () => {
    const driver = await insertCityDriver(t.db, { zoneId: cityId, available: true });
    const suspended = await patch(driver.id, 'suspended', partner);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().driver).toMatchObject({
      id: driver.id,
      status: 'suspended',
      is_available: false,
    });
    // Available again before being activated would break the table's check; the toggle is off anyway.
    const activated = await patch(driver.id, 'approved', partner);
    expect(activated.json().driver).toMatchObject({ status: 'approved', is_available: false });
    await t.db.updateTable('drivers').set({ is_available: true }).where('id', '=', driver.id).execute();
    expect((await patch(driver.id, 'approved', partner)).json().driver.is_available).toBe(false);
    expect(await auditOf(t.db, 'driver.suspend', driver.id)).toEqual([
      {
        actor_id: partner.id,
        actor_label: 'socia.zona',
        action: 'driver.suspend',
        city_id: cityId,
        target_type: 'driver',
        target_id: driver.id,
        target_label: driver.username,
        details: { from: 'approved', to: 'suspended' },
      },
    ]);
    expect(await auditOf(t.db, 'driver.activate', driver.id)).toHaveLength(2);
  });

  it('answers 404 for drivers of another city and unknown ids, 403/401 to others, 400 to bad status', async () => {
    const elsewhere = await insertCityDriver(t.db, { zoneId: otherCityId });
    for (const id of [elsewhere.id, randomUUID(), 'no-es-un-id']) {
      expect((await patch(id, 'suspended', partner)).json()).toEqual(
        refusal(404, 'driver_not_found', 'Repartidor no encontrado'),
      );
    }
    expect(
      await t.db.selectFrom('drivers').select('status').where('id', '=', elsewhere.id).executeTakeFirst(),
    ).toEqual({ status: 'approved' });
    const driver = await insertCityDriver(t.db, { zoneId: cityId });
    expect((await patch(driver.id, 'suspended', otherPartner)).statusCode).toBe(403);
    expect((await patch(driver.id, 'suspended', driver)).statusCode).toBe(403);
    expect((await patch(driver.id, 'suspended')).statusCode).toBe(401);
    expect((await patch(driver.id, 'banned', partner)).statusCode).toBe(400);
  });
});

describe('DELETE /api/partner/cities/:cityId/drivers/:driverId', () => {
  const remove = (driverId: string, as?: TestCaller) =>
    t.inject({ method: 'DELETE', url: `/api/partner/cities/${cityId}/drivers/${driverId}` }, as);

  async function orderCarriedBy(driverId: string, status: 'accepted' | 'delivered') {
    const owner = await insertUser(t.db, { userType: 'business' });
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId });
    const order = await t.db
      .insertInto('orders')
      .values({
        business_id: business.id,
        driver_id: driverId,
        status: status === 'delivered' ? 'delivered' : 'on_the_way',
        subtotal_amount: '100.00',
        total_amount: '100.00',
        delivery_address: 'Calle 1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('driver_orders')
      .values({ order_id: order.id, driver_id: driverId, status })
      .execute();
    return order.id;
  }

  it('removes the driver record and the ID image; the account and delivered orders stay', async () => {
    const driver = await insertCityDriver(t.db, { zoneId: cityId });
    await t.db
      .updateTable('drivers')
      .set({ identification_url: `${driver.id}.png` })
      .where('id', '=', driver.id)
      .execute();
    await storage().putObject('driver-ids', `${driver.id}.png`, PNG, 'image/png');
    const orderId = await orderCarriedBy(driver.id, 'delivered');
    const response = await remove(driver.id, partner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: driver.id });
    expect(await t.db.selectFrom('drivers').select('id').where('id', '=', driver.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('profiles').select('id').where('id', '=', driver.id).execute()).toHaveLength(
      1,
    );
    expect(
      await t.db
        .selectFrom('orders')
        .select(['status', 'driver_id'])
        .where('id', '=', orderId)
        .executeTakeFirst(),
    ).toEqual({ status: 'delivered', driver_id: null });
    expect(await storage().driver.exists('driver-ids', `${driver.id}.png`)).toBe(false);
    expect(await auditOf(t.db, 'driver.delete', driver.id)).toEqual([
      {
        actor_id: partner.id,
        actor_label: 'socia.zona',
        action: 'driver.delete',
        city_id: cityId,
        target_type: 'driver',
        target_id: driver.id,
        target_label: driver.username,
        details: { email: driver.email, phone: '3312345678', status: 'approved' },
      },
    ]);
    expect((await remove(driver.id, partner)).json()).toEqual(
      refusal(404, 'driver_not_found', 'Repartidor no encontrado'),
    );
  });

  it('refuses while the driver carries a delivery, and for drivers of other cities', async () => {
    const busy = await insertCityDriver(t.db, { zoneId: cityId });
    await orderCarriedBy(busy.id, 'accepted');
    expect((await remove(busy.id, partner)).json()).toEqual(
      refusal(
        409,
        'driver_busy',
        'Este repartidor tiene entregas en curso. Suspéndelo y elimínalo cuando las termine.',
      ),
    );
    const elsewhere = await insertCityDriver(t.db, { zoneId: otherCityId });
    expect((await remove(elsewhere.id, partner)).statusCode).toBe(404);
    expect((await remove(busy.id, otherPartner)).statusCode).toBe(403);
    expect((await remove(busy.id)).statusCode).toBe(401);
    expect(
      await t.db.selectFrom('drivers').select('id').where('id', 'in', [busy.id, elsewhere.id]).execute(),
    ).toHaveLength(2);
    expect(await auditOf(t.db, 'driver.delete', busy.id)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { insertBusiness, insertCity, type TestDatabase } from '@cerca/db-testing';
import { multipart } from '@cerca/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from './accounts';
import { startTestGateway, type TestGateway } from './test-gateway';

// Delivery across services in the one gateway process: the business's 'Asignar Repartidor'
// (ordering) and a driver's accept (driver) share one assignment write, and the driver service's
// signed identity-document URL is what the storage service's route serves, until it expires.

const PNG = readFileSync(path.join(import.meta.dirname, '../../../shared/storage/test/fixtures/photo.png'));

let test: TestGateway;
let gateway: FastifyInstance;
let database: TestDatabase;
let ownerToken: string;
let driverToken: string;
let driverId: string;
let businessId: string;

const as = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  test = await startTestGateway({ name: 'driver-assignment' });
  gateway = test.app;
  database = test.database;
  const owner = await signedIn(gateway, 'dueno');
  const driver = await signedIn(gateway, 'repartidor');
  ownerToken = owner.token;
  driverToken = driver.token;
  driverId = driver.id;
  const city = await insertCity(database.db, { name: 'Ciudad Reparto' });
  businessId = (await insertBusiness(database.db, { ownerId: owner.id, cityId: city.id })).id;
  // The driver registers through the API (the ID goes to the private bucket) and goes available.
  const form = await multipart(
    { zone_id: city.id, phone: '3312345678', vehicle_type: 'moto' },
    [{ name: 'ine.png', content: PNG }],
    { field: 'identification', type: 'image/png' },
  );
  const registration = await gateway.inject({
    method: 'POST',
    url: '/api/driver/registration',
    headers: { ...form.headers, ...as(driverToken) },
    payload: form.payload,
  });
  expect(registration.statusCode, registration.body).toBe(201);
  const availability = await gateway.inject({
    method: 'PUT',
    url: '/api/driver/me/availability',
    headers: as(driverToken),
    payload: { is_available: true },
  });
  expect(availability.statusCode, availability.body).toBe(200);
}, 60_000);

afterAll(async () => {
  await test?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('assignment: the business and a driver racing', () => {
  it('gives the order to exactly one of them, every time', async () => {
    for (let round = 0; round < 20; round++) {
      const order = await database.db
        .insertInto('orders')
        .values({
          business_id: businessId,
          status: 'looking_for_driver',
          subtotal_amount: '100.00',
          total_amount: '100.00',
          delivery_address: 'Calle Reparto 1',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [assigned, accepted] = await Promise.all([
        gateway.inject({
          method: 'POST',
          url: `/api/ordering/orders/${order.id}/assign-driver`,
          headers: as(ownerToken),
          payload: { driver_id: driverId },
        }),
        gateway.inject({
          method: 'POST',
          url: `/api/driver/orders/${order.id}/accept`,
          headers: as(driverToken),
        }),
      ]);
      const codes = [assigned.statusCode, accepted.statusCode];
      expect(
        codes.filter((code) => code === 200),
        `round ${round}: ${codes}`,
      ).toHaveLength(1);
      expect(
        codes.filter((code) => code === 409),
        `round ${round}: ${codes}`,
      ).toHaveLength(1);
      const rows = await database.db
        .selectFrom('driver_orders')
        .select(['driver_id', 'status'])
        .where('order_id', '=', order.id)
        .execute();
      expect(rows).toEqual([{ driver_id: driverId, status: 'accepted' }]);
      const row = await database.db
        .selectFrom('orders')
        .select(['status', 'driver_id'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'on_the_way', driver_id: driverId });
    }
  });
});

describe("the driver's identity document", () => {
  it('opens through the storage route with the signed URL, and no longer once it expired', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: `/api/driver/drivers/${driverId}/identification`,
      headers: as(driverToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json();
    const image = await gateway.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // The private bucket is never public.
    const open = await gateway.inject({
      method: 'GET',
      url: `/storage/v1/object/public/driver-ids/${driverId}.png`,
    });
    expect(open.statusCode).toBeGreaterThanOrEqual(400);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 2000);
    const expired = await gateway.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
  });
});

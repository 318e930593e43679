import { randomUUID } from 'node:crypto';
import { auditOf, insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';
import { insertCityDriver, PNG } from './city-drivers-fixtures';

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

// Adding a driver invites the person (issue 21): city-drivers-invite.test.ts.

const refusal = (statusCode: number, code: string, message: string) =>
  expect.objectContaining({ statusCode, code, message });

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

import { insertCity, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { driverService } from '../src/plugin';
import { driverEarnings, todayDeliveries } from '../src/repositories/earnings';
import { insertDriver, insertOrder, insertZone } from './fixtures';

// Issue 25: a driver's earnings (deliveries, tips, cash collected) today and this week, in the
// city's time zone (Mexico City, UTC−6: local midnight is 06:00 UTC), and their delivery rating.

const t = useServiceTest([driverService]);

let zone: Awaited<ReturnType<typeof insertZone>>;
beforeEach(async () => {
  zone = await insertZone(t.db);
  await t.db
    .updateTable('cities')
    .set({ time_zone: 'America/Mexico_City' })
    .where('id', '=', zone.cityId)
    .execute();
});

/** A delivery by `driverId` finished at `at`, with a tip (the total includes it). */
async function delivered(
  driverId: string,
  at: Date,
  tip = '0.00',
  status: 'delivered' | 'cancelled' = 'delivered',
) {
  const order = await insertOrder(t.db, { businessId: zone.businessId, customerId: zone.customer.id });
  const total = (120 + Number(tip)).toFixed(2);
  await t.db
    .updateTable('orders')
    .set({ status: 'delivered', driver_id: driverId, tip_amount: tip, total_amount: total })
    .where('id', '=', order.id)
    .execute();
  // Inserted with its final time: the row's updated_at is when it became 'delivered'.
  await t.db
    .insertInto('driver_orders')
    .values({ order_id: order.id, driver_id: driverId, status, created_at: at, updated_at: at })
    .execute();
  return order.id;
}

describe('earnings in the city time zone', () => {
  it("counts today from local midnight and the week from Monday's, not UTC's", async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    const other = await insertDriver(t.db, { zoneId: zone.cityId });
    // Sunday 22 Nov 23:50 local (Monday 05:50 UTC): last week.
    await delivered(driver.id, new Date('2026-11-23T05:50:00Z'), '50.00');
    // Monday 00:10 local.
    const monday = await delivered(driver.id, new Date('2026-11-23T06:10:00Z'), '15.00');
    // Tuesday 23:55 local (Wednesday 05:55 UTC).
    await delivered(driver.id, new Date('2026-11-25T05:55:00Z'), '10.00');
    // Wednesday 00:05 local.
    const wednesday = await delivered(driver.id, new Date('2026-11-25T06:05:00Z'), '20.00');
    // Not theirs, not delivered, or not yet: never counted.
    await delivered(other.id, new Date('2026-11-25T06:06:00Z'), '30.00');
    await delivered(driver.id, new Date('2026-11-25T06:07:00Z'), '40.00', 'cancelled');
    await delivered(driver.id, new Date('2026-11-25T07:00:00Z'), '5.00');

    const mondayMorning = new Date('2026-11-23T16:00:00Z');
    expect(await driverEarnings(t.db, driver.id, mondayMorning)).toMatchObject({
      time_zone: 'America/Mexico_City',
      today: { deliveries: 1, tips: '15.00', cash: '135.00' },
      week: { deliveries: 1, tips: '15.00', cash: '135.00' },
    });

    const wednesdayNight = new Date('2026-11-25T06:20:00Z');
    expect(await driverEarnings(t.db, driver.id, wednesdayNight)).toMatchObject({
      today: { deliveries: 1, tips: '20.00', cash: '140.00' },
      week: { deliveries: 3, tips: '45.00', cash: '405.00' },
      rating: { average: null, count: 0 },
    });
    const today = await todayDeliveries(t.db, driver.id, 'America/Mexico_City', wednesdayNight);
    expect(today).toEqual([
      {
        order_id: wednesday,
        business_name: 'Fonda Doña Lupe',
        delivered_at: '2026-11-25T06:05:00.000000Z',
        total_amount: '140.00',
        tip_amount: '20.00',
      },
    ]);
    expect(
      (await todayDeliveries(t.db, driver.id, 'America/Mexico_City', mondayMorning)).map((d) => d.order_id),
    ).toEqual([monday]);
  });

  it('adds a tip given after delivery once its charge succeeded, never the cash collected', async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    const now = new Date('2026-11-25T18:00:00Z');
    const tipped = await delivered(driver.id, new Date('2026-11-25T17:00:00Z'), '10.00');
    const failed = await delivered(driver.id, new Date('2026-11-25T17:30:00Z'));
    await t.db
      .insertInto('order_late_tips')
      .values([
        { order_id: tipped, provider: 'local', amount: '25.00', status: 'succeeded' },
        { order_id: failed, provider: 'local', amount: '40.00', status: 'failed' },
      ])
      .execute();
    expect(await driverEarnings(t.db, driver.id, now)).toMatchObject({
      today: { deliveries: 2, tips: '35.00', cash: '250.00' },
    });
    const today = await todayDeliveries(t.db, driver.id, 'America/Mexico_City', now);
    expect(today.map((delivery) => [delivery.order_id, delivery.tip_amount])).toEqual([
      [failed, '0.00'],
      [tipped, '35.00'],
    ]);
  });

  it("averages the customers' delivery stars to one decimal, leaving food-only ratings out", async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    for (const stars of [5, 4, null]) {
      const orderId = await delivered(driver.id, new Date());
      await t.db
        .insertInto('order_ratings')
        .values({
          order_id: orderId,
          business_id: zone.businessId,
          driver_id: stars === null ? null : driver.id,
          user_id: zone.customer.id,
          food_stars: 3,
          delivery_stars: stars,
        })
        .execute();
    }
    expect((await driverEarnings(t.db, driver.id, new Date()))?.rating).toEqual({ average: '4.5', count: 2 });
  });
});

describe('GET /api/driver/me/earnings', () => {
  it("answers the driver's own, and 404 for someone who is not a driver", async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    await delivered(driver.id, new Date(Date.now() - 60_000), '15.00');
    const response = await t.inject({ method: 'GET', url: '/api/driver/me/earnings' }, driver);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      time_zone: 'America/Mexico_City',
      today: { deliveries: 1, tips: '15.00', cash: '135.00' },
      today_deliveries: [{ tip_amount: '15.00', total_amount: '135.00' }],
      rating: { average: null, count: 0 },
    });
    expect(
      (await t.inject({ method: 'GET', url: '/api/driver/me/earnings' }, zone.customer)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/driver/cities/:cityId/driver-earnings', () => {
  it("gives the city's partner every driver of the city, and nobody else", async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    await insertDriver(t.db, { zoneId: zone.cityId });
    await delivered(driver.id, new Date(Date.now() - 60_000), '15.00');
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: zone.cityId });
    const url = `/api/driver/cities/${zone.cityId}/driver-earnings`;
    const response = await t.inject({ method: 'GET', url }, partner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.time_zone).toBe('America/Mexico_City');
    expect(body.drivers).toHaveLength(2);
    expect(body.drivers.find((row: { driver_id: string }) => row.driver_id === driver.id)).toMatchObject({
      today: { deliveries: 1, tips: '15.00', cash: '135.00' },
      week: { deliveries: 1 },
    });

    const elsewhere = await insertCity(t.db, { name: 'Otra ciudad' });
    const otherPartner = await insertUser(t.db, { role: 'city_partner', managedCityId: elsewhere.id });
    expect((await t.inject({ method: 'GET', url }, otherPartner)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url }, driver)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

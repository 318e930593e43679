import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@cerca/contracts/orders';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { orderingService } from '../src/plugin';
import { insertCustomerOrder } from './support/customer-order';

// Issue 25, "Califica tu pedido": only the customer of a delivered order rates it, once, within 7
// days of the delivery; delivery stars only (and always) when a driver delivered it.

const t = useServiceTest([orderingService]);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let customer: TestUser;
let owner: TestUser;
let driver: TestUser;
let businessId: string;

beforeEach(async () => {
  const city = await insertCity(t.db, { name: `Ciudad ${randomUUID()}` });
  owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db);
  driver = await insertUser(t.db);
  await t.db.insertInto('drivers').values({ id: driver.id, zone_id: city.id, phone: '3312345678' }).execute();
  businessId = (await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id, name: 'Fonda Doña Lupe' }))
    .id;
});

/** An order of `customer`, delivered `deliveredAgo` ms ago (by `driver` unless told otherwise). */
const insertOrder = (
  status: OrderStatus,
  { deliveredAgo = HOUR, withDriver = true }: { deliveredAgo?: number; withDriver?: boolean } = {},
) =>
  insertCustomerOrder(t.db, {
    businessId,
    customerId: customer.id,
    driverId: withDriver ? driver.id : null,
    status,
    deliveredAgo,
  });

const rate = (orderId: string, payload: object, as: TestCaller = customer) =>
  t.inject({ method: 'POST', url: `/api/ordering/me/orders/${orderId}/rating`, payload }, as);
const ratingsOf = (orderId: string) =>
  t.db
    .selectFrom('order_ratings')
    .select(['business_id', 'driver_id', 'user_id', 'food_stars', 'delivery_stars', 'comment'])
    .where('order_id', '=', orderId)
    .execute();

function expectRefusal(
  response: { statusCode: number; json(): unknown },
  statusCode: number,
  code: string,
  message: string,
) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toMatchObject({ statusCode, code, message });
}

describe('POST /api/ordering/me/orders/:id/rating', () => {
  it('keeps the food and delivery stars and the comment of a delivered order, and lists it back', async () => {
    const orderId = await insertOrder('delivered');
    const response = await rate(orderId, {
      food_stars: 5,
      delivery_stars: 4,
      comment: '  Llegó calientito  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      order_id: orderId,
      food_stars: 5,
      delivery_stars: 4,
      comment: 'Llegó calientito',
    });
    expect(await ratingsOf(orderId)).toEqual([
      {
        business_id: businessId,
        driver_id: driver.id,
        user_id: customer.id,
        food_stars: 5,
        delivery_stars: 4,
        comment: 'Llegó calientito',
      },
    ]);
    const mine = await t.inject({ method: 'GET', url: '/api/ordering/me/order-ratings' }, customer);
    expect(mine.json().items).toEqual([response.json()]);
    const others = await t.inject({ method: 'GET', url: '/api/ordering/me/order-ratings' }, owner);
    expect(others.json().items).toEqual([]);
  });

  it('rates only the food when nobody delivered it, and asks for the delivery when a driver did', async () => {
    const pickedUp = await insertOrder('delivered', { withDriver: false });
    expectRefusal(
      await rate(pickedUp, { food_stars: 4, delivery_stars: 5 }),
      400,
      'no_delivery_to_rate',
      messages.ratingNoDelivery,
    );
    expect((await rate(pickedUp, { food_stars: 4 })).statusCode).toBe(201);
    const delivered = await insertOrder('delivered');
    expectRefusal(
      await rate(delivered, { food_stars: 4 }),
      400,
      'delivery_stars_required',
      messages.ratingDeliveryRequired,
    );
    expect((await rate(delivered, { food_stars: 6, delivery_stars: 4 })).statusCode).toBe(400);
    expect((await rate(delivered, { food_stars: 4, delivery_stars: 0 })).statusCode).toBe(400);
    expect(
      (await rate(delivered, { food_stars: 4, delivery_stars: 4, comment: 'a'.repeat(281) })).statusCode,
    ).toBe(400);
    expect(await ratingsOf(delivered)).toEqual([]);
  });

  it('refuses an order not delivered, another person, and after the 7-day window', async () => {
    for (const status of ['pending', 'on_the_way', 'cancelled'] as const) {
      const orderId = await insertOrder(status);
      expectRefusal(
        await rate(orderId, { food_stars: 5, delivery_stars: 5 }),
        409,
        'order_not_delivered',
        messages.ratingNotDelivered,
      );
    }
    const orderId = await insertOrder('delivered');
    for (const stranger of [owner, driver]) {
      expectRefusal(
        await rate(orderId, { food_stars: 1, delivery_stars: 1 }, stranger),
        404,
        'order_not_found',
        messages.orderNotFound,
      );
    }
    expect((await rate(randomUUID(), { food_stars: 5, delivery_stars: 5 })).statusCode).toBe(404);
    const visitor = await t.inject({
      method: 'POST',
      url: `/api/ordering/me/orders/${orderId}/rating`,
      payload: { food_stars: 5 },
    });
    expect(visitor.statusCode).toBe(401);

    const late = await insertOrder('delivered', { deliveredAgo: 7 * DAY + HOUR });
    expectRefusal(
      await rate(late, { food_stars: 5, delivery_stars: 5 }),
      409,
      'rating_window_closed',
      messages.ratingWindowClosed,
    );
    const inTime = await insertOrder('delivered', { deliveredAgo: 7 * DAY - HOUR });
    expect((await rate(inTime, { food_stars: 5, delivery_stars: 5 })).statusCode).toBe(201);
  });

  it('is final: a second rating is refused, and of two sent at once exactly one is kept', async () => {
    const orderId = await insertOrder('delivered');
    expect((await rate(orderId, { food_stars: 5, delivery_stars: 5 })).statusCode).toBe(201);
    expectRefusal(
      await rate(orderId, { food_stars: 1, delivery_stars: 1 }),
      409,
      'already_rated',
      messages.ratingAlreadySent,
    );

    const raced = await insertOrder('delivered');
    const answers = await Promise.all([
      rate(raced, { food_stars: 5, delivery_stars: 5 }),
      rate(raced, { food_stars: 1, delivery_stars: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.statusCode === 201)!.json();
    const rows = await ratingsOf(raced);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.food_stars).toBe(winner.food_stars);
  });
});

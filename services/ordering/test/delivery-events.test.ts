import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { createQueues, type OrderEventJob, type Queues } from '@cerca/queues';
import { realtimePublished, relayedOrderEvents } from '@cerca/queues/testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';

// Issue 11: the owner's status steps and 'Asignar Repartidor' tell the drivers' zone and queue
// the notification events, like the driver service's own accept and cancel.

const t = useServiceTest([orderingService]);

let queues: Queues;
let owner: TestUser;
let customer: TestUser;
let cityId: string;
let businessId: string;

beforeAll(async () => {
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
});
afterAll(async () => {
  await queues?.close();
});
beforeEach(async () => {
  cityId = (await insertCity(t.db, { name: `Ciudad ${randomUUID()}` })).id;
  owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db);
  businessId = (await insertBusiness(t.db, { ownerId: owner.id, cityId, name: 'Fonda Doña Lupe' })).id;
});

async function insertOrder(status: 'preparing' | 'looking_for_driver') {
  const order = await t.db
    .insertInto('orders')
    .values({
      business_id: businessId,
      user_id: customer.id,
      status,
      subtotal_amount: '100.00',
      total_amount: '100.00',
      delivery_address: 'Av. Juárez 100',
      delivery_notes: 'Porton azul',
      contact_phone: '3398765432',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

/** Everything pushed to browsers while `run` runs (up to a barrier: @cerca/queues/testing). */
const published = (run: () => Promise<void>) => realtimePublished(t.redis, t.config.redisPrefix, run);

/** The order events the relay queues for `orderId` (the routes record them as outbox events). */
async function queuedEvents(orderId: string): Promise<OrderEventJob[]> {
  return (await relayedOrderEvents(t, queues, orderId)).map((job) => job.data);
}

/** The queued job data equal to `event`, if any. */
async function queued(event: OrderEventJob) {
  return (await queuedEvents(event.orderId)).find((data) => isDeepStrictEqual(data, event));
}

describe('delivery events of the orders panel', () => {
  it('pushes an order entering looking_for_driver to its zone and queues status and available', async () => {
    const orderId = await insertOrder('preparing');
    const messages = await published(async () => {
      const response = await t.inject(
        {
          method: 'POST',
          url: `/api/ordering/orders/${orderId}/status`,
          payload: { status: 'looking_for_driver' },
        },
        owner,
      );
      expect(response.statusCode).toBe(200);
    });
    expect(
      messages.some(
        (m) =>
          m.includes('order:available') &&
          m.includes(`zone:${cityId}`) &&
          m.includes(orderId) &&
          m.includes('Fonda Do'),
      ),
    ).toBe(true);
    // Offered, not yet anyone's: the zone hears no customer, street address or notes (issue 21).
    const offered = messages.filter((m) => m.includes('order:available'));
    for (const secret of ['Av. Ju', 'Porton azul', '3398765432', customer.username]) {
      expect(offered.some((m) => m.includes(secret))).toBe(false);
    }
    expect(await queued({ kind: 'status', orderId, status: 'looking_for_driver' })).toBeDefined();
    expect(await queued({ kind: 'available', orderId })).toEqual({ kind: 'available', orderId });
  });

  it("drops an assigned order from the zone, tells the driver's room and queues the assignment", async () => {
    const orderId = await insertOrder('looking_for_driver');
    const driver = await insertUser(t.db);
    await t.db
      .insertInto('drivers')
      .values({ id: driver.id, zone_id: cityId, phone: '3312345678' })
      .execute();
    const messages = await published(async () => {
      const response = await t.inject(
        {
          method: 'POST',
          url: `/api/ordering/orders/${orderId}/assign-driver`,
          payload: { driver_id: driver.id },
        },
        owner,
      );
      expect(response.statusCode).toBe(200);
    });
    expect(messages.some((m) => m.includes('order:taken') && m.includes(`zone:${cityId}`))).toBe(true);
    expect(
      messages.some(
        (m) =>
          m.includes('order:status') &&
          m.includes(`user:${driver.id}`) &&
          m.includes(`user:${customer.id}`) &&
          m.includes(`business:${businessId}`),
      ),
    ).toBe(true);
    expect(await queued({ kind: 'assigned', orderId, driverId: driver.id })).toEqual({
      kind: 'assigned',
      orderId,
      driverId: driver.id,
    });
    expect(await queued({ kind: 'status', orderId, status: 'on_the_way' })).toBeDefined();
  });
});

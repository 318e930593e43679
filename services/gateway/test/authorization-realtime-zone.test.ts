import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { insertBusiness, insertCity, insertUser, type TestDatabase } from '@cerca/db-testing';
import { realtimeService } from '@cerca/realtime-service';
import { createServiceApp } from '@cerca/service-kit';
import { testConfig } from '@cerca/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeCityPartner, signedIn } from './accounts';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * Issue 21, next to the authorization matrix (which checks status codes): what a driver hears and
 * reads, through the composed gateway with real tokens and real socket.io clients, as an attacker
 * holding a driver's account would. Two realtime nodes share the rooms through Redis: the
 * gateway's own (as `npm start` runs it) and a second, standalone one (as `npm run start:split`
 * and several nodes run it), so a change published by the partner or driver service must reach a
 * socket on either.
 *
 * - Realtime zone membership after a status change: a driver in `zone:<city>` who is suspended or
 *   deleted by the city's partner, or who turns availability off, hears no more order:available,
 *   and cannot join again until approved and available.
 * - Driver views before and after acceptance: an offered order (the available list and the
 *   order:available payload) carries the business, items count, area and amount to collect only;
 *   the customer's username, phone, street address and notes reach the driver who accepted it.
 */

const NAME = 'realtime-zone';
/** The customer's details: none of these may reach a driver before the order is theirs. */
const CUSTOMER = {
  username: 'cliente.secreto',
  phone: '3311112222',
  street: 'Calle Secreta 742',
  notes: 'Timbre del depto 3B',
};
const ADDRESS = `${CUSTOMER.street}, Col. Americana, 44160 Guadalajara`;

let test: TestGateway;
let gateway: FastifyInstance;
let database: TestDatabase;
let secondNode: FastifyInstance;
/** The gateway's realtime (node 1) and the standalone realtime (node 2). */
const nodes: string[] = [];
const sockets: Socket[] = [];

let cityId: string;
let cityName: string;
let businessId: string;
let customerId: string;
let ownerToken: string;
let partnerToken: string;

const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** An approved driver of the city who is taking orders (as the dashboard's toggle leaves them). */
async function availableDriver(prefix: string): Promise<{ id: string; token: string }> {
  const driver = await signedIn(gateway, prefix);
  await database.db
    .insertInto('drivers')
    .values({ id: driver.id, zone_id: cityId, phone: '3399990000', is_available: true })
    .execute();
  return driver;
}

function open(node: string, token: string): Socket {
  const socket = connect(node, {
    path: '/realtime',
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  // Already accepted when the caller awaited something between opening and listening.
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

type JoinAnswer = { ok: boolean; code?: string; message?: string; room?: string };
const join = (socket: Socket, room: string) =>
  socket.timeout(5000).emitWithAck('join', room) as Promise<JoinAnswer>;

/** One socket of the driver on each realtime node, both in the zone room. */
async function inZoneOnBothNodes(token: string): Promise<Socket[]> {
  const pair = nodes.map((node) => open(node, token));
  await Promise.all(pair.map(connected));
  for (const socket of pair)
    expect(await join(socket, `zone:${cityId}`)).toEqual({ ok: true, room: `zone:${cityId}` });
  return pair;
}

/** A fresh order of the business, ready for the owner's 'Buscando Repartidor' step. */
async function preparingOrder(): Promise<string> {
  const order = await database.db
    .insertInto('orders')
    .values({
      business_id: businessId,
      user_id: customerId,
      status: 'preparing',
      subtotal_amount: '180.00',
      shipping_amount: '25.00',
      total_amount: '205.00',
      delivery_address: ADDRESS,
      delivery_notes: CUSTOMER.notes,
      contact_phone: CUSTOMER.phone,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('order_items')
    .values([
      {
        order_id: order.id,
        item_name: 'Torta ahogada',
        quantity: 2,
        unit_price: '60.00',
        notes: 'Sin cebolla',
      },
      { order_id: order.id, item_name: 'Agua de jamaica', quantity: 1, unit_price: '60.00' },
    ])
    .execute();
  return order.id;
}

/** The owner sends the order (by default a fresh one) to the drivers: order:available to the zone; its id. */
async function offerOrder(orderId?: string): Promise<string> {
  orderId ??= await preparingOrder();
  const moved = await gateway.inject({
    method: 'POST',
    url: `/api/ordering/orders/${orderId}/status`,
    headers: as(ownerToken),
    payload: { status: 'looking_for_driver' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return orderId;
}

interface AvailableEvent {
  order: Record<string, unknown> & { id: string };
}

/** The order:available event of `orderId` on `socket`. */
function eventOf(socket: Socket, orderId: string): Promise<AvailableEvent> {
  return new Promise((resolve) => {
    const listener = (event: AvailableEvent) => {
      if (event.order.id !== orderId) return;
      socket.off('order:available', listener);
      resolve(event);
    };
    socket.on('order:available', listener);
  });
}

/** Every order:available a socket hears, from now until stop(). */
function record(socket: Socket) {
  const heard = new Set<string>();
  const waiting = new Map<string, () => void>();
  const listener = (event: AvailableEvent) => {
    heard.add(event.order.id);
    waiting.get(event.order.id)?.();
  };
  socket.on('order:available', listener);
  return {
    heard: (orderId: string) => heard.has(orderId),
    until: (orderId: string) =>
      heard.has(orderId) ? Promise.resolve() : new Promise<void>((resolve) => waiting.set(orderId, resolve)),
    stop: () => socket.off('order:available', listener),
  };
}

/**
 * Offers a fresh order and answers which of `watched` heard it. No waiting on a clock: once each
 * node's `controls` socket heard it, the node has broadcast it, and a round trip on each watched
 * socket (a join it may not make) is answered after anything that node sent that socket before.
 */
async function whoHears(controls: Socket[], watched: Socket[]): Promise<boolean[]> {
  const controlRecords = controls.map(record);
  const watchedRecords = watched.map(record);
  try {
    const orderId = await offerOrder();
    await Promise.all(controlRecords.map((recorded) => recorded.until(orderId)));
    for (const socket of watched) {
      expect((await join(socket, `business:${randomUUID()}`)).code).toBe('forbidden');
    }
    return watchedRecords.map((recorded) => recorded.heard(orderId));
  } finally {
    for (const recorded of [...controlRecords, ...watchedRecords]) recorded.stop();
  }
}

/**
 * An available driver of the zone with a socket in the room on each node, beside a control
 * driver's: checked to hear the zone's orders, so that hearing nothing later tells.
 */
async function listeningDriver(prefix: string) {
  const control = await inZoneOnBothNodes((await availableDriver('control')).token);
  const driver = await availableDriver(prefix);
  const sockets = await inZoneOnBothNodes(driver.token);
  expect(await whoHears(control, sockets)).toEqual([true, true]);
  return { ...driver, sockets, hears: () => whoHears(control, sockets) };
}

/** The driver's sockets, still connected, hear nothing on either node and may not join again. */
async function expectOutOfZone(driver: Awaited<ReturnType<typeof listeningDriver>>): Promise<void> {
  expect(await driver.hears()).toEqual([false, false]);
  for (const socket of driver.sockets) {
    expect(socket.connected).toBe(true);
    expect((await join(socket, `zone:${cityId}`)).code).toBe('forbidden');
  }
}

const availableOrders = (token: string) =>
  gateway.inject({ method: 'GET', url: '/api/driver/me/available-orders', headers: as(token) });

beforeAll(async () => {
  test = await startTestGateway({ name: NAME });
  gateway = test.app;
  database = test.database;
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;

  const city = await insertCity(database.db, { name: 'Guadalajara de Prueba' });
  cityId = city.id;
  cityName = city.name;
  const owner = await signedIn(gateway, 'dueno');
  ownerToken = owner.token;
  businessId = (
    await insertBusiness(database.db, {
      ownerId: owner.id,
      cityId,
      name: 'Tortas El Güero',
      address: 'Av. Hidalgo 10',
    })
  ).id;
  customerId = (await insertUser(database.db, { username: CUSTOMER.username })).id;
  const partner = await signedIn(gateway, 'partner');
  await makeCityPartner(database.db, partner.id, cityId);
  partnerToken = partner.token;

  // The second realtime node: its own process in a deployment; here its own app and HTTP server on
  // the same database and Redis prefix, verifying the gateway's tokens through the JWKS.
  const issuer = JSON.parse(Buffer.from(ownerToken.split('.')[1]!, 'base64url').toString()).iss as string;
  secondNode = await createServiceApp({
    config: testConfig({
      databaseUrl: database.url,
      redisPrefix: `cerca-test:${NAME}:${process.pid}:`,
      publicUrl: issuer.replace(/\/auth\/v1$/, ''),
      jwksUrl: `${gatewayUrl}/auth/v1/.well-known/jwks.json`,
    }),
    services: [realtimeService],
  });
  await secondNode.listen({ host: '127.0.0.1', port: 0 });
  // As a load balancer would: no traffic before /ready (its subscriptions are in place). The
  // probe itself waits up to 1.5 s for them; a few probes cover a slow start.
  let ready = 0;
  for (let probe = 0; probe < 5 && ready !== 200; probe++) {
    ready = (await secondNode.inject({ url: '/realtime-status/ready' })).statusCode;
  }
  expect(ready).toBe(200);
  nodes.push(gatewayUrl, `http://127.0.0.1:${(secondNode.server.address() as AddressInfo).port}`);
}, 60_000);

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await secondNode?.close();
  await test?.close();
});

describe('realtime zone membership after a status change (issue 21)', () => {
  it('a driver suspended by the partner stops hearing order:available on every node', async () => {
    const target = await listeningDriver('suspendido');

    const suspended = await gateway.inject({
      method: 'PATCH',
      url: `/api/partner/cities/${cityId}/drivers/${target.id}`,
      headers: as(partnerToken),
      payload: { status: 'suspended' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await expectOutOfZone(target);
  });

  it('a driver deleted by the partner stops hearing order:available on every node', async () => {
    const target = await listeningDriver('eliminado');

    const deleted = await gateway.inject({
      method: 'DELETE',
      url: `/api/partner/cities/${cityId}/drivers/${target.id}`,
      headers: as(partnerToken),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectOutOfZone(target);
  });

  it('a driver who turns availability off stops hearing, and hears again only after re-joining when on', async () => {
    const target = await listeningDriver('descanso');

    const availability = (isAvailable: boolean) =>
      gateway.inject({
        method: 'PUT',
        url: '/api/driver/me/availability',
        headers: as(target.token),
        payload: { is_available: isAvailable },
      });
    expect((await availability(false)).statusCode).toBe(200);
    await expectOutOfZone(target);

    // Available again: nothing until the dashboard asks for the room, which the check now allows.
    expect((await availability(true)).statusCode).toBe(200);
    expect(await target.hears()).toEqual([false, false]);
    for (const socket of target.sockets) expect((await join(socket, `zone:${cityId}`)).ok).toBe(true);
    expect(await target.hears()).toEqual([true, true]);
  });

  it('never lets an approved driver who is not available into the zone room', async () => {
    const driver = await signedIn(gateway, 'apagado');
    await database.db
      .insertInto('drivers')
      .values({ id: driver.id, zone_id: cityId, phone: '3399990001', is_available: false })
      .execute();
    for (const node of nodes) {
      const socket = open(node, driver.token);
      await connected(socket);
      expect(await join(socket, `zone:${cityId}`)).toEqual({
        ok: false,
        code: 'forbidden',
        message: 'No tienes permiso para unirte a esta sala.',
      });
    }
  });
});

/** The offered shape, exactly: whatever else an order carries stays out. */
function expectOffered(order: Record<string, unknown>, orderId: string): void {
  expect(order).toEqual({
    id: orderId,
    created_at: expect.any(String),
    total_amount: '205.00',
    items_count: 3,
    area: { colonia: 'Americana', city: cityName },
    business: { id: businessId, name: 'Tortas El Güero', address: 'Av. Hidalgo 10', photo_url: null },
  });
  const text = JSON.stringify(order);
  for (const secret of [...Object.values(CUSTOMER), '44160', 'Sin cebolla', 'Torta ahogada']) {
    expect(text).not.toContain(secret);
  }
}

describe('driver views before and after acceptance (issue 21)', () => {
  it('offers an order in the list and the order:available payload without the customer', async () => {
    const driver = await availableDriver('mirada');
    const [socket] = await inZoneOnBothNodes(driver.token);
    const orderId = await preparingOrder();
    const pushed = eventOf(socket!, orderId);
    await offerOrder(orderId);
    expectOffered((await pushed).order, orderId);

    const list = await availableOrders(driver.token);
    expect(list.statusCode).toBe(200);
    const offered = (list.json().orders as Array<{ id: string }>).find((order) => order.id === orderId);
    expectOffered(offered as Record<string, unknown>, orderId);
  });

  it('offers an order handed back by a driver without the customer, too', async () => {
    const [carrier, watcher] = [await availableDriver('devuelve'), await availableDriver('observa')];
    const [socket] = await inZoneOnBothNodes(watcher.token);
    const orderId = await offerOrder();
    const accepted = await gateway.inject({
      method: 'POST',
      url: `/api/driver/orders/${orderId}/accept`,
      headers: as(carrier.token),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const pushed = eventOf(socket!, orderId);
    const cancelled = await gateway.inject({
      method: 'POST',
      url: `/api/driver/deliveries/${accepted.json().order.driver_order.id}/status`,
      headers: as(carrier.token),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectOffered((await pushed).order, orderId);
  });

  it("shows the customer's details to the driver who accepted it, and only to them", async () => {
    const [winner, other] = [await availableDriver('gana'), await availableDriver('otro')];
    const orderId = await offerOrder();
    const accepted = await gateway.inject({
      method: 'POST',
      url: `/api/driver/orders/${orderId}/accept`,
      headers: as(winner.token),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const full = {
      id: orderId,
      delivery_address: ADDRESS,
      delivery_notes: CUSTOMER.notes,
      customer: { username: CUSTOMER.username, phone: CUSTOMER.phone },
      items: expect.arrayContaining([
        expect.objectContaining({ item_name: 'Torta ahogada', quantity: 2, notes: 'Sin cebolla' }),
        expect.objectContaining({ item_name: 'Agua de jamaica', quantity: 1 }),
      ]),
    };
    expect(accepted.json().order).toMatchObject(full);
    const deliveries = (token: string) =>
      gateway.inject({ method: 'GET', url: '/api/driver/me/deliveries?filter=active', headers: as(token) });
    const mine = await deliveries(winner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().orders).toEqual([expect.objectContaining(full)]);

    // Another driver of the zone: not in their deliveries, and no longer offered to them.
    const theirs = await deliveries(other.token);
    expect(theirs.json().orders).toEqual([]);
    const list = await availableOrders(other.token);
    expect(list.json().orders.map((order: { id: string }) => order.id)).not.toContain(orderId);
    for (const secret of Object.values(CUSTOMER)) {
      expect(theirs.body + list.body).not.toContain(secret);
    }
  });
});

import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  createTestDatabase,
  insertBusiness,
  insertCity,
  insertUser,
  type TestDatabase,
} from '@cerca/db-testing';
import { closeDriverZone, createRealtimeEmitter, rooms } from '@cerca/queues';
import { createServiceApp, revokedSessionKey, revokeSessions } from '@cerca/service-kit';
import { createTestKeys, testConfig } from '@cerca/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { realtimeService } from '../src/plugin';
import { connected, testSockets } from './sockets';

let tdb: TestDatabase;
let app: FastifyInstance;
let redis: Redis;
let url: string;
let keys: Awaited<ReturnType<typeof createTestKeys>>;
const config = testConfig();
const sockets = testSockets();

const open = (token?: string): Socket => sockets.open(url, token === undefined ? {} : { token });

function refused(socket: Socket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', resolve);
  });
}

function next<T>(socket: Socket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * Sends `socket` a message of its own through the same emitter and waits for it: one that should
 * not have reached the socket earlier would have arrived before it (Redis and the socket keep
 * the order), so a check made after this needs no fixed wait.
 */
async function witnessed(
  emitter: ReturnType<typeof createRealtimeEmitter>,
  socket: Socket,
  userId: string,
): Promise<void> {
  const arrived = next(socket, 'witness');
  emitter.to(rooms.user(userId)).emit('witness', {});
  await arrived;
}

const join = (socket: Socket, room: string) =>
  socket.timeout(3000).emitWithAck('join', room) as Promise<{
    ok: boolean;
    code?: string;
    message?: string;
    room?: string;
  }>;

/** Kills the node's Redis subscriber connections, as a network cut would; answers how many. */
async function cutSubscriberOff(): Promise<number> {
  const admin = new Redis(config.redisUrl);
  try {
    const clients = (await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
    const ids = [...clients.matchAll(/^id=(\d+) .*$/gm)]
      .filter(([line]) => line.includes(` name=${config.redisPrefix}realtime-sub `))
      .map(([, id]) => id!);
    for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id);
    return ids.length;
  } finally {
    admin.disconnect();
  }
}

beforeAll(async () => {
  tdb = await createTestDatabase({ seedCatalogue: true });
  keys = await createTestKeys();
  redis = new Redis(config.redisUrl, { keyPrefix: config.redisPrefix });
  app = await createServiceApp({
    services: [realtimeService],
    config,
    db: tdb.db,
    redis,
    verifyToken: keys.verifyToken,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // As a load balancer would: no traffic before /ready (the session-end subscription is in place).
  await vi.waitFor(
    async () => expect((await app.inject({ url: '/realtime-status/ready' })).statusCode).toBe(200),
    { timeout: 10_000, interval: 50 },
  );
});

afterEach(() => {
  sockets.closeAll();
});

afterAll(async () => {
  await app?.close();
  redis?.disconnect();
  await tdb?.drop();
});

describe('realtime', () => {
  it('reports ready with its Redis adapter connected', async () => {
    const res = await app.inject({ method: 'GET', url: '/realtime-status/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.service).toBe('ok');
  });

  it('takes websocket only: a long-polling handshake is refused, a websocket one connects', async () => {
    const polling = await fetch(`${url}/realtime/?EIO=4&transport=polling`);
    expect(polling.status).toBe(400);
    expect(await polling.json()).toEqual({ code: 0, message: 'Transport unknown' });
    const socket = open(await keys.sign({ id: randomUUID() }));
    await connected(socket);
    expect(socket.io.engine.transport.name).toBe('websocket');
  });

  it('refuses connections without a token or with a bad one', async () => {
    expect((await refused(open())).message).toBe('No autorizado');
    expect((await refused(open('not-a-jwt'))).message).toBe('No autorizado');
    const otherKeys = await createTestKeys();
    const forged = await otherKeys.sign({ id: randomUUID() });
    expect((await refused(open(forged))).message).toBe('No autorizado');
    const expired = await keys.sign({ id: randomUUID() }, '-1s');
    expect((await refused(open(expired))).message).toBe('No autorizado');
    const foreignIssuer = await keys.sign({ id: randomUUID(), issuer: 'https://elsewhere.example/auth/v1' });
    expect((await refused(open(foreignIssuer))).message).toBe('No autorizado');
  });

  it("receives what other processes emit to the user's room, and only its own", async () => {
    const me = randomUUID();
    const someoneElse = randomUUID();
    const socket = open(await keys.sign({ id: me }));
    const other = open(await keys.sign({ id: someoneElse }));
    await Promise.all([connected(socket), connected(other)]);
    // The app's own client carries a keyPrefix: pub/sub channels are not prefixed, so it works.
    const emitter = createRealtimeEmitter(redis, config.redisPrefix);
    const received = next<{ title: string }>(socket, 'notification');
    let leaked = false;
    other.on('notification', () => {
      leaked = true;
    });
    emitter.to(rooms.user(me)).emit('notification', { title: 'Tu pedido va en camino' });
    expect(await received).toEqual({ title: 'Tu pedido va en camino' });
    await witnessed(emitter, other, someoneElse);
    expect(leaked).toBe(false);
  });

  it('joins the business room only for its owner', async () => {
    const ownerId = (await insertUser(tdb.db)).id;
    const strangerId = (await insertUser(tdb.db)).id;
    const businessId = (await insertBusiness(tdb.db, { ownerId })).id;
    const owner = open(await keys.sign({ id: ownerId }));
    const stranger = open(await keys.sign({ id: strangerId }));
    await Promise.all([connected(owner), connected(stranger)]);

    expect(await join(owner, `business:${businessId}`)).toEqual({ ok: true, room: `business:${businessId}` });
    expect(await join(stranger, `business:${businessId}`)).toEqual({
      ok: false,
      code: 'forbidden',
      message: 'No tienes permiso para unirte a esta sala.',
    });
    expect((await join(stranger, `user:${ownerId}`)).code).toBe('invalid_room');

    const emitter = createRealtimeEmitter(redis, config.redisPrefix);
    const received = next<{ orderId: string }>(owner, 'order:new');
    let leaked = false;
    stranger.on('order:new', () => {
      leaked = true;
    });
    emitter.to(rooms.business(businessId)).emit('order:new', { orderId: 'o1' });
    expect(await received).toEqual({ orderId: 'o1' });
    await witnessed(emitter, stranger, strangerId);
    expect(leaked).toBe(false);
  });

  it('joins a zone room only for approved, available drivers of that city', async () => {
    const [city, otherCity] = await tdb.db.selectFrom('cities').select('id').limit(2).execute();
    const driverId = (await insertUser(tdb.db)).id;
    const suspendedId = (await insertUser(tdb.db)).id;
    const offDutyId = (await insertUser(tdb.db)).id;
    await tdb.db
      .insertInto('drivers')
      .values([
        { id: driverId, zone_id: city!.id, phone: '5551111111', is_available: true },
        { id: suspendedId, zone_id: city!.id, phone: '5552222222', status: 'suspended' },
        { id: offDutyId, zone_id: city!.id, phone: '5553333333', is_available: false },
      ])
      .execute();
    const driver = open(await keys.sign({ id: driverId }));
    const suspended = open(await keys.sign({ id: suspendedId }));
    const offDuty = open(await keys.sign({ id: offDutyId }));
    await Promise.all([connected(driver), connected(suspended), connected(offDuty)]);
    expect((await join(driver, `zone:${city!.id}`)).ok).toBe(true);
    expect((await join(driver, `zone:${otherCity!.id}`)).ok).toBe(false);
    expect((await join(suspended, `zone:${city!.id}`)).ok).toBe(false);
    // Issue 21: approved but not taking orders is not in the zone either.
    expect(await join(offDuty, `zone:${city!.id}`)).toEqual({
      ok: false,
      code: 'forbidden',
      message: 'No tienes permiso para unirte a esta sala.',
    });
  });

  describe('zone membership after a status change (issue 21)', () => {
    /** Two available drivers of a fresh city, each with a socket in the zone room. */
    async function zoneWithTwoDrivers() {
      const city = await insertCity(tdb.db, { name: `Zona ${randomUUID().slice(0, 8)}` });
      const ids = [(await insertUser(tdb.db)).id, (await insertUser(tdb.db)).id] as const;
      await tdb.db
        .insertInto('drivers')
        .values(ids.map((id) => ({ id, zone_id: city.id, phone: '5551111111', is_available: true })))
        .execute();
      const [leaving, staying] = [
        open(await keys.sign({ id: ids[0] })),
        open(await keys.sign({ id: ids[1] })),
      ];
      await Promise.all([connected(leaving), connected(staying)]);
      const room = `zone:${city.id}`;
      expect((await join(leaving, room)).ok).toBe(true);
      expect((await join(staying, room)).ok).toBe(true);
      return { zoneId: city.id, room, leavingId: ids[0], leaving, staying };
    }

    /**
     * Emits order:available to the zone and answers whether `removed` heard it: once `control`
     * heard it, a round trip on `removed` is answered after anything the node sent it before.
     * 'lost' when the control did not hear it either (the node was not listening yet).
     */
    async function heardBy(removed: Socket, control: Socket, zoneId: string): Promise<boolean | 'lost'> {
      const orderId = randomUUID();
      let heard = false;
      const onRemoved = (event: { order: { id: string } }) => {
        if (event.order.id === orderId) heard = true;
      };
      removed.on('order:available', onRemoved);
      try {
        const controlHeard = next<{ order: { id: string } }>(control, 'order:available', 2000);
        createRealtimeEmitter(redis, config.redisPrefix)
          .to(rooms.zone(zoneId))
          .emit('order:available', { order: { id: orderId } });
        if ((await controlHeard.catch(() => null))?.order.id !== orderId) return 'lost';
        await join(removed, `business:${randomUUID()}`);
        return heard;
      } finally {
        removed.off('order:available', onRemoved);
      }
    }

    it('makes the driver leave the zone when a service publishes the change', async () => {
      const { zoneId, leavingId, leaving, staying } = await zoneWithTwoDrivers();
      expect(await heardBy(leaving, staying, zoneId)).toBe(true);
      await tdb.db.updateTable('drivers').set({ is_available: false }).where('id', '=', leavingId).execute();
      await closeDriverZone(redis, config.redisPrefix, { driverId: leavingId, zoneId });
      expect(await heardBy(leaving, staying, zoneId)).toBe(false);
      // Asking again is refused: the join reads the driver from the database.
      expect((await join(leaving, `zone:${zoneId}`)).ok).toBe(false);
      // Available again: the same join lets them back in.
      await tdb.db.updateTable('drivers').set({ is_available: true }).where('id', '=', leavingId).execute();
      expect((await join(leaving, `zone:${zoneId}`)).ok).toBe(true);
      expect(await heardBy(leaving, staying, zoneId)).toBe(true);
    });

    it('rechecks zone members after its subscriber was cut off from Redis', async () => {
      const { zoneId, leavingId, leaving, staying } = await zoneWithTwoDrivers();
      // Suspended while the node could not hear it: the message is lost, the row is not.
      await tdb.db
        .updateTable('drivers')
        .set({ status: 'suspended', is_available: false })
        .where('id', '=', leavingId)
        .execute();
      await cutSubscriberOff();
      await expect.poll(() => heardBy(leaving, staying, zoneId), { timeout: 5000 }).toBe(false);
    });
  });

  it('drops a socket when its token expires', async () => {
    const socket = open(await keys.sign({ id: randomUUID() }, '2s'));
    await connected(socket);
    const reason = await next<string>(socket, 'disconnect', 4000);
    expect(reason).toBe('io server disconnect');
  });

  it('refuses the token of an ended session', async () => {
    const sessionId = randomUUID();
    await revokeSessions(redis, [sessionId], { redisPrefix: config.redisPrefix, ttlSeconds: 60 });
    const socket = open(await keys.sign({ id: randomUUID(), sessionId }));
    expect((await refused(socket)).message).toBe('No autorizado');
  });

  it('drops the sockets of a session when it ends, on whichever node holds them', async () => {
    const id = randomUUID();
    const sessionId = randomUUID();
    const ending = open(await keys.sign({ id, sessionId }));
    const sameSession = open(await keys.sign({ id, sessionId }));
    const otherDevice = open(await keys.sign({ id, sessionId: randomUUID() }));
    await Promise.all([connected(ending), connected(sameSession), connected(otherDevice)]);
    let otherDropped = false;
    otherDevice.on('disconnect', () => {
      otherDropped = true;
    });
    const reasons = Promise.all([
      next<string>(ending, 'disconnect'),
      next<string>(sameSession, 'disconnect'),
    ]);
    // What the auth service does on sign-out: the keys for new connections, a message for live ones.
    await revokeSessions(redis, [sessionId], { redisPrefix: config.redisPrefix, ttlSeconds: 60 });
    expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
    // A later sign-out, on the same channel, ends a witness: otherDevice would have gone first.
    const witnessSession = randomUUID();
    const witness = open(await keys.sign({ id: randomUUID(), sessionId: witnessSession }));
    await connected(witness);
    const witnessGone = next<string>(witness, 'disconnect');
    await revokeSessions(redis, [witnessSession], { redisPrefix: config.redisPrefix, ttlSeconds: 60 });
    await witnessGone;
    expect(otherDropped).toBe(false);
  });

  it('drops a session that ended while its subscriber was cut off from Redis, once it is back', async () => {
    const sessionId = randomUUID();
    const socket = open(await keys.sign({ id: randomUUID(), sessionId }));
    await connected(socket);
    const dropped = next<string>(socket, 'disconnect', 5000);
    // The mark is written but its message is lost: nobody was subscribed to hear it.
    await redis.set(revokedSessionKey(sessionId), '1', 'EX', 60);
    expect(await cutSubscriberOff()).toBeGreaterThan(0);
    expect(await dropped).toBe('io server disconnect');
  });
});

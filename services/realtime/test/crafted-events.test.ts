import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, insertBusiness, insertUser, type TestDatabase } from '@cerca/db-testing';
import { realtimeKey } from '@cerca/queues';
import { accessTokenIssuer, createServiceApp } from '@cerca/service-kit';
import { createTestKeys, testConfig } from '@cerca/service-kit/testing';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { UnsecuredJWT } from 'jose';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import messages from '../src/messages.json';
import { realtimeService } from '../src/plugin';

// A bounded fuzz of the realtime socket events with what no client of ours sends: crafted room
// names and argument lists for join and leave, events the server does not define, raw frames and
// crafted handshakes. Whatever comes in, the server stays up and still answers a well-formed join,
// never puts a socket in a room it may not hear, answers every ack it is given in Spanish, and
// refuses bad handshakes as unauthorized. Rooms are read on the server side, through a second
// adapter node (`observer`), the way another realtime node would see them.
let tdb: TestDatabase;
let app: FastifyInstance;
let redis: Redis;
let url: string;
let keys: Awaited<ReturnType<typeof createTestKeys>>;
const config = testConfig();
let observer: Server;
let observerPub: Redis;
let observerSub: Redis;

const me = { id: '', sessionId: randomUUID(), businessId: '', zoneId: '', token: '' };
const other = { id: '', sessionId: randomUUID(), businessId: '', token: '' };
let otherSocket: Socket;
let otherCityId: string;
const sockets: Socket[] = [];

const REFUSALS: Record<string, string> = {
  invalid_room: messages.invalidRoom,
  forbidden: messages.forbiddenRoom,
};
/** Past this size (maxHttpBufferSize) the transport drops the whole connection, by design. */
const FRAME_LIMIT = 64 * 1024;
const ACK_TIMEOUT_MS = 2000;

/** Deterministic PRNG (mulberry32, as shared/seed's): a failing case replays on every machine. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof createRandom>;

function open(auth: unknown): Socket {
  const socket = connect(url, {
    path: '/realtime',
    transports: ['websocket'],
    reconnection: false,
    auth: auth as Record<string, unknown>,
  });
  sockets.push(socket);
  return socket;
}

type Handshake = { connected: true } | { connected: false; code?: string; message?: string };

function handshake(socket: Socket): Promise<Handshake> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ connected: false, code: 'timeout' }), ACK_TIMEOUT_MS);
    const done = (outcome: Handshake) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    socket.once('connect', () => done({ connected: true }));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) =>
      done({ connected: false, code: error.data?.code, message: error.message }),
    );
    // The protocol itself refuses a CONNECT whose auth is not an object: the transport closes.
    socket.once('disconnect', () => done({ connected: false }));
  });
}

async function signedIn(token: string): Promise<Socket> {
  const socket = open({ token });
  expect(await handshake(socket)).toEqual({ connected: true });
  return socket;
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
  observerPub = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  observerSub = observerPub.duplicate();
  observer = new Server({
    adapter: createAdapter(observerPub, observerSub, {
      key: realtimeKey(config.redisPrefix),
      requestsTimeout: ACK_TIMEOUT_MS,
    }),
  });

  const [city, otherCity] = await tdb.db.selectFrom('cities').select('id').limit(2).execute();
  otherCityId = otherCity!.id;
  me.id = (await insertUser(tdb.db)).id;
  me.businessId = (await insertBusiness(tdb.db, { ownerId: me.id })).id;
  me.zoneId = city!.id;
  await tdb.db.insertInto('drivers').values({ id: me.id, zone_id: me.zoneId, phone: '5553333333' }).execute();
  other.id = (await insertUser(tdb.db)).id;
  other.businessId = (await insertBusiness(tdb.db, { ownerId: other.id })).id;
  me.token = await keys.sign({ id: me.id, sessionId: me.sessionId });
  other.token = await keys.sign({ id: other.id, sessionId: other.sessionId });
  otherSocket = await signedIn(other.token);
});

// Each test starts with only the other person's socket on the server.
afterEach(async () => {
  for (const socket of sockets.splice(0)) if (socket !== otherSocket) socket.disconnect();
  sockets.push(otherSocket);
  await vi.waitFor(
    async () => {
      if ((await observer.fetchSockets()).length > 1) {
        throw new Error('sockets of the last test are still on the server');
      }
    },
    { timeout: ACK_TIMEOUT_MS, interval: 20 },
  );
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await observer?.of('/').adapter.close();
  observerPub?.disconnect();
  observerSub?.disconnect();
  await app?.close();
  redis?.disconnect();
  await tdb?.drop();
});

/** Rooms the signed-in fuzz socket must always be in (server-only rooms a leave must not drop). */
const requiredRooms = (socketId: string) => [socketId, `user:${me.id}`, `session:${me.sessionId}`];
/** Every room the fuzz socket may be in: the required ones, its business and its zone. */
const allowedRooms = (socketId: string) =>
  new Set([...requiredRooms(socketId), `business:${me.businessId}`, `zone:${me.zoneId}`]);

/** What the server holds for each socket, read through another adapter node. */
async function serverRooms(): Promise<Map<string, Set<string>>> {
  const found = await observer.fetchSockets();
  return new Map(found.map((socket) => [socket.id, socket.rooms]));
}

/** Room invariants, as failure lines: the fuzz socket and the other person's socket. */
async function roomFailures(fuzzSocket: Socket, label: string): Promise<string[]> {
  const failures: string[] = [];
  const held = await serverRooms();
  const mine = held.get(fuzzSocket.id!);
  if (!mine) return [`${label} → the server does not hold the fuzz socket`];
  const allowed = allowedRooms(fuzzSocket.id!);
  for (const room of mine) if (!allowed.has(room)) failures.push(`${label} → joined ${room.slice(0, 80)}`);
  for (const room of requiredRooms(fuzzSocket.id!))
    if (!mine.has(room)) failures.push(`${label} → left ${room}`);
  const theirs = held.get(otherSocket.id!);
  const expected = [otherSocket.id!, `user:${other.id}`, `session:${other.sessionId}`].sort();
  if (!theirs || JSON.stringify([...theirs].sort()) !== JSON.stringify(expected))
    failures.push(`${label} → the other person's rooms changed: ${JSON.stringify(theirs && [...theirs])}`);
  // Nobody else hears the other person's rooms, and no socket the fuzz did not open exists.
  for (const [id, rooms] of held) {
    if (id === otherSocket.id) continue;
    if (rooms.has(`user:${other.id}`) || rooms.has(`session:${other.sessionId}`))
      failures.push(`${label} → socket ${id} is in the other person's rooms`);
    if (rooms.has(`business:${other.businessId}`) || rooms.has(`zone:${otherCityId}`))
      failures.push(`${label} → socket ${id} is in a room it may not hear`);
    if (id !== fuzzSocket.id) failures.push(`${label} → unexpected socket ${id} in ${[...rooms].join(',')}`);
  }
  return failures;
}

/** An ack answer the server may give: a refusal in Spanish, or a room this person may hear. */
function ackFailure(answer: unknown, label: string, event: 'join' | 'leave'): string | null {
  if (typeof answer !== 'object' || answer === null) return `${label} → ack ${JSON.stringify(answer)}`;
  const { ok, code, message, room } = answer as Record<string, unknown>;
  if (ok === false) {
    if (typeof code !== 'string' || !Object.hasOwn(REFUSALS, code)) return `${label} → code ${String(code)}`;
    if (message !== REFUSALS[code]) return `${label} → message ${JSON.stringify(message)}`;
    if (Object.keys(answer).length !== 3) return `${label} → ack ${JSON.stringify(answer)}`;
    return null;
  }
  if (ok !== true || typeof room !== 'string') return `${label} → ack ${JSON.stringify(answer)}`;
  // Joining only ever succeeds for its own rooms; leaving a business or zone room one is not in is harmless.
  if (event === 'join' && room !== `business:${me.businessId}` && room !== `zone:${me.zoneId}`)
    return `${label} → joined ${room}`;
  if (event === 'leave' && !/^(business|zone):[0-9a-f-]{36}$/.test(room)) return `${label} → left ${room}`;
  return null;
}

type AckMode = 'none' | 'last' | 'first';
interface Outcome {
  /** The ack's answer, for `last`. */
  answer?: unknown;
  /** No ack within the timeout although one was given. */
  unanswered?: boolean;
  /** A callback sent where socket.io does not look for an ack was called (it cannot be). */
  strayCallback?: boolean;
  dropped: boolean;
}

/** One emit; `first` puts the callback where socket.io does not look for an ack. */
function send(socket: Socket, event: string, args: unknown[], mode: AckMode): Promise<Outcome> {
  return new Promise((resolve) => {
    const onDisconnect = () => resolve({ dropped: true });
    socket.once('disconnect', onDisconnect);
    const finish = (outcome: Outcome) => {
      socket.off('disconnect', onDisconnect);
      resolve(outcome);
    };
    if (mode === 'last') {
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck(event, ...args)
        .then(
          (answer: unknown) => finish({ answer, dropped: false }),
          () => finish({ unanswered: socket.connected, dropped: !socket.connected }),
        );
      return;
    }
    let strayCallback = false;
    if (mode === 'first')
      socket.emit(
        event,
        () => {
          strayCallback = true;
        },
        ...args,
      );
    else socket.emit(event, ...args);
    // A well-formed join is answered after everything sent before it: the crafted emit was handled.
    void liveness(socket).then(() => finish({ strayCallback, dropped: !socket.connected }));
  });
}

/** The caller's own business room: the server must still answer it, and grant it. */
async function liveness(socket: Socket): Promise<unknown> {
  if (!socket.connected) return undefined;
  try {
    return await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('join', `business:${me.businessId}`);
  } catch {
    return socket.connected ? 'no answer to a well-formed join' : undefined;
  }
}

const NUL = 'a\u0000b';
/** Whether an emit of `args` is over the transport's frame limit (give or take the packet header). */
const oversize = (args: unknown[]) => Buffer.byteLength(JSON.stringify(['join', ...args])) > FRAME_LIMIT;

/** Crafted room names. */
function craftedRooms(): Array<{ room: unknown }> {
  const upper = me.businessId.toUpperCase();
  return [
    { room: NUL },
    { room: '\u0000' },
    { room: `business:${me.businessId}\u0000` },
    { room: `business:\u0000${me.businessId}` },
    { room: `business:${'x'.repeat(60_000)}` },
    { room: 'x'.repeat(100_000) },
    { room: `business:${me.businessId}`.padEnd(100_000, '0') },
    { room: 'sala:café' },
    { room: `business:${me.businessId.replace(/-/g, '\u2010')}` },
    { room: 'business:💥' },
    { room: '\uD800' },
    { room: `business:${me.businessId}\n` },
    { room: `\nbusiness:${me.businessId}` },
    { room: ' business:x' },
    { room: '__proto__' },
    { room: 'constructor' },
    { room: 'business:__proto__' },
    { room: 'toString' },
    { room: `user:${other.id}` },
    { room: `user:${me.id}` },
    { room: `USER:${other.id}` },
    { room: `session:${other.sessionId}` },
    { room: `session:${me.sessionId}` },
    { room: `session:${randomUUID()}` },
    { room: `business:${other.businessId}` },
    { room: `business:${other.businessId.toUpperCase()}` },
    { room: `zone:${otherCityId}` },
    { room: `zone:${me.zoneId}` },
    { room: `business:${upper}` },
    { room: `BUSINESS:${me.businessId}` },
    { room: `business:${me.businessId}:extra` },
    { room: `business::${me.businessId}` },
    { room: `business:user:${other.id}` },
    { room: `zone:business:${other.businessId}` },
    { room: `user:${other.id}:business:${me.businessId}` },
    { room: 'business:' },
    { room: ':' },
    { room: '' },
    { room: 'business:00000000-0000-0000-0000-000000000000' },
    { room: 'business:zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz' },
    { room: other.id },
    { room: otherSocket.id },
    { room: 0 },
    { room: -1 },
    { room: 1e308 },
    { room: Number.NaN },
    { room: true },
    { room: null },
    { room: undefined },
    { room: {} },
    { room: { room: `business:${me.businessId}` } },
    { room: { toString: `business:${me.businessId}` } },
    { room: [] },
    { room: [`business:${me.businessId}`] },
    { room: [`user:${other.id}`, `session:${other.sessionId}`] },
    { room: [[[`business:${other.businessId}`]]] },
    { room: Buffer.from(`business:${other.businessId}`) },
  ];
}

const ALPHABET = [
  'a',
  'Z',
  '0',
  ':',
  '-',
  '_',
  ' ',
  '\u0000',
  'é',
  'ñ',
  '💥',
  '\uD800',
  '\n',
  '%',
  '"',
  '\\',
];
const PREFIXES = ['', 'business:', 'zone:', 'user:', 'session:', 'BUSINESS:', '__proto__:'];

function randomString(random: Random, max = 40): string {
  let text = random.pick(PREFIXES);
  for (let i = random.int(0, max); i > 0; i--) text += random.pick(ALPHABET);
  return text;
}

/** A random JSON-ish value, nested up to `depth`. */
function randomValue(random: Random, depth = 2): unknown {
  switch (random.int(0, depth > 0 ? 8 : 6)) {
    case 0:
      return randomString(random);
    case 1:
      return `${random.pick(['business:', 'zone:', 'user:', 'session:'])}${random.pick([me.businessId, other.businessId, other.id, me.id, me.zoneId, otherCityId, other.sessionId, randomUUID()])}`;
    case 2:
      return random.pick([0, -1, 1.5, 2 ** 53, -0, 1e308]);
    case 3:
      return random.pick([null, undefined, true, false]);
    case 4:
      return randomString(random, 2000);
    case 5:
      return random.pick(['__proto__', 'constructor', 'prototype', 'hasOwnProperty']);
    case 6:
      return { [randomString(random, 8)]: randomString(random, 8) };
    case 7:
      return Array.from({ length: random.int(0, 3) }, () => randomValue(random, depth - 1));
    default:
      return { __proto__: null, nested: randomValue(random, depth - 1) };
  }
}

const UNDEFINED_EVENTS = [
  'error',
  'connect_failed',
  'reconnect',
  'ping',
  'pong',
  'message',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'join ',
  'JOIN',
  'Join',
  'leave\u0000',
  'joinRoom',
  'subscribe',
  'order:new',
  'notification',
  '',
  NUL,
  '💥',
];
/** Names socket.io-client refuses to emit: sent as raw frames, which the server's parser refuses. */
const RESERVED_EVENTS = [
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
];

describe('crafted socket events (bounded fuzz)', () => {
  it('answers crafted join and leave arguments without a wrong room, a lost ack or a crash', async () => {
    const random = createRandom(0x5eed_2026);
    let socket = await signedIn(me.token);
    const failures: string[] = [];

    /** After a case: the socket is dropped only when it had to be, is alive and holds only its rooms. */
    async function check(label: string, outcome: Outcome, drops: boolean) {
      if (outcome.dropped !== drops)
        failures.push(`${label} → ${outcome.dropped ? 'dropped the connection' : 'kept an oversize frame'}`);
      if (outcome.unanswered) failures.push(`${label} → ack never answered`);
      if (!socket.connected) socket = await signedIn(me.token);
      const alive = await liveness(socket);
      if (JSON.stringify(alive) !== JSON.stringify({ ok: true, room: `business:${me.businessId}` }))
        failures.push(`${label} → liveness join answered ${JSON.stringify(alive)}`);
      failures.push(...(await roomFailures(socket, label)));
    }

    const MODES = ['last', 'none', 'first'] as const;
    const cases: Array<{ args: unknown[]; modes: readonly AckMode[] }> = craftedRooms().map(({ room }) => ({
      args: [room],
      modes: MODES,
    }));
    // Extra arguments, before the ack socket.io adds last.
    for (const { room } of craftedRooms()
      .filter(({ room }) => !oversize([room]))
      .slice(0, 20))
      cases.push({ args: [room, randomValue(random), `business:${other.businessId}`], modes: MODES });
    cases.push({ args: [`business:${me.businessId}`, 'extra'], modes: MODES });
    cases.push({ args: [`business:${other.businessId}`, `business:${me.businessId}`], modes: MODES });
    // Nothing but the ack (with nothing else sent, a callback put first is the last one).
    cases.push({ args: [], modes: ['last', 'none'] });
    // Random argument lists, one ack mode each to keep the run bounded.
    for (let i = 0; i < 60; i++)
      cases.push({
        args: Array.from({ length: random.int(1, 3) }, () => randomValue(random)),
        modes: [random.pick(MODES)],
      });

    for (const { args, modes } of cases) {
      for (const event of ['join', 'leave'] as const) {
        for (const mode of modes) {
          const label = `${event}(${JSON.stringify(args)?.slice(0, 60)}) ack=${mode}`;
          const outcome = await send(socket, event, args, mode);
          if (outcome.strayCallback)
            failures.push(`${label} → a callback out of the ack position was called`);
          if (mode === 'last' && outcome.answer !== undefined) {
            const failure = ackFailure(outcome.answer, label, event);
            if (failure) failures.push(failure);
          }
          await check(label, outcome, oversize(args));
        }
      }
    }
    expect(failures).toEqual([]);
    // The texts every refusal above was held to: the service's Spanish ones.
    expect(REFUSALS).toEqual({
      invalid_room: 'La sala solicitada no existe.',
      forbidden: 'No tienes permiso para unirte a esta sala.',
    });
  });

  it('ignores events it does not define, and drops frames its parser refuses', async () => {
    const random = createRandom(0xe7e4_7500);
    let socket = await signedIn(me.token);
    const failures: string[] = [];
    const alive = async (label: string) => {
      let answer = await liveness(socket);
      // A frame the parser is still waiting to complete may drop the connection at the next one.
      if (!socket.connected) {
        socket = await signedIn(me.token);
        answer = await liveness(socket);
      }
      if (JSON.stringify(answer) !== JSON.stringify({ ok: true, room: `business:${me.businessId}` }))
        failures.push(`${label} → liveness join answered ${JSON.stringify(answer)}`);
      failures.push(...(await roomFailures(socket, label)));
    };

    const events = [...UNDEFINED_EVENTS, ...Array.from({ length: 30 }, () => randomString(random, 30))];
    for (const event of events) {
      const args = Array.from({ length: random.int(0, 3) }, () => randomValue(random));
      const label = `emit(${JSON.stringify(event)}, ${JSON.stringify(args)?.slice(0, 60)})`;
      // An ack for an event nobody handles is never answered; only the connection must survive.
      const outcome = await send(socket, event, args, random.pick(['none', 'first'] as const));
      if (outcome.dropped) failures.push(`${label} → dropped the connection`);
      await alive(label);
    }

    // Raw socket.io frames (after the engine's "4"): reserved names, broken JSON, unknown types.
    const frames = [
      ...RESERVED_EVENTS.map((name) => `2${JSON.stringify([name, `business:${other.businessId}`])}`),
      `2["join"`,
      `2{"join":"business:${other.businessId}"}`,
      '2"join"',
      '2[]',
      '2[null]',
      '2[{}]',
      '9["join"]',
      `51-["join",{"_placeholder":true,"num":0}]`,
      `2/other,["join","business:${other.businessId}"]`,
      `0/admin,${JSON.stringify({ token: me.token })}`,
      `2[1,"business:${other.businessId}"]`,
      '2999999999999999999999["join","x"]',
    ];
    for (const frame of frames) {
      const label = `frame ${frame.slice(0, 60)}`;
      const dropped = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
      socket.io.engine.write(frame);
      // The server reads a connection's frames in order: it either drops the socket for this
      // frame or answers the next request, so nothing waits on the clock.
      await Promise.race([dropped, liveness(socket)]);
      if (!socket.connected) socket = await signedIn(me.token);
      await alive(label);
    }
    expect(failures).toEqual([]);
  });

  it('refuses crafted handshakes as unauthorized and keeps serving the signed-in socket', async () => {
    const socket = await signedIn(me.token);
    const otherKeys = await createTestKeys();
    const unsigned = new UnsecuredJWT({ role: 'authenticated', session_id: other.sessionId })
      .setIssuer(accessTokenIssuer(config.publicUrl))
      .setSubject(other.id)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .encode();
    const [header, payload] = me.token.split('.');
    // Token-level refusals: the middleware answers each with the unauthorized code, in Spanish.
    const unauthorized: Array<[string, unknown]> = [
      ['no token', {}],
      ['auth null', null],
      ['empty token', { token: '' }],
      ['number token', { token: 42 }],
      ['object token', { token: { token: me.token } }],
      ['array token', { token: [me.token] }],
      ['null token', { token: null }],
      ['boolean token', { token: true }],
      ['huge token', { token: me.token.padEnd(60_000, 'A') }],
      ['NUL token', { token: `${me.token}\u0000` }],
      ['NUL inside token', { token: me.token.replace('.', '.\u0000') }],
      ['not a JWT', { token: 'not-a-jwt' }],
      ['bearer prefix', { token: `Bearer ${me.token}` }],
      ['signature stripped', { token: `${header}.${payload}.` }],
      ['alg none', { token: unsigned }],
      ['signed by another key', { token: await otherKeys.sign({ id: other.id }) }],
      ['expired', { token: await keys.sign({ id: me.id }, '-1s') }],
      ['wrong iss', { token: await keys.sign({ id: me.id, issuer: 'https://elsewhere.example/auth/v1' }) }],
      ['empty iss', { token: await keys.sign({ id: me.id, issuer: '' }) }],
      ['__proto__ auth', JSON.parse(`{"__proto__":{"token":"${me.token}"}}`)],
      ['token under another key', { Token: me.token, authorization: `Bearer ${me.token}` }],
    ];
    // Refused by socket.io's own parser (auth is not an object) or by the transport's size limit.
    const dropped: Array<[string, unknown]> = [
      ['auth string', me.token],
      ['auth array', [me.token]],
      ['oversize token', { token: 'x'.repeat(100_000) }],
    ];
    const failures: string[] = [];
    for (const [label, auth] of [...unauthorized, ...dropped]) {
      const outcome = await handshake(open(auth));
      const isUnauthorized = unauthorized.some(([name]) => name === label);
      if (outcome.connected) failures.push(`${label} → connected`);
      else if (
        isUnauthorized &&
        (outcome.code !== 'unauthorized' || outcome.message !== messages.unauthorized)
      )
        failures.push(`${label} → ${JSON.stringify(outcome)}`);
      const alive = await liveness(socket);
      if (JSON.stringify(alive) !== JSON.stringify({ ok: true, room: `business:${me.businessId}` }))
        failures.push(`${label} → liveness join answered ${JSON.stringify(alive)}`);
      failures.push(...(await roomFailures(socket, label)));
    }
    expect(failures).toEqual([]);
    expect(messages.unauthorized).toBe('No autorizado');

    // A valid token with junk beside it still connects, and only to its own rooms.
    const junk = open({ token: other.token, extra: { __proto__: { admin: true } }, room: `user:${me.id}` });
    expect(await handshake(junk)).toEqual({ connected: true });
    const rooms = (await serverRooms()).get(junk.id!);
    expect(rooms && [...rooms].sort()).toEqual(
      [junk.id, `session:${other.sessionId}`, `user:${other.id}`].sort(),
    );
    junk.disconnect();
    const ready = await app.inject({ method: 'GET', url: '/realtime-status/ready' });
    expect(ready.statusCode).toBe(200);
  });
});

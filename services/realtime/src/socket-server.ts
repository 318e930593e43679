import type { Server as HttpServer } from 'node:http';
import type { Database } from '@cerca/db';
import { driverZoneClosedChannel, REALTIME_EVENTS, realtimeKey, rooms } from '@cerca/queues';
import {
  type AuthUser,
  type SessionRevokedMessage,
  sessionHasEnded,
  sessionRevokedChannel,
  type TokenVerifier,
} from '@cerca/service-kit';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import { Server } from 'socket.io';
import messages from './messages.json';
import { type TypingEvent, typingRelay } from './messaging';
import { createPresenceTracker, type PresenceOptions } from './presence';
import { mayJoin, parseRoom } from './rooms';
import { confirmZoneMember, leaveClosedZone, recheckZoneMembers } from './zone-membership';

export const REALTIME_PATH = '/realtime';
/** The specs' realtime heartbeat. */
export const HEARTBEAT_MS = 25_000;

export type JoinAck = (
  answer: { ok: true; room: string } | { ok: false; code: string; message: string },
) => void;

export interface ClientToServerEvents {
  join: (room: string, ack?: JoinAck) => void;
  leave: (room: string, ack?: JoinAck) => void;
  /** Messages (issue 12): the client is typing to `to`; relayed with the server's `from`. */
  'message:typing': (payload: { to: string }) => void;
}

interface ServerToClientEvents {
  'message:typing': (event: TypingEvent) => void;
}

export interface SocketData {
  user: AuthUser;
}

export interface RealtimeServer {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  pub: Redis;
  sub: Redis;
  isReady(): boolean;
  close(): Promise<void>;
}

export interface AttachOptions {
  httpServer: HttpServer;
  db: Kysely<Database>;
  /** The app's client (with its keyPrefix), for the revoked-session marks. */
  redis: Redis;
  redisUrl: string;
  redisPrefix: string;
  verifyToken: TokenVerifier;
  /** The `iss` access tokens must carry (accessTokenIssuer(config.publicUrl)). */
  issuer: string;
  logger: FastifyBaseLogger;
  /** Presence timings (tests shorten them); the defaults are @cerca/queues PRESENCE_*. */
  presence?: PresenceOptions;
}

function unauthorized(): Error {
  return Object.assign(new Error(messages.unauthorized), { data: { code: 'unauthorized' } });
}

/** Longest timer Node accepts; a later expiry is simply not enforced by a timer. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The client's ack: socket.io passes it last, however many arguments came before it (none, or
 * extras), so it is not always the second one. Without one, the answer goes to no one.
 */
function ackOf(args: unknown[]): JoinAck {
  const ack = args.at(-1);
  return typeof ack === 'function' ? (ack as JoinAck) : () => {};
}

/** Disconnects this node's sockets whose session has ended. */
export async function dropEndedSessions(
  io: RealtimeServer['io'],
  { redis, logger }: Pick<AttachOptions, 'redis' | 'logger'>,
): Promise<void> {
  for (const socket of await io.local.fetchSockets()) {
    const { sessionId } = socket.data.user;
    if (await sessionHasEnded(redis, sessionId, logger)) socket.disconnect(true);
  }
}

/** How long a stopping node waits for Redis at each step before it goes on without it. */
const CLOSE_WAIT_MS = 1_000;

/** Settles when `promise` does or after `ms`, whichever comes first; never rejects. */
function within(ms: number, promise: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/** A server-side room per session, never joinable by clients (parseRoom knows no such kind). */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * socket.io on the app's HTTP server at /realtime, spread over nodes by the Redis adapter.
 * Only holders of a valid access token connect; each joins `user:<id>` and may ask for the
 * business and zone rooms it is entitled to. A socket is dropped when its token expires, so
 * the client reconnects with a fresh one, and when its session ends (the auth service publishes
 * it), so a signed-out, banned or deleted person stops hearing at once.
 */
export function attachRealtime(options: AttachOptions): RealtimeServer {
  // Pub/sub channels are not keys: the adapter's `key` carries the prefix, the clients none.
  // Named, so an operator (or a test) can tell this node's connections apart in CLIENT LIST.
  const pub = new Redis(options.redisUrl, {
    maxRetriesPerRequest: null,
    connectionName: `${options.redisPrefix}realtime-pub`,
  });
  const sub = pub.duplicate({ connectionName: `${options.redisPrefix}realtime-sub` });
  for (const client of [pub, sub]) {
    client.on('error', (error) => options.logger.warn({ err: error }, 'realtime redis error'));
  }
  const presence = createPresenceTracker(options.redis, options.logger, options.presence);
  const io: RealtimeServer['io'] = new Server(options.httpServer, {
    path: REALTIME_PATH,
    // Websocket only (issue 22): no long-polling sessions to keep sticky behind a load balancer,
    // and one connection per page instead of a polling request every heartbeat.
    transports: ['websocket'],
    serveClient: false,
    pingInterval: HEARTBEAT_MS,
    pingTimeout: 20_000,
    maxHttpBufferSize: 64 * 1024,
    adapter: createAdapter(pub, sub, { key: realtimeKey(options.redisPrefix) }),
  });

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 8192) return next(unauthorized());
    try {
      const user = await options.verifyToken(token, { issuer: options.issuer });
      if (await sessionHasEnded(options.redis, user.sessionId, options.logger)) return next(unauthorized());
      socket.data.user = user;
      const { exp } = decodeJwt(token);
      if (typeof exp === 'number') {
        const timer = setTimeout(
          () => socket.disconnect(true),
          Math.min(exp * 1000 - Date.now(), MAX_TIMER_MS),
        );
        socket.once('disconnect', () => clearTimeout(timer));
      }
      next();
    } catch {
      next(unauthorized());
    }
  });

  // Joined in the same tick as the middleware's revocation check ended (no I/O in between): an
  // end published after that check finds the socket in its room; one before it set the key the
  // check read (revokeSessions writes both in one MULTI).
  io.on('connection', (socket) => {
    const user = socket.data.user;
    void socket.join(rooms.user(user.id));
    if (user.sessionId) void socket.join(sessionRoom(user.sessionId));
    socket.once('disconnect', presence.connected(user.id));
    const relayTyping = typingRelay(
      options.db,
      user.id,
      (to, event) => io.to(rooms.user(to)).emit(REALTIME_EVENTS.messageTyping, event),
      options.logger,
    );
    socket.on(REALTIME_EVENTS.messageTyping, (payload: unknown) => void relayTyping(payload));

    socket.on('join', async (...args: unknown[]) => {
      const reply = ackOf(args);
      const request = parseRoom(args[0]);
      if (!request) return reply({ ok: false, code: 'invalid_room', message: messages.invalidRoom });
      try {
        if (!(await mayJoin(options.db, user, request))) {
          return reply({ ok: false, code: 'forbidden', message: messages.forbiddenRoom });
        }
      } catch (error) {
        options.logger.error({ err: error }, 'realtime join check failed');
        return reply({ ok: false, code: 'forbidden', message: messages.forbiddenRoom });
      }
      const name = `${request.kind}:${request.id}`;
      await socket.join(name);
      // A zone is read again once the socket is in it: a driver switched off while the first read
      // ran is either seen now, or was in the room when the node heard of it (zone-membership.ts).
      try {
        if (!(await confirmZoneMember(options.db, socket, name))) {
          return reply({ ok: false, code: 'forbidden', message: messages.forbiddenRoom });
        }
      } catch (error) {
        await socket.leave(name);
        options.logger.error({ err: error }, 'realtime zone recheck failed');
        return reply({ ok: false, code: 'forbidden', message: messages.forbiddenRoom });
      }
      reply({ ok: true, room: name });
    });

    socket.on('leave', async (...args: unknown[]) => {
      const reply = ackOf(args);
      const request = parseRoom(args[0]);
      if (!request) return reply({ ok: false, code: 'invalid_room', message: messages.invalidRoom });
      const name = `${request.kind}:${request.id}`;
      await socket.leave(name);
      reply({ ok: true, room: name });
    });
  });

  // Every node hears every end and drops only its own sockets (local), as the expiry timer does.
  const revokedChannel = sessionRevokedChannel(options.redisPrefix);
  // Drivers who may no longer hear their zone (issue 21). Heard on the adapter's own subscriber
  // connection, and handled synchronously: Redis delivers to one subscriber connection in the order
  // it ran the PUBLISHes, so an event to the zone published after the change never reaches a socket
  // that was made to leave.
  const zoneClosedChannel = driverZoneClosedChannel(options.redisPrefix);
  sub.on('message', (channel: string, raw: string) => {
    if (channel === zoneClosedChannel) return leaveClosedZone(io, raw, options.logger);
    if (channel !== revokedChannel) return;
    try {
      const { sessionIds } = JSON.parse(raw) as SessionRevokedMessage;
      for (const sessionId of sessionIds) io.local.in(sessionRoom(sessionId)).disconnectSockets(true);
    } catch (error) {
      options.logger.warn({ err: error }, 'unreadable session-revoked message');
    }
  });
  // Ends published while this subscriber was cut off from Redis were never heard: once it is back
  // (ioredis resubscribes on 'ready'), check each local socket's session against the marks auth
  // keeps for the token lifetime, and drop those that ended meanwhile.
  sub.on('ready', () => {
    void dropEndedSessions(io, options).catch((error: unknown) =>
      options.logger.warn({ err: error }, 'could not recheck sessions after reconnecting'),
    );
    // Likewise for drivers switched off while this node could not hear it.
    void recheckZoneMembers(io, options.db, options.logger).catch((error: unknown) =>
      options.logger.warn({ err: error }, 'could not recheck zone members after reconnecting'),
    );
  });
  // Not ready until the subscription is in place: an end published before it would go unheard by
  // sockets already connected (ioredis renews the subscription itself after a reconnection).
  let subscribed = false;
  sub
    .subscribe(revokedChannel, zoneClosedChannel)
    .then(() => {
      subscribed = true;
    })
    .catch((error: unknown) => {
      options.logger.error({ err: error }, 'realtime could not subscribe to ended sessions and zones');
    });

  let closed = false;
  return {
    io,
    pub,
    sub,
    isReady: () => !closed && subscribed && pub.status === 'ready' && sub.status === 'ready',
    async close() {
      if (closed) return;
      closed = true;
      // Not io.close(): it would close the HTTP server, which belongs to Fastify.
      io.disconnectSockets(true);
      // A Redis that is away answers none of these (they wait in the clients' offline queues):
      // a stopping node gives each a moment, then drops its connections instead of hanging.
      await within(CLOSE_WAIT_MS, presence.close());
      await within(
        CLOSE_WAIT_MS,
        Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close())),
      );
      io.engine.close();
      await within(CLOSE_WAIT_MS, Promise.allSettled([pub.quit(), sub.quit()]));
      pub.disconnect();
      sub.disconnect();
    },
  };
}

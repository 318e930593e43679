import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';

/** Rooms: every socket is in its user's room; businesses and driver zones are asked for. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  business: (businessId: string) => `business:${businessId}`,
  zone: (cityId: string) => `zone:${cityId}`,
} as const;

/** The socket.io adapter's Redis channel key; the emitter must use the same one. */
export function realtimeKey(redisPrefix: string): string {
  return `${redisPrefix}socket.io`;
}

/** Events the server pushes; payloads are JSON. */
export const REALTIME_EVENTS = {
  notification: 'notification',
  storyExpired: 'story:expired',
  /** Commerce (issue 10): an order changed status (customer and owner rooms). */
  orderStatus: 'order:status',
  /** Commerce (issue 10): a new order (the owner's user room and the business room). */
  orderCreated: 'order:created',
  /** Delivery (issue 11): an order entered looking_for_driver (its zone's room). */
  orderAvailable: 'order:available',
  /** Delivery (issue 11): a driver or the business took it; drop it from the list (zone room). */
  orderTaken: 'order:taken',
  /** Messages (issue 12): relayed by the realtime service; MESSAGE_SOCKET_EVENTS.typing. */
  messageTyping: 'message:typing',
} as const;

/**
 * Messages (issue 12): whether a person has a socket open, so a sender's service can tell whether
 * to queue a bell notification. A sorted set per person (on the app's prefixed client) of the
 * realtime nodes holding one of their sockets, each scored by the time its claim lapses. A node
 * renews its claims every PRESENCE_HEARTBEAT_MS (services/realtime/src/presence.ts), so the claims
 * of a node that died without saying goodbye lapse within PRESENCE_TTL_MS instead of counting
 * forever. (Issue 22: the counter this replaced, `presence:user:<id>`, drifted for good.)
 */
export const presenceKey = (userId: string) => `presence:nodes:user:${userId}`;
/** How long a node's claim lasts without renewal: the longest a crashed node still counts. */
export const PRESENCE_TTL_MS = 60_000;
/** How often a live node renews its claims: three chances before they lapse. */
export const PRESENCE_HEARTBEAT_MS = 20_000;

/**
 * Whether a live node holds a socket of the person: one ZCOUNT of the claims lapsing after `now`.
 * Nodes and readers compare their own clocks, so clock skew between hosts (seconds, under NTP)
 * only shortens or lengthens a dead node's last minute.
 */
export async function isUserPresent(redis: Redis, userId: string, now = Date.now()): Promise<boolean> {
  return (await redis.zcount(presenceKey(userId), `(${now}`, '+inf')) > 0;
}

export interface NotificationEvent {
  id: string;
  type: string;
  title: string;
  body: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

export type RealtimeEmitter = Emitter;

/**
 * Publishes to browsers from any process (services, workers) through Redis, e.g.
 * `emitter.to(rooms.user(id)).emit('notification', payload)`. Redis does not prefix pub/sub
 * channels with ioredis' keyPrefix, so any plain (non-subscribed) client works.
 */
export function createRealtimeEmitter(redis: Redis, redisPrefix: string): RealtimeEmitter {
  return new Emitter(redis, { key: realtimeKey(redisPrefix) });
}

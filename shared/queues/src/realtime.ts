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
 * Messages (issue 12): how many sockets a person has open, kept by the realtime service (on the
 * app's prefixed client), so a sender's service can tell whether to queue a bell notification.
 */
export const presenceKey = (userId: string) => `presence:user:${userId}`;

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

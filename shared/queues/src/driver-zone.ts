import type { Redis } from 'ioredis';

/*
 * Issue 21: a driver's sockets leave the zone room, on every realtime node, when the driver may
 * no longer hear the zone's orders (suspended, reactivated, deleted, or no longer available).
 * The service that made the change publishes here after its commit; each realtime node makes its
 * own sockets of that driver leave the room. The realtime service's join check reads the same
 * rules from the database, so a driver who becomes available again re-joins through it.
 */

/** Channels are not keys: the client's keyPrefix does not apply, so the prefix is in the name. */
export function driverZoneClosedChannel(redisPrefix: string): string {
  return `${redisPrefix}driver-zone-closed`;
}

/** The message on driverZoneClosedChannel. */
export interface DriverZoneClosedMessage {
  driverId: string;
  zoneId: string;
}

/**
 * Tells every realtime node that `driverId` may no longer be in `zoneId`'s room. Call it after the
 * change is committed (a join checked after that reads the new state). Resolves once Redis took
 * the message; Redis hands it to each node before any later event to the zone.
 */
export async function closeDriverZone(
  redis: Redis,
  redisPrefix: string,
  message: DriverZoneClosedMessage,
): Promise<void> {
  await redis.publish(driverZoneClosedChannel(redisPrefix), JSON.stringify(message));
}

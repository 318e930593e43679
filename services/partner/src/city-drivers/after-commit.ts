import { closeDriverZone } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Removes identity documents from the private bucket after the commit: a document is kept no
 * longer than the driver or invitation that needed it. Never throws: a failure is logged.
 */
export async function removeIdentityDocuments(
  storage: Storage,
  log: FastifyBaseLogger,
  keys: Iterable<string | null>,
): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    await storage
      .removeObject('driver-ids', key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'ID document left behind'));
  }
}

/**
 * The driver's sockets leave the zone room on every realtime node (issue 21). Never throws: when
 * Redis is down for the realtime nodes too, each rechecks its zone members once back.
 */
export async function leaveDriverZone(
  { redis, config }: Pick<ServiceContext, 'redis' | 'config'>,
  log: FastifyBaseLogger,
  driver: { driverId: string; zoneId: string },
): Promise<void> {
  await closeDriverZone(redis, config.redisPrefix, driver).catch((error: unknown) =>
    log.warn({ err: error }, 'driver zone not closed'),
  );
}

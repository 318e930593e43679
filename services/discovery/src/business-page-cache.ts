import { publicCacheKeys } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { dropShared } from './shared-cache';

type Redis = ServiceContext['redis'];

/** The shared-cache key of a business page (GET /businesses/:id/page). */
export const businessPageKey = publicCacheKeys.businessPage;

/** Drops the cached business page after an edit (its photos, its fields). Never throws: a failure is logged. */
export async function dropBusinessPage(
  redis: Redis,
  log: FastifyBaseLogger,
  businessId: string,
): Promise<void> {
  await dropShared(redis, businessPageKey(businessId)).catch((error: unknown) => {
    log.warn({ err: error }, 'dropping the cached business page');
  });
}

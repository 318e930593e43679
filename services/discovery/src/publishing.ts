import type { ServiceContext } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * What the publishing routes share: storage for the files. Their jobs (expiries, thumbnails) are
 * outbox events of their own transactions (publication-events.ts), which the jobs service relays.
 */
export interface PublishingDeps {
  storage: Storage;
}

/** Per person, the rate limit of every publishing route (stories, posts, promotions, events). */
export const publishRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `publish:${request.user?.id ?? request.ip}`,
};

/**
 * Runs a follow-up of a publication that is already stored (dropping a cached feed page). A
 * failure is logged, not answered: the content is published, and the cached page lapses soon.
 */
export async function followUp(log: FastifyBaseLogger, what: string, task: () => Promise<unknown>) {
  try {
    await task();
  } catch (error) {
    log.warn({ err: error }, `publishing follow-up failed: ${what}`);
  }
}

export type PublishingContext = ServiceContext & PublishingDeps;

import { enqueueThumbnail, type Queues } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import { parseObjectUrl, type Storage } from '@cerca/storage';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** What the publishing routes share: storage for the files and the producers of the jobs. */
export interface PublishingDeps {
  storage: Storage;
  /** The service's producers, made when the routes register and closed with the app. */
  queues: () => Queues;
}

/** Per person, the rate limit of every publishing route (stories, posts, promotions, events). */
export const publishRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `publish:${request.user?.id ?? request.ip}`,
};

/**
 * Runs a follow-up of a publication that is already stored (scheduling its expiry job, dropping
 * a cached feed page). A failure is logged, not answered: the content is published, the read
 * paths check expires_at themselves and the jobs' periodic sweeps catch up on a lost job.
 */
export async function followUp(log: FastifyBaseLogger, what: string, task: () => Promise<unknown>) {
  try {
    await task();
  } catch (error) {
    log.warn({ err: error }, `publishing follow-up failed: ${what}`);
  }
}

/** Queues a thumbnail for each business photo stored in the business-photos bucket (a follow-up). */
export async function enqueuePhotoThumbnails(
  log: FastifyBaseLogger,
  queues: PublishingDeps['queues'],
  photos: ReadonlyArray<{ id: string; url: string }>,
) {
  for (const photo of photos) {
    const object = parseObjectUrl(photo.url);
    if (object?.bucket !== 'business-photos') continue;
    await followUp(log, 'business photo thumbnail', () =>
      enqueueThumbnail(queues(), {
        bucket: 'business-photos',
        key: object.key,
        target: { table: 'business_photos', id: photo.id },
      }),
    );
  }
}

export type PublishingContext = ServiceContext & PublishingDeps;

import { errorBodySchema } from '@cerca/contracts';
import type { Storage } from '@cerca/storage';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import messages from './messages.json';

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
 * The options of a route publishing in a business (POST /businesses/:id/stories, posts, events,
 * promotions and video-uploads), in the business-managers folder: the publishing rate and the
 * words of its guard's refusals.
 */
export const businessPublisherOptions = {
  config: {
    rateLimit: publishRateLimit,
    refusals: { unauthorized: messages.signInToPublish, forbidden: messages.notPublisher },
  },
};

/**
 * The options of a route publishing under a typed business name (POST /stories, /posts and
 * /video-uploads), in the signed-in folder: the publishing rate and the words of its 401.
 */
export const personPublisherOptions = {
  config: { rateLimit: publishRateLimit, refusals: { unauthorized: messages.signInToPublish } },
};

/**
 * The refusals of a route that takes a file (or a direct upload's type and size), besides its
 * 201: a bad form (400), a visitor (401), too large (413), a type the bucket does not take (415).
 */
export const uploadRefusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};

/** uploadRefusals of a route about one business, which also refuses who may not act for it (403). */
export const businessUploadRefusals = { ...uploadRefusals, 403: errorBodySchema };

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

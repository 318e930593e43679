import { createPostResponseSchema, errorBodySchema } from '@cerca/contracts';
import { requireUserWith, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { invalidateCityFeed } from '../feed-cache';
import messages from '../messages.json';
import { readPublishForm, removeUploads } from '../publish-uploads';
import { followUp, type PublishingDeps } from '../publishing';
import { insertPublication, listPublicationOf, withMyReactions } from '../repositories/posts';
import { personKeyRoot, typedBusinessOwner } from '../typed-business';
import { enqueuePostThumbnails, parseCaption, pickMedia, postFormOptions } from './create-post';

/**
 * POST /posts — multipart: `business_name`, `city_id`, `caption` and up to 10 `files` (images
 * 10 MB each, or a video of 100 MB). Any signed-in person publishes under a typed business name
 * in the city they chose (spec 01 §6); the owner route's rules without its plan limits (there is
 * no business, so no plan).
 */
export async function createNamedPostRoute(
  app: FastifyInstance,
  context: ServiceContext,
  { storage, queues }: PublishingDeps,
): Promise<void> {
  const { db, redis } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/posts',
    {
      onRequest: requireUserWith(messages.signInToPublish),
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request) => `publish:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['publishing'],
        summary: 'Publish a permanent post under a typed business name (multipart/form-data)',
        description:
          'Fields: `business_name` (required, up to 120 characters), `city_id` (an existing city), ' +
          '`caption` (required), files in `files`. For any signed-in person. Images up to 10 MB each, ' +
          'videos up to 100 MB, checked by content while streaming; with a video only the first video is kept.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: {
          201: createPostResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const form = await readPublishForm(request, storage, postFormOptions(personKeyRoot(userId)));
      const { shown, dropped } = pickMedia(form.files);
      let postId: string;
      let cityId: string;
      try {
        const owner = await typedBusinessOwner(db, form.fields);
        cityId = owner.cityId;
        const caption = parseCaption(form.fields.caption);
        postId = await insertPublication(db, {
          owner,
          userId,
          caption,
          media: shown.map((file) => ({ url: file.url, type: file.kind })),
        });
      } catch (error) {
        await form.discard();
        throw error;
      }
      await removeUploads(storage, dropped);
      await followUp(request.log, 'feed cache', () => invalidateCityFeed(redis, cityId));
      const rows = await listPublicationOf(db, postId);
      await enqueuePostThumbnails(request.log, queues, shown, rows);
      return reply.status(201).send({ posts: await withMyReactions(db, userId, rows) });
    },
  );
}

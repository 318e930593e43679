import { createPostResponseSchema } from '@cerca/contracts/publishing';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { type PublishingDeps, personPublisherOptions, uploadRefusals } from '../../publishing';
import { insertPublication } from '../../repositories/posts';
import { personKeyRoot, typedBusinessOwner } from '../../typed-business';
import { parseCaption, publishPost } from '../business-managers/create-post';

/**
 * POST /posts — multipart: `business_name`, `city_id`, `caption` and up to 10 `files` (images
 * 10 MB each, or a video of 100 MB). Any signed-in person publishes under a typed business name
 * in the city they chose (spec 01 §6); the owner route's rules without its plan limits (there is
 * no business, so no plan).
 */
export async function createNamedPostRoute(
  app: FastifyInstance,
  context: ServiceContext,
  deps: PublishingDeps,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/posts',
    {
      ...personPublisherOptions,
      schema: {
        tags: ['publishing'],
        summary: 'Publish a permanent post under a typed business name (multipart/form-data)',
        description:
          'Fields: `business_name` (required, up to 120 characters), `city_id` (an existing city), ' +
          '`caption` (required), files in `files`. For any signed-in person. Images up to 10 MB each, ' +
          'videos up to 100 MB, checked by content while streaming; with a video only the first video is kept. ' +
          '`video_upload` names a video uploaded straight to storage (POST /video-uploads) instead.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 201: createPostResponseSchema, ...uploadRefusals },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const posts = await publishPost(
        request,
        context,
        deps,
        personKeyRoot(userId),
        async (fields, media, announce) => {
          const owner = await typedBusinessOwner(db, fields);
          const caption = parseCaption(fields.caption);
          const postId = await db.transaction().execute(async (trx) => {
            const postId = await insertPublication(trx, { owner, userId, caption, media });
            await announce(trx, postId);
            return postId;
          });
          return { postId, cityId: owner.cityId };
        },
      );
      return reply.status(201).send({ posts });
    },
  );
}

import { createStoryResponseSchema } from '@cerca/contracts/publishing';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { type PublishingDeps, personPublisherOptions, uploadRefusals } from '../../publishing';
import { personKeyRoot, typedBusinessOwner } from '../../typed-business';
import { publishStory } from '../business-managers/create-story';

/**
 * POST /stories — multipart: `business_name`, `city_id` and one `file` (image 10 MB or video
 * 100 MB). Any signed-in person publishes a story under a typed business name in the city they
 * chose (spec 01 §6); the same rules and follow-ups as the owner route, no plan limits.
 */
export async function createNamedStoryRoute(
  app: FastifyInstance,
  context: ServiceContext,
  deps: PublishingDeps,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/stories',
    {
      ...personPublisherOptions,
      schema: {
        tags: ['publishing'],
        summary: 'Publish a 24-hour story under a typed business name (multipart/form-data)',
        description:
          'Fields: `business_name` (required, up to 120 characters), `city_id` (an existing city), one ' +
          '`file`. For any signed-in person. Images up to 10 MB, videos up to 100 MB, checked by content ' +
          'while streaming. The story-expiry job is scheduled. `video_upload` names a video uploaded straight ' +
          'to storage (POST /video-uploads) instead of `file`.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 201: createStoryResponseSchema, ...uploadRefusals },
      },
    },
    async (request, reply) => {
      const story = await publishStory(request, db, deps, personKeyRoot(request.user!.id), (fields) =>
        typedBusinessOwner(db, fields),
      );
      return reply.status(201).send({ story });
    },
  );
}

import { createStoryResponseSchema, errorBodySchema } from '@cerca/contracts';
import { enqueueThumbnail, scheduleStoryExpiry } from '@cerca/queues';
import { errors, requireUserWith, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../messages.json';
import { readPublishForm } from '../publish-uploads';
import { requireBusinessManager } from '../publisher-guard';
import { followUp, type PublishingDeps } from '../publishing';
import { findStory, insertStory } from '../repositories/stories';
import { businessIdParamsSchema } from '../request-guards';

const BUCKET = 'business-stories';

/**
 * POST /businesses/:id/stories — multipart: one `file`, an image (10 MB) or a video (100 MB),
 * streamed to storage. Always type instant, approved, expiring 24 h later.
 */
export async function createStoryRoute(
  app: FastifyInstance,
  context: ServiceContext,
  { storage, queues }: PublishingDeps,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/stories',
    {
      onRequest: requireUserWith(messages.signInToPublish),
      preHandler: requireBusinessManager(context, messages.notPublisher),
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request) => `publish:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['publishing'],
        summary: 'Publish a 24-hour story: one image or video (multipart/form-data, field `file`)',
        description:
          'For the owner, the city partner and admins. Images up to 10 MB, videos up to 100 MB, ' +
          'checked by content while streaming. The story-expiry job is scheduled.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        response: {
          201: createStoryResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      const form = await readPublishForm(request, storage, {
        bucket: BUCKET,
        businessId,
        fileField: 'file',
        maxFiles: 1,
        tooManyFiles: errors.badRequest('too_many_files', messages.tooManyStoryFiles),
      });
      const file = form.files[0];
      if (!file) throw errors.badRequest('media_required', messages.storyMediaRequired);
      let created: Awaited<ReturnType<typeof insertStory>>;
      try {
        created = await insertStory(db, {
          businessId,
          userId: request.user!.id,
          mediaUrl: file.url,
          mediaType: file.kind,
        });
      } catch (error) {
        await form.discard();
        throw error;
      }
      await followUp(request.log, 'story expiry', () =>
        scheduleStoryExpiry(queues(), { storyId: created.id, expiresAt: created.expires_at }),
      );
      if (file.kind === 'image') {
        await followUp(request.log, 'story thumbnail', () =>
          enqueueThumbnail(queues(), {
            bucket: BUCKET,
            key: file.key,
            target: { table: 'business_stories', id: created.id },
          }),
        );
      }
      const story = await findStory(db, created.id);
      if (!story) throw new Error(`story ${created.id} missing right after creation`);
      return reply.status(201).send({ story });
    },
  );
}

import { errorBodySchema } from '@cerca/contracts';
import { createStoryResponseSchema } from '@cerca/contracts/publishing';
import type { Db } from '@cerca/db';
import { enqueueThumbnail, scheduleStoryExpiry } from '@cerca/queues';
import { errors, requireUserWith, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import messages from '../messages.json';
import { discardOnFailure, readPublishForm } from '../publish-uploads';
import { requireBusinessManager } from '../publisher-guard';
import { followUp, type PublishingDeps, publishRateLimit } from '../publishing';
import type { ContentOwner } from '../repositories/business-ref';
import { findStory, insertStory } from '../repositories/stories';
import { businessIdParamsSchema } from '../request-guards';

const BUCKET = 'business-stories';

/**
 * Reads the story form (one `file`, stored under `keyRoot`), decides who the story is published
 * under from the form's fields (`ownerOf` may refuse; the stored file is then removed), inserts
 * it, schedules its expiry job and its thumbnail. Shared by the owner route and the route for
 * people without a business (create-named-story).
 */
export async function publishStory(
  request: FastifyRequest,
  db: Db,
  { storage, queues }: PublishingDeps,
  keyRoot: string,
  ownerOf: (fields: Record<string, string>) => Promise<ContentOwner>,
) {
  const form = await readPublishForm(request, storage, {
    bucket: BUCKET,
    businessId: keyRoot,
    fileField: 'file',
    maxFiles: 1,
    tooManyFiles: errors.badRequest('too_many_files', messages.tooManyStoryFiles),
  });
  const { created, file } = await discardOnFailure(form, async () => {
    const owner = await ownerOf(form.fields);
    const file = form.files[0];
    if (!file) throw errors.badRequest('media_required', messages.storyMediaRequired);
    const created = await insertStory(db, {
      owner,
      userId: request.user!.id,
      mediaUrl: file.url,
      mediaType: file.kind,
    });
    return { created, file };
  });
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
  return story;
}

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
      config: { rateLimit: publishRateLimit },
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
      const story = await publishStory(request, db, { storage, queues }, businessId, async () => ({
        businessId,
      }));
      return reply.status(201).send({ story });
    },
  );
}

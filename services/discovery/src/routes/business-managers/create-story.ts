import { createStoryResponseSchema } from '@cerca/contracts/publishing';
import type { Db } from '@cerca/db';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import messages from '../../messages.json';
import { recordStoryEvents } from '../../publication-events';
import { discardOnFailure, readPublishForm } from '../../publish-uploads';
import { businessPublisherOptions, businessUploadRefusals, type PublishingDeps } from '../../publishing';
import type { ContentOwner } from '../../repositories/business-ref';
import { findStory, insertStory } from '../../repositories/stories';
import { businessIdParamsSchema } from '../../request-guards';
import { addClaimedVideo } from '../../video-uploads';

const BUCKET = 'business-stories';

/**
 * Reads the story form (one `file`, stored under `keyRoot`, or `video_upload` naming a video the
 * browser uploaded straight to storage under it), decides who the story is published
 * under from the form's fields (`ownerOf` may refuse; the stored file is then removed), inserts
 * it, schedules its expiry job and its thumbnail. Shared by the owner route and the route for
 * people without a business (create-named-story).
 */
export async function publishStory(
  request: FastifyRequest,
  db: Db,
  { storage }: PublishingDeps,
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
  const { created } = await discardOnFailure(form, async () => {
    // A video the browser uploaded straight to storage (video_upload), checked here.
    await addClaimedVideo(db, storage, form, { userId: request.user!.id, bucket: BUCKET, keyRoot });
    if (form.files.length > 1) throw errors.badRequest('too_many_files', messages.tooManyStoryFiles);
    const owner = await ownerOf(form.fields);
    const file = form.files[0];
    if (!file) throw errors.badRequest('media_required', messages.storyMediaRequired);
    // The story and its expiry and thumbnail events commit together (issue 22).
    const created = await db.transaction().execute(async (trx) => {
      const created = await insertStory(trx, {
        owner,
        userId: request.user!.id,
        mediaUrl: file.url,
        mediaType: file.kind,
      });
      await recordStoryEvents(trx, created, file);
      return created;
    });
    return { created };
  });
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
  { storage }: PublishingDeps,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/stories',
    {
      ...businessPublisherOptions,
      schema: {
        tags: ['publishing'],
        summary: 'Publish a 24-hour story: one image or video (multipart/form-data, field `file`)',
        description:
          'For the owner, the city partner and admins. Images up to 10 MB, videos up to 100 MB, ' +
          'checked by content while streaming. The story-expiry job is scheduled. Instead of `file`, ' +
          '`video_upload`: the id of a video uploaded straight to storage (POST …/video-uploads), checked here.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        response: { 201: createStoryResponseSchema, ...businessUploadRefusals },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      const story = await publishStory(request, db, { storage }, businessId, async () => ({
        businessId,
      }));
      return reply.status(201).send({ story });
    },
  );
}

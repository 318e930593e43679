import { videoUploadSchema } from '@cerca/contracts/publishing';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { assertMayAddPost } from '../../business-plan';
import messages from '../../messages.json';
import { findBusinessWithinPlan } from '../../publisher-guard';
import { businessPublisherOptions, businessUploadRefusals, type PublishingDeps } from '../../publishing';
import { businessIdParamsSchema } from '../../request-guards';
import { issueVideoUpload, videoUploadBodySchema } from '../../video-uploads';

/**
 * POST /businesses/:id/video-uploads — a signed PUT for one video of a story or post of the
 * business, straight to the object store (up to 100 MB); the story or post is then published with
 * `video_upload` = the answer's id, which checks what arrived. Who may publish in the business may
 * ask; a post is refused here already when the plan allows no more.
 */
export async function createVideoUploadRoute(
  app: FastifyInstance,
  context: ServiceContext,
  { storage }: PublishingDeps,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/video-uploads',
    {
      ...businessPublisherOptions,
      schema: {
        tags: ['publishing'],
        summary: 'A signed PUT for a story or post video, uploaded by the browser straight to storage',
        description:
          'Body: `purpose` (story or post), `content_type` (video/mp4, video/quicktime or video/webm), ' +
          '`size` (bytes, up to 100 MB) and optionally `file_name`. Answers the PUT (url, headers) and ' +
          'the id to publish with (multipart field `video_upload`). For the owner, the city partner and admins.',
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        body: videoUploadBodySchema,
        response: { 201: videoUploadSchema, ...businessUploadRefusals },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      if (request.body.purpose === 'post') {
        await findBusinessWithinPlan(db, businessId, messages.notPublisher, assertMayAddPost);
      }
      const upload = await issueVideoUpload(db, storage, {
        userId: request.user!.id,
        keyRoot: businessId,
        body: request.body,
      });
      return reply.status(201).send(upload);
    },
  );
}

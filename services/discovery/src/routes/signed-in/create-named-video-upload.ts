import { videoUploadSchema } from '@cerca/contracts/publishing';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { type PublishingDeps, personPublisherOptions, uploadRefusals } from '../../publishing';
import { personKeyRoot } from '../../typed-business';
import { issueVideoUpload, videoUploadBodySchema } from '../../video-uploads';

/**
 * POST /video-uploads — the same as the business route for a person publishing under a typed
 * business name (POST /stories, POST /posts): the video goes to the person's own folder.
 */
export async function createNamedVideoUploadRoute(
  app: FastifyInstance,
  { db }: ServiceContext,
  { storage }: PublishingDeps,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/video-uploads',
    {
      ...personPublisherOptions,
      schema: {
        tags: ['publishing'],
        summary: 'A signed PUT for a story or post video under a typed business name',
        description:
          'As POST /businesses/:id/video-uploads, for any signed-in person; publish with POST /stories or ' +
          'POST /posts and the multipart field `video_upload`.',
        security: [{ bearerAuth: [] }],
        body: videoUploadBodySchema,
        response: { 201: videoUploadSchema, ...uploadRefusals },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const upload = await issueVideoUpload(db, storage, {
        userId,
        keyRoot: personKeyRoot(userId),
        body: request.body,
      });
      return reply.status(201).send(upload);
    },
  );
}

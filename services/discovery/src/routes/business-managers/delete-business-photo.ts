import { errorBodySchema } from '@cerca/contracts';
import { businessPhotoDeletedSchema } from '@cerca/contracts/business';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dropBusinessPage } from '../../business-page-cache';
import messages from '../../messages.json';
import { removeOwnUpload } from '../../publish-uploads';
import { deleteBusinessPhoto } from '../../repositories/business-edits';
import { isUuid } from '../../request-guards';

const paramsSchema = z.object({ id: z.string().min(1).max(100), photoId: z.string().min(1).max(100) });

/** DELETE /businesses/:id/photos/:photoId — the edit page's photo delete: the row, then its file. */
export async function deleteBusinessPhotoRoute(
  app: FastifyInstance,
  context: ServiceContext,
  storage: Storage,
): Promise<void> {
  const { db, redis } = context;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/businesses/:id/photos/:photoId',
    {
      config: { refusals: { forbidden: messages.notBusinessEditor } },
      schema: {
        tags: ['businesses'],
        summary: 'Delete a photo of a business and its stored file',
        description:
          "For the owner, the city partner and admins. 404 'photo_not_found' for a photo not of this business.",
        security: [{ bearerAuth: [] }],
        params: paramsSchema,
        response: {
          204: businessPhotoDeletedSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const photo = isUuid(photoId) ? await deleteBusinessPhoto(db, id, photoId) : undefined;
      if (!photo) throw errors.notFound('photo_not_found', messages.photoNotFound);
      // Only this business's own uploads (and their thumbnails) are removed: seeded rows may
      // point at shared artwork.
      for (const url of [photo.url, photo.thumbnail_url]) {
        await removeOwnUpload(
          storage,
          request.log,
          url,
          'business-photos',
          `${id.toLowerCase()}/`,
          'removing a deleted business photo',
        );
      }
      await dropBusinessPage(redis, request.log, id);
      return reply.status(204).send(null);
    },
  );
}

import { BUSINESS_MAIN_PHOTOS_MAX, businessResponseSchema } from '@cerca/contracts/business';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { dropBusinessPage } from '../../business-page-cache';
import messages from '../../messages.json';
import { recordPhotoThumbnails } from '../../publication-events';
import { discardOnFailure, readPublishForm } from '../../publish-uploads';
import { businessUploadRefusals, type PublishingDeps } from '../../publishing';
import { countMainPhotos, insertMainPhotos, lockBusinessForPhotos } from '../../repositories/business-edits';
import { findBusinessWithPhotos } from '../../repositories/businesses';
import { businessIdParamsSchema } from '../../request-guards';

const tooManyPhotos = () => errors.badRequest('too_many_photos', messages.tooManyMainPhotos);

/**
 * POST /businesses/:id/photos — multipart: main photos in the field `photos`, images only, 5 MB
 * each, at most 5 main photos in total once added. Files stream to storage as they arrive; a
 * refusal removes them.
 */
export async function addBusinessPhotosRoute(
  app: FastifyInstance,
  context: ServiceContext,
  { storage }: PublishingDeps,
): Promise<void> {
  const { db, redis } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/photos',
    {
      config: {
        refusals: { forbidden: messages.notBusinessEditor },
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request) => `business-photos:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['businesses'],
        summary: 'Add main photos to a business (multipart/form-data)',
        description:
          "Files in `photos`: images only, 5 MB each ('{file} es demasiado grande (máximo 5MB)', '{file} no " +
          "es una imagen válida'); the business keeps at most 5 main photos (400 'too_many_photos'). For the " +
          'owner, the city partner and admins. Answers the business with its photos.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        response: { 201: businessResponseSchema, ...businessUploadRefusals },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      // The room left bounds the files read: one more is refused before it is stored.
      const room = Math.max(0, BUSINESS_MAIN_PHOTOS_MAX - (await countMainPhotos(db, businessId)));
      const form = await readPublishForm(request, storage, {
        bucket: 'business-photos',
        businessId,
        fileField: 'photos',
        maxFiles: room,
        tooManyFiles: tooManyPhotos(),
      });
      await discardOnFailure(form, async () => {
        if (!form.files.length) throw errors.badRequest('photo_required', messages.businessPhotoRequired);
        await db.transaction().execute(async (trx) => {
          if (!(await lockBusinessForPhotos(trx, businessId)))
            throw errors.forbidden(messages.notBusinessEditor);
          // The locked re-count: concurrent uploads cannot pass five together.
          if ((await countMainPhotos(trx, businessId)) + form.files.length > BUSINESS_MAIN_PHOTOS_MAX) {
            throw tooManyPhotos();
          }
          const urls = form.files.map((file) => file.url);
          await insertMainPhotos(trx, businessId, urls);
          // Their thumbnails commit with them (issue 22).
          await recordPhotoThumbnails(trx, storage, businessId, urls);
        });
      });
      await dropBusinessPage(redis, request.log, businessId);
      const business = await findBusinessWithPhotos(db, businessId);
      if (!business) throw errors.forbidden(messages.notBusinessEditor);
      return reply.status(201).send({ business });
    },
  );
}

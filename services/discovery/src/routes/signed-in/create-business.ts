import { errorBodySchema } from '@cerca/contracts';
import {
  BUSINESS_BANNERS_AT_CREATION,
  BUSINESS_PHOTO_MAX_BYTES,
  BUSINESS_PHOTOS_AT_CREATION,
  businessResponseSchema,
} from '@cerca/contracts/business';
import { readMultipartForm, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import {
  BUSINESS_PHOTO_FIELDS,
  createBusiness,
  inspectBusinessPhotos,
  parseBusinessFields,
  tooManyPhotos,
} from '../../business-creation';
import type { PublishingDeps } from '../../publishing';
import { dropCityShared } from '../../shared-cache';

/**
 * POST /businesses — multipart/form-data: the text fields of createBusinessFieldsSchema plus
 * 1–5 main photos in the field `photos` and up to 3 banner photos in `banners` (images of at
 * most 5 MB each, checked by content).
 */
export async function createBusinessRoute(
  app: FastifyInstance,
  { db, redis, config }: ServiceContext,
  { storage }: PublishingDeps,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses',
    {
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          keyGenerator: (request) => `create-business:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['businesses'],
        summary: 'Register a business with 1–5 main and up to 3 banner photos (multipart/form-data)',
        description:
          'Text fields: name, description, address, city, state, zip_code, category, subcategory, city_id, ' +
          'price_range (1–4, default 1), optional phone, website (URL), website_platform ' +
          '(website|facebook|instagram|airbnb), business_type (menu|services). Files: `photos`, 1–5 main ' +
          'images, and `banners`, up to 3 banner images, of at most 5 MB each (400 too_many_photos, ' +
          'too_many_banners). A business-type account may own one business (409 business_limit_reached).',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: {
          201: businessResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileFields: Object.values(BUSINESS_PHOTO_FIELDS),
        maxFiles: BUSINESS_PHOTOS_AT_CREATION.max + BUSINESS_BANNERS_AT_CREATION.max,
        // One byte over the limit: an oversized photo arrives truncated yet still too big for
        // the storage check, which answers with its name.
        fileSize: BUSINESS_PHOTO_MAX_BYTES + 1,
        tooManyFiles: tooManyPhotos(),
        // The business form's text fields, with room to spare.
        maxFields: 40,
      });
      const fields = parseBusinessFields(form.fields);
      const photos = inspectBusinessPhotos(storage, form.files);
      const business = await createBusiness(db, storage, { ownerId: request.user!.id, fields, photos });
      // Shown at once in its city's searches, to its owner first.
      if (business.city_id) await dropCityShared(redis, config.redisPrefix, business.city_id, request.log);
      return reply.status(201).send({ business });
    },
  );
}

import { errorBodySchema } from '@cerca/contracts';
import { reviewBodySchema, reviewResponseSchema } from '@cerca/contracts/business-page';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { dropBusinessPage } from '../../business-page-cache';
import messages from '../../messages.json';
import { upsertReview } from '../../repositories/reviews';
import { businessIdParamsSchema, refuseNul, requireBusiness } from '../../request-guards';
import { dropCityShared } from '../../shared-cache';

/** PUT /businesses/:id/review — Escribir Reseña: the caller's one review of the business, created or edited. */
export async function putReviewRoute(
  app: FastifyInstance,
  { db, redis, config }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/businesses/:id/review',
    {
      config: { refusals: { unauthorized: messages.signInToReview } },
      // Validation failures reach the handler, which answers them with the review's own message.
      attachValidation: true,
      schema: {
        tags: ['reviews'],
        summary: "Create or edit the caller's review (rating 1–5, optional comment up to 2000 characters)",
        description:
          'One review per person and business: a second PUT edits the first. Returns the business rating ' +
          'already updated. Owners may not review their own business (403).',
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        body: reviewBodySchema,
        response: {
          200: reviewResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (request.validationError) {
        const issues = (
          request.validationError.validation as { instancePath: string; keyword: string }[]
        ).map((issue) => ({ path: issue.instancePath, code: issue.keyword }));
        throw errors.badRequest('invalid_review', messages.invalidReview, issues);
      }
      const { rating, comment } = request.body;
      refuseNul(comment);
      const business = await requireBusiness(db, request.params.id);
      const userId = request.user!.id;
      if (business.owner_id === userId) throw errors.forbidden(messages.ownBusinessReview);
      const review = await upsertReview(db, {
        businessId: business.id,
        userId,
        rating,
        comment: comment || null,
      });
      // The page's rating changed for everyone (business-page-cache.ts).
      await dropBusinessPage(redis, request.log, business.id);
      // And its cards' rating in the city's searches, which the reviewer goes back to.
      if (business.city_id) await dropCityShared(redis, config.redisPrefix, business.city_id, request.log);
      return review;
    },
  );
}

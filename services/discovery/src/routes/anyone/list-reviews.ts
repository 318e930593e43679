import { errorBodySchema } from '@cerca/contracts';
import { reviewsPageSchema } from '@cerca/contracts/business-page';
import { cursorQuerySchema } from '@cerca/contracts/feed';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { decodeTimeCursor, encodeTimeCursor } from '../../keyset-cursor';
import { findReviewBy, listReviewPage } from '../../repositories/reviews';
import { businessIdParamsSchema, requireBusiness } from '../../request-guards';

/** GET /businesses/:id/reviews?cursor= — newest first, with the caller's own review as `mine`. */
export async function listReviewsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A business's reviews, newest first (keyset pages), and the caller's own",
        description:
          'mine is null for visitors and for people without a review. A malformed cursor answers 400.',
        params: businessIdParamsSchema,
        querystring: cursorQuerySchema,
        response: { 200: reviewsPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const after = decodeTimeCursor(request.query.cursor);
      const business = await requireBusiness(db, request.params.id);
      const viewerId = request.user?.id;
      const [page, mine] = await Promise.all([
        listReviewPage(db, business.id, after),
        viewerId ? findReviewBy(db, business.id, viewerId) : null,
      ]);
      return {
        reviews: page.reviews,
        mine,
        next_cursor: page.next ? encodeTimeCursor(page.next) : null,
      };
    },
  );
}

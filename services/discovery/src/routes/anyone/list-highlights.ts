import { errorBodySchema } from '@cerca/contracts';
import { highlightsResponseSchema } from '@cerca/contracts/business-page';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listHighlights } from '../../repositories/story-highlights';
import { businessIdParamsSchema, requireBusiness } from '../../request-guards';

/** GET /businesses/:id/highlights — the story collections of the business page. */
export async function listHighlightsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/highlights',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Story collections of a business, oldest first, with their stories (kept past expiry)',
        params: businessIdParamsSchema,
        response: { 200: highlightsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const business = await requireBusiness(db, request.params.id);
      return { highlights: await listHighlights(db, business.id) };
    },
  );
}

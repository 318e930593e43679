import { errorBodySchema } from '@cerca/contracts';
import { favoriteStateSchema } from '@cerca/contracts/business-page';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { removeFavorite } from '../../repositories/follows';
import { businessIdParamsSchema, requireBusiness } from '../../request-guards';
import { forgetViewer } from '../../viewer-cache';

/** DELETE /businesses/:id/favorite — remove from the favourites; removing twice changes nothing. */
export async function unfavoriteBusinessRoute(
  app: FastifyInstance,
  { db, redis }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/businesses/:id/favorite',
    {
      config: { refusals: { unauthorized: messages.signInToFavorite } },
      schema: {
        tags: ['follows'],
        summary: 'Remove a business from the favourites (idempotent)',
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        response: { 200: favoriteStateSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const business = await requireBusiness(db, request.params.id);
      await removeFavorite(db, business.id, request.user!.id);
      await forgetViewer(redis, request.user!.id, request.log);
      return { favorite: false };
    },
  );
}

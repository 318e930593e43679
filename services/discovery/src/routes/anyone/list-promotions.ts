import { errorBodySchema } from '@cerca/contracts';
import { promotionsResponseSchema } from '@cerca/contracts/business-page';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { hasPersonalPremium, listLivePromotions } from '../../repositories/promotions';
import { businessIdParamsSchema, requireBusiness } from '../../request-guards';

/** GET /businesses/:id/promotions — the promotions panel of the business page. */
export async function listPromotionsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/promotions',
    {
      schema: {
        tags: ['businesses'],
        summary: "A business's unexpired promotions, newest first, and whether the caller is premium",
        description:
          'Premium-only promotions are listed for everybody (spec 01 §6); viewer_is_premium (an active or ' +
          'trialing personal_premium subscription) decides the unlock banner. False for visitors.',
        params: businessIdParamsSchema,
        response: { 200: promotionsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const business = await requireBusiness(db, request.params.id);
      const viewerId = request.user?.id;
      const [promotions, viewerIsPremium] = await Promise.all([
        listLivePromotions(db, business.id),
        viewerId ? hasPersonalPremium(db, viewerId) : false,
      ]);
      return { promotions, viewer_is_premium: viewerIsPremium };
    },
  );
}

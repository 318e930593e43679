import { errorBodySchema } from '@cerca/contracts';
import { myOrderRatingsSchema } from '@cerca/contracts/order-ratings';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listMyOrderRatings } from '../../repositories/order-ratings';

/** My orders shows a page of 20; the latest 100 ratings cover every rated order a customer scrolls to soon. */
const RATINGS_LIMIT = 100;

/** GET /me/order-ratings — the ratings the caller gave, newest first ("Tu calificación" in My orders). */
export async function listMyOrderRatingsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/order-ratings',
    {
      schema: {
        tags: ['orders'],
        summary: "The caller's latest order ratings (100), newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: myOrderRatingsSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ items: await listMyOrderRatings(db, request.user!.id, RATINGS_LIMIT) }),
  );
}

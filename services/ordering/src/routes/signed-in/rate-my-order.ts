import { errorBodySchema } from '@cerca/contracts';
import { orderRatingBodySchema, orderRatingSchema } from '@cerca/contracts/order-ratings';
import { orderPathSchema } from '@cerca/contracts/orders-panel';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { assertRatable } from '../../order-rating-rules';
import { findHelpFacts } from '../../repositories/order-help-reports';
import { insertOrderRating } from '../../repositories/order-ratings';
import { lockOrder } from '../../repositories/orders-panel';

/** POST /me/orders/:id/rating — "Califica tu pedido": the customer rates a delivered order. */
export async function rateMyOrderRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/me/orders/:id/rating',
    {
      schema: {
        tags: ['orders'],
        summary: 'Rate one of my delivered orders: food and delivery stars, a short comment',
        description:
          "Issue 25. The order's customer only (anyone else: 404). 409 'order_not_delivered' unless " +
          "delivered; 409 'rating_window_closed' 7 days after the delivery. delivery_stars is required " +
          "when a driver delivered it (400 'delivery_stars_required') and refused otherwise (400 " +
          "'no_delivery_to_rate'). One rating per order, final: again is 409 'already_rated', also " +
          'when two arrive at once.',
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        body: orderRatingBodySchema,
        response: {
          201: orderRatingSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { id } = request.params;
      const { body } = request;
      if (!isUuid(id)) throw errors.notFound('order_not_found', messages.orderNotFound);
      const rating = await db.transaction().execute(async (trx) => {
        // Locked like a status change: the order rated is delivered when the rating is stored.
        const order = await lockOrder(trx, id.toLowerCase());
        if (!order || order.user_id !== userId)
          throw errors.notFound('order_not_found', messages.orderNotFound);
        const { delivered_at } = await findHelpFacts(trx, order.id);
        assertRatable({ status: order.status, driver_id: order.driver_id, delivered_at }, body, new Date());
        return insertOrderRating(trx, {
          order_id: order.id,
          business_id: order.business_id,
          driver_id: order.driver_id,
          user_id: userId,
          food_stars: body.food_stars,
          delivery_stars: body.delivery_stars ?? null,
          comment: body.comment ? body.comment : null,
        });
      });
      if (!rating) throw errors.conflict('already_rated', messages.ratingAlreadySent);
      return reply.status(201).send(rating);
    },
  );
}

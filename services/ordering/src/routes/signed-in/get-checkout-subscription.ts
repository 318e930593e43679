import { errorBodySchema } from '@cerca/contracts';
import {
  checkoutConfirmedSchema,
  checkoutPendingSchema,
  checkoutSessionParamsSchema,
} from '@cerca/contracts/subscriptions';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { findCheckoutSubscription } from '../../repositories/subscriptions';

/**
 * GET /subscriptions/checkout/:session_id — /subscription/success?session_id=…: the subscription
 * the caller just bought through that checkout session, so the page names that plan.
 */
export async function getCheckoutSubscriptionRoute(
  app: FastifyInstance,
  { db }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/subscriptions/checkout/:session_id',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'The subscription a checkout session of the caller bought (202 until its webhook arrives)',
        description:
          "The session is recorded when the provider's checkout.session.completed is processed; " +
          'until then the answer is 202 { state: "pending" } and the page asks again. A session ' +
          "that bought someone else's subscription is not found.",
        security: [{ bearerAuth: [] }],
        params: checkoutSessionParamsSchema,
        response: {
          200: checkoutConfirmedSchema,
          202: checkoutPendingSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const found = await findCheckoutSubscription(db, request.user!.id, request.params.session_id);
      if (found === 'other') throw errors.notFound('subscription_not_found', messages.subscriptionNotFound);
      if (!found) return reply.status(202).send({ state: 'pending' as const });
      return { state: 'confirmed' as const, subscription: found.mine };
    },
  );
}

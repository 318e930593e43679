import { errorBodySchema } from '@cerca/contracts';
import { cancelSubscriptionResponseSchema, subscriptionIdParamsSchema } from '@cerca/contracts/subscriptions';
import { AppError, errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { paymentsOf } from '../../payments';
import { applySubscriptionState, findUserSubscription } from '../../repositories/subscriptions';

/** POST /subscriptions/:id/cancel — the subscriber stops their plan at the end of the paid period. */
export async function cancelSubscriptionRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/subscriptions/:id/cancel',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancel a subscription of the caller at the end of its period (the plan stays until then)',
        description: "Asking twice changes nothing. Another person's subscription is not found.",
        security: [{ bearerAuth: [] }],
        params: subscriptionIdParamsSchema,
        response: {
          200: cancelSubscriptionResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const found = await findUserSubscription(db, userId, request.params.id);
      if (!found) throw errors.notFound('subscription_not_found', messages.subscriptionNotFound);
      if (!found.subscription.active)
        throw errors.conflict('subscription_not_active', messages.subscriptionNotActive);
      if (found.subscription.cancel_at_period_end) return { subscription: found.subscription };
      const payments = paymentsOf(context);
      if (found.provider !== payments.provider.name || !found.providerId)
        throw new AppError(502, 'cancel_failed', messages.cancelSubscriptionFailed);
      try {
        const state = await payments.provider.cancelAtPeriodEnd(found.providerId);
        if (state) await applySubscriptionState(db, payments.provider.name, state, new Date());
      } catch (error) {
        request.log.error({ err: error }, 'cancel failed');
        throw new AppError(502, 'cancel_failed', messages.cancelSubscriptionFailed);
      }
      const updated = await findUserSubscription(db, userId, request.params.id);
      return { subscription: (updated ?? found).subscription };
    },
  );
}

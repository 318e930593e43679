import { errorBodySchema } from '@cerca/contracts';
import { localCheckoutParamsSchema, localCheckoutSchema, PAID_PLANS } from '@cerca/contracts/subscriptions';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { paymentsOf } from '../../payments';

/** GET /payments/local/checkouts/:id — the local provider's checkout page reads its session. */
export async function getLocalCheckoutRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/payments/local/checkouts/:id',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'An open checkout session of the local provider (PAYMENTS_PROVIDER=local only)',
        description: 'Only its owner sees it; with Stripe configured every session is not found.',
        security: [{ bearerAuth: [] }],
        params: localCheckoutParamsSchema,
        response: { 200: localCheckoutSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const local = paymentsOf(context).local;
      const session = await local?.findSession(request.params.id, request.user!.id);
      if (!session) throw errors.notFound('checkout_not_found', messages.checkoutSessionNotFound);
      return {
        id: session.id,
        plan_key: session.planKey,
        monthly_price: PAID_PLANS[session.planKey].monthlyPrice,
        business_name: session.businessName,
        cancel_url: session.cancelPath,
      };
    },
  );
}

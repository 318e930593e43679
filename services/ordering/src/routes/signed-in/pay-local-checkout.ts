import { errorBodySchema } from '@cerca/contracts';
import {
  localCheckoutParamsSchema,
  payLocalCheckoutBodySchema,
  payLocalCheckoutResponseSchema,
} from '@cerca/contracts/subscriptions';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { paymentsOf } from '../../payments';

/**
 * POST /payments/local/checkouts/:id/pay — "Pagar" on the local checkout page: no money moves;
 * the subscription is written by the signed event it sends through the webhook path.
 */
export async function payLocalCheckoutRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/payments/local/checkouts/:id/pay',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Pay an open local checkout with a test card (PAYMENTS_PROVIDER=local only)',
        description: 'A session pays once; the answer is the success page to go to.',
        security: [{ bearerAuth: [] }],
        params: localCheckoutParamsSchema,
        body: payLocalCheckoutBodySchema,
        response: {
          200: payLocalCheckoutResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const local = paymentsOf(context).local;
      const session = await local?.findSession(request.params.id, request.user!.id);
      if (!local || !session || !(await local.pay(session, request.body.card_number)))
        throw errors.notFound('checkout_not_found', messages.checkoutSessionNotFound);
      return { url: `${session.successPath}?session_id=${session.id}` };
    },
  );
}

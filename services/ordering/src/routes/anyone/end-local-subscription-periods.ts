import { errorBodySchema } from '@cerca/contracts';
import { localPeriodEndsResponseSchema } from '@cerca/contracts/subscriptions';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { paymentsOf } from '../../payments';
import { LOCAL_SIGNATURE_HEADER } from '../../payments/local-signature';
import { InvalidWebhookSignature } from '../../payments/provider';

/**
 * POST /payments/local/period-ends — the tick of the local provider's billing clock, sent by the
 * jobs service's subscription-period-end sweep (services meet over HTTP, never by importing each
 * other). The events it produces go through the webhook's own processing, in this process.
 */
export async function endLocalSubscriptionPeriodsRoute(
  app: FastifyInstance,
  context: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/payments/local/period-ends',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'End or renew local subscriptions whose period is over (PAYMENTS_PROVIDER=local only)',
        description:
          `The ${LOCAL_SIGNATURE_HEADER} header signs an empty body with LOCAL_PAYMENTS_WEBHOOK_SECRET. ` +
          'Cancelled ones get customer.subscription.deleted, the others a renewal to the next period end; ' +
          'one batch per call, and calling again changes nothing more.',
        response: { 200: localPeriodEndsResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const local = paymentsOf(context).local;
      if (!local) throw errors.notFound();
      const signature = request.headers[LOCAL_SIGNATURE_HEADER];
      try {
        // The signature proves the caller holds the secret; the body says nothing, so none is signed.
        local.verifyTick(typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof InvalidWebhookSignature)
          throw errors.badRequest('invalid_signature', messages.invalidWebhookSignature);
        throw error;
      }
      return local.endDuePeriods();
    },
  );
}

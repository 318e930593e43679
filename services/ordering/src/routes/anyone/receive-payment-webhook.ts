import { errorBodySchema } from '@cerca/contracts';
import { webhookReceivedSchema } from '@cerca/contracts/subscriptions';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { paymentsOf } from '../../payments';
import { LOCAL_SIGNATURE_HEADER } from '../../payments/local-signature';

/**
 * POST /payments/webhook — the payment provider's events. The signature is checked over the raw
 * bytes, so this route (only this one, in its own encapsulated context) reads the body as a
 * Buffer whatever its content type.
 */
export async function receivePaymentWebhookRoute(
  app: FastifyInstance,
  context: ServiceContext,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payments/webhook',
      {
        schema: {
          tags: ['subscriptions'],
          summary: 'Payment provider webhook (signed events; idempotent by event id; any order)',
          description:
            'PAYMENTS_PROVIDER=stripe: the Stripe-Signature header, checked with STRIPE_WEBHOOK_SECRET. ' +
            `PAYMENTS_PROVIDER=local: the ${LOCAL_SIGNATURE_HEADER} header (t=…,v1=HMAC-SHA256 of "t.body") ` +
            'checked with LOCAL_PAYMENTS_WEBHOOK_SECRET. A replayed event changes nothing; an older ' +
            'event never overwrites a newer state. An event for a business its user does not own, or ' +
            'for an unknown plan, is recorded as refused and changes nothing (still 200).',
          response: { 200: webhookReceivedSchema, 400: errorBodySchema },
        },
      },
      async (request) => {
        const payments = paymentsOf(context);
        const header = payments.provider.name === 'stripe' ? 'stripe-signature' : LOCAL_SIGNATURE_HEADER;
        const signature = request.headers[header];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        // A bad signature answers 400 (thrown by receive). An authentic event we refuse (a business
        // its user does not own, an unknown plan) answers 200 like any other: it is recorded with
        // its reason and logged, and Stripe retries every non-2xx answer for days, which would only
        // record the same refusal again. The sender learns nothing from the answer either.
        await payments.receive(body, typeof signature === 'string' ? signature : undefined);
        return { received: true };
      },
    );
  });
}

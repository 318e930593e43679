import { errorBodySchema } from '@cerca/contracts';
import { orderPaymentSweepSchema } from '@cerca/contracts/order-payment';
import { errors, paymentsSweepSecret, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { sweepOrderPayments } from '../../order-payment-sweep';
import { paymentsOf } from '../../payments';
import { LOCAL_SIGNATURE_HEADER, verifyLocalSignature } from '../../payments/local-signature';
import { InvalidWebhookSignature } from '../../payments/provider';

/**
 * POST /payments/orders/sweep — the order payments sweep (issue 25), called every few minutes by
 * the jobs service (services meet over HTTP, never by importing each other). One batch per call.
 */
export async function sweepOrderPaymentsRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  // Read at start: in production under Stripe a missing STRIPE_WEBHOOK_SECRET already stops it.
  const secret = paymentsSweepSecret(context.config);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/payments/orders/sweep',
    {
      schema: {
        tags: ['orders'],
        summary: 'Expire unpaid card orders and overdue OXXO vouchers, ask again for lost refunds',
        description:
          `The ${LOCAL_SIGNATURE_HEADER} header signs an empty body with the payment provider's webhook ` +
          'secret (LOCAL_PAYMENTS_WEBHOOK_SECRET or STRIPE_WEBHOOK_SECRET). Safe to call again: ' +
          'each step does only what is still due.',
        response: { 200: orderPaymentSweepSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      if (!secret) throw errors.notFound();
      const signature = request.headers[LOCAL_SIGNATURE_HEADER];
      try {
        verifyLocalSignature(secret, Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof InvalidWebhookSignature)
          throw errors.badRequest('invalid_signature', messages.invalidWebhookSignature);
        throw error;
      }
      return sweepOrderPayments(context.db, paymentsOf(context), request.log);
    },
  );
}

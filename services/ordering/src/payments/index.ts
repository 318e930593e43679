import { errors, type ServiceContext } from '@cerca/service-kit';
import messages from '../messages.json';
import {
  applySubscriptionState,
  insertPaymentEvent,
  markPaymentEventProcessed,
} from '../repositories/subscriptions';
import { LocalPaymentProvider } from './local';
import { InvalidWebhookSignature, type PaymentProvider } from './provider';
import { StripePaymentProvider } from './stripe';

export interface Payments {
  provider: PaymentProvider;
  /** The local provider when it is the configured one (its checkout page), else null. */
  local: LocalPaymentProvider | null;
  /** POST /payments/webhook's work: verify, record once, write the subscription. */
  receive(rawBody: Buffer, signature: string | undefined): Promise<'processed' | 'duplicate'>;
}

const created = new WeakMap<ServiceContext, Payments>();

/** The service's payments (one per service context), made on first use. */
export function paymentsOf(context: ServiceContext): Payments {
  let payments = created.get(context);
  if (!payments) {
    payments = createPayments(context);
    created.set(context, payments);
  }
  return payments;
}

/** The configured provider (PAYMENTS_PROVIDER) and the one path every event goes through. */
export function createPayments(context: ServiceContext): Payments {
  const { db } = context;
  let provider: PaymentProvider;

  async function receive(rawBody: Buffer, signature: string | undefined) {
    let event: Awaited<ReturnType<PaymentProvider['verifyEvent']>>;
    try {
      event = await provider.verifyEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof InvalidWebhookSignature)
        throw errors.badRequest('invalid_signature', messages.invalidWebhookSignature);
      throw error;
    }
    const state = await provider.subscriptionStateOf(event);
    // One transaction: a replay finds the event recorded and changes nothing; a failure records
    // nothing, so the provider's retry processes it again.
    return db.transaction().execute(async (trx) => {
      const recorded = await insertPaymentEvent(trx, {
        provider: provider.name,
        eventId: event.id,
        type: event.type,
        payload: event.payload,
      });
      if (!recorded) return 'duplicate' as const;
      if (state) await applySubscriptionState(trx, provider.name, state, event.created);
      await markPaymentEventProcessed(trx, recorded);
      return 'processed' as const;
    });
  }

  const local =
    context.config.payments.provider === 'local' ? new LocalPaymentProvider(context, receive) : null;
  provider = local ?? new StripePaymentProvider(context.config);
  return { provider, local, receive };
}

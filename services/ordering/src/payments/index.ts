import {
  errors,
  localPaymentsWebhookSecret,
  requireStripeSecrets,
  type ServiceContext,
} from '@cerca/service-kit';
import messages from '../messages.json';
import { applyOrderPaymentState } from '../order-payment-events';
import { issueRefund } from '../order-refunds';
import { recordLateTipOutcome } from '../repositories/late-tips';
import {
  applySubscriptionState,
  insertPaymentEvent,
  markPaymentEventProcessed,
  markPaymentEventRefused,
} from '../repositories/subscriptions';
import { LocalPaymentProvider } from './local';
import { readLateTipEvent } from './order-payment-state';
import { InvalidWebhookSignature, type PaymentProvider } from './provider';
import { refusalOf } from './refusal';
import { StripePaymentProvider } from './stripe';

export interface Payments {
  provider: PaymentProvider;
  /** The local provider when it is the configured one (its checkout page), else null. */
  local: LocalPaymentProvider | null;
  /** POST /payments/webhook's work: verify, record once, refuse or write the subscription. */
  receive(rawBody: Buffer, signature: string | undefined): Promise<'processed' | 'duplicate' | 'refused'>;
}

/** Where refusals are logged (the service's logger). */
export interface PaymentsLog {
  warn(details: object, message: string): void;
}

const started = new WeakMap<ServiceContext, Payments>();

/**
 * Makes the service's payments when it starts (plugin.ts), so a provider secret missing in
 * production stops the start instead of failing the first payment.
 */
export function startPayments(context: ServiceContext, log: PaymentsLog): Payments {
  const payments = createPayments(context, log);
  started.set(context, payments);
  return payments;
}

/** The service's payments, made by startPayments when the service started. */
export function paymentsOf(context: ServiceContext): Payments {
  const payments = started.get(context);
  if (!payments) throw new Error('payments are made when the ordering service starts (startPayments)');
  return payments;
}

/** The configured provider (PAYMENTS_PROVIDER) and the one path every event goes through. */
/** Only what payments use, so a test can make them from its database and Redis. */
export type PaymentsContext = Pick<ServiceContext, 'config' | 'db' | 'redis'>;

export function createPayments(context: PaymentsContext, log: PaymentsLog): Payments {
  const { db, config } = context;
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
    // Not a subscription's: maybe an order's card or OXXO payment (issue 25).
    const orderState = state ? null : await provider.orders.orderPaymentOf(event);
    // Or a tip added after delivery, charged on its own intent.
    const lateTip = state || orderState ? null : readLateTipEvent(event);
    // One transaction: a replay finds the event recorded and changes nothing; a failure records
    // nothing, so the provider's retry processes it again.
    const outcome = await db.transaction().execute(async (trx) => {
      const recorded = await insertPaymentEvent(trx, {
        provider: provider.name,
        eventId: event.id,
        type: event.type,
        payload: event.payload,
      });
      if (!recorded) return { result: 'duplicate' as const };
      const refusal = state ? await refusalOf(trx, state) : null;
      if (refusal) {
        await markPaymentEventRefused(trx, recorded, refusal);
        return { result: 'refused' as const, refusal };
      }
      if (state) await applySubscriptionState(trx, provider.name, state, event.created);
      const applied = orderState
        ? await applyOrderPaymentState(trx, provider.name, orderState, event.created)
        : { refund: null };
      if (lateTip) await recordLateTipOutcome(trx, { ...lateTip, eventAt: event.created });
      await markPaymentEventProcessed(trx, recorded);
      return { result: 'processed' as const, refund: applied.refund };
    });
    // Paid after the order was cancelled: the money goes back, asked once the event is committed.
    if (outcome.result === 'processed') await issueRefund({ provider }, outcome.refund, log);
    if (outcome.result === 'refused')
      log.warn(
        {
          provider: provider.name,
          eventId: event.id,
          type: event.type,
          refusal: outcome.refusal,
          userId: state?.userId,
          businessId: state?.businessId,
          planKey: state?.planKey,
        },
        'payment event refused: recorded in payment_events.refusal, nothing written',
      );
    return outcome.result;
  }

  if (config.payments.provider === 'local') {
    const local = new LocalPaymentProvider(context, localPaymentsWebhookSecret(config), receive);
    provider = local;
    return { provider, local, receive };
  }
  requireStripeSecrets(config);
  provider = new StripePaymentProvider(config);
  return { provider, local: null, receive };
}

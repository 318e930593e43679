import { randomBytes, randomUUID } from 'node:crypto';
import type { PaidPlanKey } from '@cerca/contracts/subscriptions';
import type { JsonObject } from '@cerca/db';
import type { ServiceContext } from '@cerca/service-kit';
import { findDueLocalSubscriptions, type LocalSubscriptionRow } from '../repositories/local-period-ends';
import { findSubscriptionByProviderId } from '../repositories/subscriptions';
import { LocalOrderPayments } from './local-orders';
import { signLocalPayload, verifyLocalSignature } from './local-signature';
import {
  type CheckoutInput,
  InvalidWebhookSignature,
  metadataOf,
  type PaymentProvider,
  type ProviderEvent,
  readMetadata,
  type SubscriptionMetadata,
  type SubscriptionState,
  subscriptionStatusOf,
} from './provider';

/**
 * The local provider (PAYMENTS_PROVIDER=local, the default outside production): no money moves.
 * A checkout session lives an hour in Redis; the person pays or cancels on our own page
 * (/subscription/checkout?session=…); paying produces Stripe-shaped events signed with
 * LOCAL_PAYMENTS_WEBHOOK_SECRET that go through the webhook's own verification and processing.
 */
export const LOCAL_CHECKOUT_TTL_SECONDS = 60 * 60;

export interface LocalCheckoutSession {
  id: string;
  userId: string;
  planKey: PaidPlanKey;
  subject: 'business' | 'personal';
  businessId: string | null;
  businessName: string | null;
  successPath: string;
  cancelPath: string;
}

/** Delivers a signed webhook request (raw body and signature header) to the webhook's processing. */
export type DeliverEvent = (rawBody: Buffer, signature: string) => Promise<unknown>;

const sessionKey = (id: string) => `payments:local:checkout:${id}`;

/** The price id the local provider reports for a plan. */
export const localPriceId = (planKey: PaidPlanKey) => `price_local_${planKey}`;

/** Brand and last four of a test card number (the local page never charges it). */
export function cardOf(cardNumber: string): { brand: string; last4: string } {
  const digits = cardNumber.replace(/\D/g, '');
  const brand = /^4/.test(digits)
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : 'card';
  return { brand, last4: digits.slice(-4) };
}

/** One calendar month after `from` (the next billing date of a monthly plan). */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The Stripe-shaped subscription object local events carry. */
export interface LocalSubscriptionObject {
  id: string;
  customer: string;
  status: string;
  price_id: string;
  current_period_end: number;
  cancel_at_period_end: boolean;
  payment_method: { brand: string; last4: string } | null;
  metadata: SubscriptionMetadata;
}

/**
 * The Stripe-shaped checkout session a local checkout.session.completed carries, its subscription
 * expanded: there is no provider API to read it back from, as the Stripe provider does.
 */
export interface LocalCheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  subscription: LocalSubscriptionObject;
}

/** A local event body (JSON), as signed and sent to the webhook. */
export function localEvent(
  type: string,
  object: LocalSubscriptionObject | LocalCheckoutSessionObject,
  created = new Date(),
  id = `evt_local_${randomUUID()}`,
) {
  return {
    id,
    type,
    created: Math.floor(created.getTime() / 1000),
    data: { object },
  };
}

/** Due periods one call of endDuePeriods handles; `more` says a full batch was handled. */
const PERIOD_END_BATCH = 100;

export interface PeriodEndOutcome {
  ended: number;
  renewed: number;
  more: boolean;
}

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  /** Orders paid by card or OXXO on our own page (issue 25). */
  readonly orders: LocalOrderPayments;

  constructor(
    private readonly context: Pick<ServiceContext, 'db' | 'redis'>,
    /** LOCAL_PAYMENTS_WEBHOOK_SECRET, or the one this machine generated (localPaymentsWebhookSecret). */
    private readonly secret: string,
    private readonly deliver: DeliverEvent,
  ) {
    this.orders = new LocalOrderPayments(context, (event) => this.send(event));
  }

  /**
   * Checks the signature of a billing clock tick (the jobs service signs its empty body with the
   * same secret); throws InvalidWebhookSignature otherwise.
   */
  verifyTick(signature: string | undefined): void {
    verifyLocalSignature(this.secret, Buffer.alloc(0), signature);
  }

  async createCheckout(input: CheckoutInput): Promise<{ url: string }> {
    const session: LocalCheckoutSession = {
      id: `cs_local_${randomBytes(18).toString('hex')}`,
      userId: input.userId,
      planKey: input.planKey,
      subject: input.subject,
      businessId: input.businessId,
      businessName: input.businessName,
      successPath: input.successPath,
      cancelPath: input.cancelPath,
    };
    await this.context.redis.set(
      sessionKey(session.id),
      JSON.stringify(session),
      'EX',
      LOCAL_CHECKOUT_TTL_SECONDS,
    );
    return { url: `/subscription/checkout?session=${session.id}` };
  }

  /** The person's own open checkout session, or null (unknown, expired, paid or someone else's). */
  async findSession(id: string, userId: string): Promise<LocalCheckoutSession | null> {
    const text = await this.context.redis.get(sessionKey(id));
    if (!text) return null;
    const session = JSON.parse(text) as LocalCheckoutSession;
    return session.userId === userId ? session : null;
  }

  /**
   * Pays a session with a test card: the session is spent first (paying twice is impossible),
   * then the subscription's creation is sent as a signed event through the webhook path.
   */
  async pay(session: LocalCheckoutSession, cardNumber: string): Promise<boolean> {
    const spent = await this.context.redis.del(sessionKey(session.id));
    if (spent === 0) return false;
    const now = new Date();
    const object: LocalSubscriptionObject = {
      id: `sub_local_${randomUUID()}`,
      customer: `cus_local_${session.userId}`,
      status: 'active',
      price_id: localPriceId(session.planKey),
      current_period_end: Math.floor(oneMonthAfter(now).getTime() / 1000),
      cancel_at_period_end: false,
      payment_method: cardOf(cardNumber),
      metadata: metadataOf({ ...session, email: null }),
    };
    await this.send(localEvent('customer.subscription.created', object, now));
    // Then the session's completion, as Stripe sends both: it records the session on the
    // subscription, which /subscription/success?session_id=… asks for.
    const completed: LocalCheckoutSessionObject = {
      id: session.id,
      object: 'checkout.session',
      subscription: object,
    };
    await this.send(localEvent('checkout.session.completed', completed, now));
    return true;
  }

  /** Signs an event body and delivers it as the webhook would receive it. */
  async send(event: { id: string; type: string; created: number; data: { object: object } }): Promise<void> {
    const body = JSON.stringify(event);
    await this.deliver(Buffer.from(body), signLocalPayload(this.secret, body));
  }

  async verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent> {
    verifyLocalSignature(this.secret, rawBody, signature);
    let payload: JsonObject;
    try {
      payload = JSON.parse(rawBody.toString('utf8')) as JsonObject;
    } catch {
      throw new InvalidWebhookSignature('unreadable body');
    }
    const { id, type, created } = payload;
    if (typeof id !== 'string' || typeof type !== 'string' || typeof created !== 'number')
      throw new InvalidWebhookSignature('not an event');
    return { id, type, created: new Date(created * 1000), payload };
  }

  async subscriptionStateOf(event: ProviderEvent): Promise<SubscriptionState | null> {
    const data = event.payload.data as { object?: Record<string, unknown> } | undefined;
    if (event.type === 'checkout.session.completed') {
      const session = data?.object as Partial<LocalCheckoutSessionObject> | undefined;
      const state = stateOfObject(session?.subscription, session?.subscription?.status);
      return state && typeof session?.id === 'string' ? { ...state, checkoutSessionId: session.id } : null;
    }
    if (!event.type.startsWith('customer.subscription.')) return null;
    const object = data?.object as Partial<LocalSubscriptionObject> | undefined;
    return stateOfObject(
      object,
      event.type === 'customer.subscription.deleted' ? 'canceled' : object?.status,
    );
  }

  /** Sends the subscription's update (cancel_at_period_end) as a signed event, like a provider would. */
  async cancelAtPeriodEnd(providerSubscriptionId: string): Promise<null> {
    const row = await findSubscriptionByProviderId(this.context.db, providerSubscriptionId);
    if (!row) return null;
    const object = subscriptionObjectOf(row, { cancel_at_period_end: true });
    await this.send(localEvent('customer.subscription.updated', object));
    return null;
  }

  /**
   * The local provider's billing clock, which Stripe runs on its side: for each local subscription
   * whose period is over, sends customer.subscription.deleted when it was cancelled at the period
   * end, else a renewal (customer.subscription.updated with the next period end), through the
   * webhook path. Event ids come from the subscription and the period end, so another run or a
   * second worker changes nothing more; events are dated when the rows were read, so a
   * cancellation sent meanwhile is not undone (the next run ends the subscription instead).
   */
  async endDuePeriods(limit = PERIOD_END_BATCH): Promise<PeriodEndOutcome> {
    const readAt = new Date();
    const due = await findDueLocalSubscriptions(this.context.db, readAt, limit);
    const outcome: PeriodEndOutcome = { ended: 0, renewed: 0, more: due.length === limit };
    for (const row of due) {
      const periodEnd = Math.floor(row.current_period_end.getTime() / 1000);
      if (row.cancel_at_period_end) {
        const object = subscriptionObjectOf(row, { status: 'canceled' });
        const id = `evt_local_end_${object.id}_${periodEnd}`;
        await this.send(localEvent('customer.subscription.deleted', object, readAt, id));
        outcome.ended += 1;
      } else {
        // A clock that stood still (no worker for months) bills up to now in one renewal.
        let next = oneMonthAfter(row.current_period_end);
        while (next <= readAt) next = oneMonthAfter(next);
        const object = subscriptionObjectOf(row, { current_period_end: Math.floor(next.getTime() / 1000) });
        const id = `evt_local_renew_${object.id}_${periodEnd}`;
        await this.send(localEvent('customer.subscription.updated', object, readAt, id));
        outcome.renewed += 1;
      }
    }
    return outcome;
  }
}

/** A stored local subscription as its events carry it (payment method kept: null leaves it as is). */
function subscriptionObjectOf(
  row: LocalSubscriptionRow,
  changes: Partial<LocalSubscriptionObject>,
): LocalSubscriptionObject {
  const planKey = (row.plan_key ?? '') as PaidPlanKey;
  return {
    id: row.provider_subscription_id ?? '',
    customer: row.provider_customer_id ?? `cus_local_${row.user_id}`,
    status: row.status,
    price_id: row.price_id ?? localPriceId(planKey),
    current_period_end: Math.floor((row.current_period_end ?? new Date()).getTime() / 1000),
    cancel_at_period_end: row.cancel_at_period_end,
    payment_method: null,
    metadata: {
      user_id: row.user_id,
      subject: row.subject,
      business_id: row.business_id ?? '',
      plan_key: row.plan_key ?? '',
    },
    ...changes,
  };
}

/** Our words for a local subscription object under a status word; null when it is not one of ours. */
function stateOfObject(
  object: Partial<LocalSubscriptionObject> | undefined,
  statusWord: unknown,
): SubscriptionState | null {
  const metadata = readMetadata(object?.metadata as Record<string, unknown> | undefined);
  const status = subscriptionStatusOf(statusWord);
  if (!object || typeof object.id !== 'string' || !metadata || !status) return null;
  return {
    providerSubscriptionId: object.id,
    providerCustomerId: typeof object.customer === 'string' ? object.customer : null,
    userId: metadata.user_id,
    subject: metadata.subject,
    businessId: metadata.business_id || null,
    planKey: metadata.plan_key,
    priceId: typeof object.price_id === 'string' ? object.price_id : null,
    status,
    currentPeriodEnd:
      typeof object.current_period_end === 'number' ? new Date(object.current_period_end * 1000) : null,
    cancelAtPeriodEnd: object.cancel_at_period_end === true,
    paymentMethodBrand: object.payment_method?.brand ?? null,
    paymentMethodLast4: object.payment_method?.last4 ?? null,
    checkoutSessionId: null,
  };
}

import { isPaidPlanKey, type PaidPlanKey } from '@cerca/contracts/subscriptions';
import type { JsonObject } from '@cerca/db';
import type { ServiceConfig } from '@cerca/service-kit';
import Stripe from 'stripe';
import {
  type CheckoutInput,
  InvalidWebhookSignature,
  metadataOf,
  type PaymentProvider,
  type ProviderEvent,
  readMetadata,
  type SubscriptionState,
  subscriptionStatusOf,
} from './provider';
import { StripeOrderPayments } from './stripe-orders';

export class StripeNotConfigured extends Error {}

/**
 * Stripe (PAYMENTS_PROVIDER=stripe): Checkout Sessions in subscription mode with the price ids of
 * STRIPE_PRICE_*; webhooks signed with STRIPE_WEBHOOK_SECRET, verified on the raw body by the SDK.
 * Our metadata (person, business, plan) rides on the subscription, so every subscription event
 * says whose it is.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  /** Orders paid by card or OXXO (issue 25). */
  readonly orders: StripeOrderPayments;
  /** The API client; null without STRIPE_SECRET_KEY (outside production): checkouts are refused. */
  private readonly stripe: Stripe | null;

  constructor(private readonly config: ServiceConfig) {
    const key = config.payments.stripeSecretKey;
    const base = config.payments.stripeApiBase ? new URL(config.payments.stripeApiBase) : null;
    this.stripe = key
      ? new Stripe(key, {
          maxNetworkRetries: 1,
          timeout: 15_000,
          ...(base
            ? {
                host: base.hostname,
                port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
                protocol: base.protocol === 'https:' ? 'https' : 'http',
              }
            : {}),
        })
      : null;
    this.orders = new StripeOrderPayments(config, (what) => this.client(what));
  }

  /** The API client, or StripeNotConfigured (answered 502 by the checkout). */
  private client(what: string): Stripe {
    if (!this.stripe) throw new StripeNotConfigured(what);
    return this.stripe;
  }

  private priceIdOf(planKey: PaidPlanKey): string {
    const priceId = this.config.payments.stripePriceIds[planKey];
    if (!priceId) throw new StripeNotConfigured(planKey);
    return priceId;
  }

  private planKeyOfPrice(priceId: string | null): string | null {
    const entry = Object.entries(this.config.payments.stripePriceIds).find(([, id]) => id && id === priceId);
    return entry ? entry[0] : null;
  }

  async createCheckout(input: CheckoutInput): Promise<{ url: string }> {
    const metadata = { ...metadataOf(input) };
    const stripe = this.client(input.planKey);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: this.priceIdOf(input.planKey), quantity: 1 }],
      success_url: `${this.config.publicUrl}${input.successPath}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${this.config.publicUrl}${input.cancelPath}`,
      client_reference_id: input.userId,
      ...(input.email ? { customer_email: input.email } : {}),
      metadata,
      subscription_data: { metadata },
    });
    if (!session.url) throw new StripeNotConfigured('no url');
    return { url: session.url };
  }

  async verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent> {
    const secret = this.config.payments.stripeWebhookSecret;
    if (!secret) throw new InvalidWebhookSignature('STRIPE_WEBHOOK_SECRET is not set');
    if (!signature) throw new InvalidWebhookSignature('missing signature');
    let event: Stripe.Event;
    try {
      // The SDK's static helper: checking a signature needs the webhook secret, not an API key.
      event = await Stripe.webhooks.constructEventAsync(rawBody, signature, secret);
    } catch (error) {
      throw new InvalidWebhookSignature(error instanceof Error ? error.message : 'invalid signature');
    }
    return {
      id: event.id,
      type: event.type,
      created: new Date(event.created * 1000),
      payload: event as unknown as JsonObject,
    };
  }

  async subscriptionStateOf(event: ProviderEvent): Promise<SubscriptionState | null> {
    const payload = event.payload as unknown as Stripe.Event;
    if (payload.type === 'checkout.session.completed') {
      // The session does not carry the period nor the card: read the subscription itself.
      const session = payload.data.object;
      const id = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (!id || !this.stripe) return null;
      const subscription = await this.stripe.subscriptions.retrieve(id, {
        expand: ['default_payment_method'],
      });
      const state = this.stateOf(subscription);
      // The success page finds the subscription by the session Stripe returns the person with.
      return state ? { ...state, checkoutSessionId: session.id } : null;
    }
    if (
      payload.type === 'customer.subscription.created' ||
      payload.type === 'customer.subscription.updated' ||
      payload.type === 'customer.subscription.deleted' ||
      payload.type === 'customer.subscription.paused' ||
      payload.type === 'customer.subscription.resumed'
    ) {
      return this.stateOf(payload.data.object);
    }
    return null;
  }

  /** Our words for a Stripe subscription; null when it is not one of our checkouts. */
  stateOf(subscription: Stripe.Subscription): SubscriptionState | null {
    const metadata = readMetadata(subscription.metadata);
    const status = subscriptionStatusOf(subscription.status);
    if (!metadata || !status) return null;
    const item = subscription.items?.data?.[0];
    const priceId = item?.price?.id ?? null;
    const method = subscription.default_payment_method;
    const card = typeof method === 'object' && method !== null ? method.card : null;
    const planKey =
      this.planKeyOfPrice(priceId) ?? (isPaidPlanKey(metadata.plan_key) ? metadata.plan_key : null);
    return {
      providerSubscriptionId: subscription.id,
      providerCustomerId:
        typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
      userId: metadata.user_id,
      subject: metadata.subject,
      businessId: metadata.business_id || null,
      planKey,
      priceId,
      status,
      currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      paymentMethodBrand: card?.brand ?? null,
      paymentMethodLast4: card?.last4 ?? null,
      checkoutSessionId: null,
    };
  }

  async cancelAtPeriodEnd(providerSubscriptionId: string): Promise<SubscriptionState | null> {
    const subscription = await this.client('cancel').subscriptions.update(providerSubscriptionId, {
      cancel_at_period_end: true,
    });
    return this.stateOf(subscription);
  }
}

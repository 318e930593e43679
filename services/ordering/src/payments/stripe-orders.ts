import type { ServiceConfig } from '@cerca/service-kit';
import type Stripe from 'stripe';
import type { PaymentStart } from '../repositories/order-payments';
import {
  LATE_TIP_PURPOSE,
  type LateTipCharge,
  type LateTipOutcome,
  type OrderChargeInput,
  type OrderPaymentProvider,
  readOrderPaymentEvent,
  type SavedPaymentMethod,
} from './order-payment-state';
import type { ProviderEvent } from './provider';

// Issue 25: orders with Stripe. A Stripe Customer per person. Without a saved card, the person
// pays on Stripe's hosted page (a Checkout Session in payment mode whose PaymentIntent has
// setup_future_usage: paying saves the card, which is what a separate SetupIntent would do, in
// one step and with 3-D Secure handled by Stripe's page). With a saved card, a PaymentIntent is
// confirmed with it; when it requires_action the browser goes to Stripe's 3-D Secure page
// (next_action.redirect_to_url) and comes back to My orders. OXXO: a PaymentIntent of type
// 'oxxo', confirmed at once, whose voucher (reference, expiry, hosted page) is shown. In every
// case the order proceeds only on the webhook's payment_intent.succeeded.

/** How long an OXXO voucher can be paid. */
const OXXO_DAYS = 3;

export class StripeOrderPayments implements OrderPaymentProvider {
  constructor(
    private readonly config: ServiceConfig,
    /** The API client, or StripeNotConfigured. */
    private readonly client: (what: string) => Stripe,
  ) {}

  private metadataOf(input: { orderId: string; userId: string; method: 'card' | 'oxxo' }) {
    return { order_id: input.orderId, user_id: input.userId, method: input.method };
  }

  async createCustomer(user: { userId: string; email: string | null }): Promise<string> {
    const customer = await this.client('customer').customers.create(
      { ...(user.email ? { email: user.email } : {}), metadata: { user_id: user.userId } },
      { idempotencyKey: `customer-${user.userId}` },
    );
    return customer.id;
  }

  async startOrderPayment(input: OrderChargeInput): Promise<PaymentStart> {
    const stripe = this.client('order');
    const metadata = this.metadataOf(input);
    const idempotencyKey = `order-payment-${input.orderId}`;
    if (input.method === 'oxxo') {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'mxn',
          customer: input.customerId,
          allowed_payment_method_types: ['oxxo'],
          payment_method_data: {
            type: 'oxxo',
            billing_details: { name: input.email ?? 'Cliente Cerca', email: input.email ?? '' },
          },
          payment_method_options: { oxxo: { expires_after_days: OXXO_DAYS } },
          confirm: true,
          metadata,
        },
        { idempotencyKey },
      );
      const voucher = intent.next_action?.oxxo_display_details;
      return {
        intentId: intent.id,
        status: 'requires_action',
        nextActionUrl: voucher?.hosted_voucher_url ?? null,
        oxxoReference: voucher?.number ?? null,
        oxxoExpiresAt: voucher?.expires_after ? new Date(voucher.expires_after * 1000) : null,
        voucherUrl: voucher?.hosted_voucher_url ?? null,
      };
    }
    if (input.hasSavedCard) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'mxn',
          customer: input.customerId,
          allowed_payment_method_types: ['card'],
          setup_future_usage: 'on_session',
          metadata,
        },
        { idempotencyKey },
      );
      return { ...NOTHING_YET, intentId: intent.id };
    }
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer: input.customerId,
        allowed_payment_method_types: ['card'],
        line_items: [
          {
            price_data: {
              currency: 'mxn',
              unit_amount: input.amountCents,
              product_data: { name: `Pedido ${input.orderId.slice(0, 8)}` },
            },
            quantity: 1,
          },
        ],
        payment_intent_data: { setup_future_usage: 'on_session', metadata },
        metadata,
        success_url: `${this.config.publicUrl}${input.returnPath}`,
        cancel_url: `${this.config.publicUrl}${input.returnPath}`,
      },
      { idempotencyKey },
    );
    return { ...NOTHING_YET, nextActionUrl: session.url };
  }

  async chargeSavedCard(
    input: OrderChargeInput & { intentId: string; saved: SavedPaymentMethod },
  ): Promise<{ nextActionUrl: string | null }> {
    const intent = await this.client('order').paymentIntents.confirm(input.intentId, {
      payment_method: input.saved.paymentMethodId,
      return_url: `${this.config.publicUrl}${input.returnPath}`,
    });
    const url = intent.status === 'requires_action' ? intent.next_action?.redirect_to_url?.url : null;
    return { nextActionUrl: url ?? null };
  }

  async cancelOrderPayment(intent: { orderId: string; intentId: string }): Promise<void> {
    try {
      await this.client('order').paymentIntents.cancel(
        intent.intentId,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey: `order-payment-cancel-${intent.orderId}` },
      );
    } catch (error) {
      // Succeeded, processing or already canceled: Stripe says so, and its event settles it.
      if ((error as { code?: unknown }).code === 'payment_intent_unexpected_state') return;
      throw error;
    }
  }

  async chargeLateTip(input: LateTipCharge): Promise<LateTipOutcome> {
    const base = { orderId: input.orderId };
    try {
      const intent = await this.client('tip').paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'mxn',
          customer: input.saved.customerId,
          payment_method: input.saved.paymentMethodId,
          allowed_payment_method_types: ['card'],
          off_session: true,
          confirm: true,
          metadata: { order_id: input.orderId, user_id: input.userId, purpose: LATE_TIP_PURPOSE },
        },
        { idempotencyKey: `order-late-tip-${input.orderId}-${input.attempt}` },
      );
      if (intent.status === 'succeeded')
        return { ...base, intentId: intent.id, status: 'succeeded', failureCode: null };
      if (intent.status === 'processing')
        return { ...base, intentId: intent.id, status: 'pending', failureCode: null };
      return { ...base, intentId: intent.id, status: 'failed', failureCode: 'authentication_required' };
    } catch (error) {
      // A declined card or one asking for 3-D Secure: Stripe answers an error carrying the intent.
      const failed = error as {
        code?: string;
        decline_code?: string;
        raw?: { payment_intent?: { id?: string } };
      };
      const intentId = failed.raw?.payment_intent?.id;
      if (!intentId || !failed.code) throw error;
      return { ...base, intentId, status: 'failed', failureCode: failed.decline_code ?? failed.code };
    }
  }

  async refundOrderPayment(refund: {
    orderId: string;
    intentId: string;
    amountCents: number;
  }): Promise<void> {
    await this.client('refund').refunds.create(
      { payment_intent: refund.intentId, amount: refund.amountCents, metadata: { order_id: refund.orderId } },
      { idempotencyKey: `order-refund-${refund.orderId}` },
    );
  }

  async orderPaymentOf(event: ProviderEvent) {
    const state = readOrderPaymentEvent(event);
    // A saved card's brand and last four are on its payment method, not on the intent.
    if (state?.card?.save && state.status === 'succeeded' && !state.card.brand) {
      const method = await this.client('payment method').paymentMethods.retrieve(state.card.paymentMethodId);
      state.card.brand = method.card?.brand ?? null;
      state.card.last4 = method.card?.last4 ?? null;
    }
    return state;
  }
}

const NOTHING_YET: PaymentStart = {
  intentId: null,
  status: 'requires_payment_method',
  nextActionUrl: null,
  oxxoReference: null,
  oxxoExpiresAt: null,
  voucherUrl: null,
};

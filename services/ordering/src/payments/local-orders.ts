import { randomInt, randomUUID } from 'node:crypto';
import type { OrderPaymentRow } from '@cerca/db';
import { toCents } from '@cerca/db';
import type { ServiceContext } from '@cerca/service-kit';
import type { PaymentStart } from '../repositories/order-payments';
import { cardOf } from './local';
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

// Issue 25: orders under the local provider. No money moves: our own page (/my-orders?pay=<order>)
// takes a test card or shows the OXXO voucher, and every outcome is a Stripe-shaped event signed
// with LOCAL_PAYMENTS_WEBHOOK_SECRET that goes through POST /payments/webhook's processing, as
// Stripe's would. Test cards, as Stripe's: 4000 0027 6000 3184 asks for 3-D Secure ("Autenticar"),
// 4000 0000 0000 0002 is declined, any other number succeeds.

/** How long an OXXO voucher can be paid (Stripe's default for OXXO). */
export const LOCAL_OXXO_DAYS = 3;
const AUTH_TTL_SECONDS = 60 * 60;

type CardKind = 'ok' | '3ds' | 'declined';

export function cardKindOf(cardNumber: string): CardKind {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits === '4000002760003184') return '3ds';
  if (digits === '4000000000000002') return 'declined';
  return 'ok';
}

/** A local payment method: its id says how the test card behaves when charged again. */
interface LocalPaymentMethod {
  id: string;
  card: { brand: string; last4: string };
}

function paymentMethodOf(cardNumber: string): LocalPaymentMethod {
  const card = cardOf(cardNumber);
  return { id: `pm_local_${cardKindOf(cardNumber)}_${card.last4}_${card.brand}`, card };
}

function paymentMethodOfId(id: string): LocalPaymentMethod & { kind: CardKind } {
  const [, , kind = 'ok', last4 = '', brand = 'card'] = id.split('_');
  return { id, kind: kind as CardKind, card: { brand, last4 } };
}

export type SendEvent = (event: {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}) => Promise<void>;

const payPage = (orderId: string) => `/my-orders?pay=${orderId}`;
const authKey = (intentId: string) => `payments:local:authenticating:${intentId}`;

export class LocalOrderPayments implements OrderPaymentProvider {
  constructor(
    private readonly context: Pick<ServiceContext, 'db' | 'redis'>,
    private readonly send: SendEvent,
  ) {}

  async createCustomer(user: { userId: string }): Promise<string> {
    return `cus_local_${user.userId}`;
  }

  async startOrderPayment(input: OrderChargeInput): Promise<PaymentStart> {
    const intentId = `pi_local_${randomUUID()}`;
    if (input.method === 'card')
      return {
        intentId,
        status: 'requires_payment_method',
        nextActionUrl: payPage(input.orderId),
        oxxoReference: null,
        oxxoExpiresAt: null,
        voucherUrl: null,
      };
    // An OXXO reference is 14 digits read at the till; ours only looks like one.
    const reference = Array.from({ length: 14 }, () => randomInt(10)).join('');
    return {
      intentId,
      status: 'requires_action',
      nextActionUrl: payPage(input.orderId),
      oxxoReference: reference,
      oxxoExpiresAt: new Date(Date.now() + LOCAL_OXXO_DAYS * 24 * 60 * 60 * 1000),
      voucherUrl: payPage(input.orderId),
    };
  }

  async chargeSavedCard(
    input: OrderChargeInput & { intentId: string; saved: SavedPaymentMethod },
  ): Promise<{ nextActionUrl: string | null }> {
    const method = paymentMethodOfId(input.saved.paymentMethodId);
    return this.charge(
      {
        orderId: input.orderId,
        userId: input.userId,
        intentId: input.intentId,
        amountCents: input.amountCents,
      },
      method,
      method.kind,
      false,
    );
  }

  /** The local page's "Pagar": a typed test card, kept as the saved card once it pays. */
  async payWithCard(row: OrderPaymentRow, userId: string, cardNumber: string): Promise<void> {
    if (!row.payment_intent_id) return;
    const method = paymentMethodOf(cardNumber);
    await this.charge(
      { orderId: row.order_id, userId, intentId: row.payment_intent_id, amountCents: toCents(row.amount) },
      method,
      cardKindOf(cardNumber),
      true,
    );
  }

  private async charge(
    intent: { orderId: string; userId: string; intentId: string; amountCents: number },
    method: LocalPaymentMethod,
    kind: CardKind,
    save: boolean,
  ): Promise<{ nextActionUrl: string | null }> {
    const base = this.intentObject(intent, 'card', { payment_method: method, save });
    if (kind === 'declined') {
      await this.send(
        this.event('payment_intent.payment_failed', {
          ...base,
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
        }),
      );
      return { nextActionUrl: null };
    }
    if (kind === '3ds') {
      await this.context.redis.set(
        authKey(intent.intentId),
        JSON.stringify({ method, save }),
        'EX',
        AUTH_TTL_SECONDS,
      );
      const url = `${payPage(intent.orderId)}&step=authenticate`;
      await this.send(
        this.event('payment_intent.requires_action', {
          ...base,
          status: 'requires_action',
          next_action: { type: 'redirect_to_url', redirect_to_url: { url } },
        }),
      );
      return { nextActionUrl: url };
    }
    await this.send(this.event('payment_intent.succeeded', { ...base, status: 'succeeded' }));
    return { nextActionUrl: null };
  }

  /** The local page's 3-D Secure step: "Autenticar" pays, "Cancelar" fails the authentication. */
  async authenticate(row: OrderPaymentRow, userId: string, approve: boolean): Promise<void> {
    if (!row.payment_intent_id) return;
    const key = authKey(row.payment_intent_id);
    const pending = await this.context.redis.get(key);
    if (!pending) return;
    await this.context.redis.del(key);
    const { method, save } = JSON.parse(pending) as { method: LocalPaymentMethod; save: boolean };
    const intent = {
      orderId: row.order_id,
      userId,
      intentId: row.payment_intent_id,
      amountCents: toCents(row.amount),
    };
    const base = this.intentObject(intent, 'card', { payment_method: method, save });
    await this.send(
      approve
        ? this.event('payment_intent.succeeded', { ...base, status: 'succeeded' })
        : this.event('payment_intent.payment_failed', {
            ...base,
            status: 'requires_payment_method',
            last_payment_error: { code: 'payment_intent_authentication_failure' },
          }),
    );
  }

  /** The voucher page's "Simular pago en OXXO" (paid) and "Simular vencimiento" (expired). */
  async settleVoucher(row: OrderPaymentRow, userId: string, paid: boolean): Promise<void> {
    if (!row.payment_intent_id) return;
    const intent = {
      orderId: row.order_id,
      userId,
      intentId: row.payment_intent_id,
      amountCents: toCents(row.amount),
    };
    const base = this.intentObject(intent, 'oxxo', { payment_method: null, save: false });
    await this.send(
      paid
        ? this.event('payment_intent.succeeded', { ...base, status: 'succeeded' })
        : this.event('payment_intent.payment_failed', {
            ...base,
            status: 'requires_payment_method',
            last_payment_error: { code: 'payment_intent_payment_attempt_expired' },
          }),
    );
  }

  async cancelOrderPayment(intent: { orderId: string; intentId: string }): Promise<void> {
    // Nothing to stop here but the page: the event marks the payment given up, and the pay routes
    // only take an open one. One id per order, so asking twice is recorded once.
    await this.send(
      this.event(
        'payment_intent.canceled',
        {
          id: intent.intentId,
          object: 'payment_intent',
          status: 'canceled',
          cancellation_reason: 'abandoned',
          metadata: { order_id: intent.orderId },
        },
        `evt_local_cancel_${intent.orderId}`,
      ),
    );
  }

  async chargeLateTip(input: LateTipCharge): Promise<LateTipOutcome> {
    const method = paymentMethodOfId(input.saved.paymentMethodId);
    const intentId = `pi_local_tip_${randomUUID()}`;
    const object = {
      id: intentId,
      object: 'payment_intent',
      amount: input.amountCents,
      currency: 'mxn',
      customer: input.saved.customerId,
      payment_method: method.id,
      payment_method_types: ['card'],
      metadata: { order_id: input.orderId, user_id: input.userId, purpose: LATE_TIP_PURPOSE },
    };
    // Off session nobody can authenticate: the 3-D Secure test card fails as Stripe's would.
    const failureCode =
      method.kind === 'declined'
        ? 'generic_decline'
        : method.kind === '3ds'
          ? 'authentication_required'
          : null;
    await this.send(
      failureCode
        ? this.event('payment_intent.payment_failed', {
            ...object,
            status: 'requires_payment_method',
            last_payment_error: { code: 'card_declined', decline_code: failureCode },
          })
        : this.event('payment_intent.succeeded', { ...object, status: 'succeeded' }),
    );
    return { orderId: input.orderId, intentId, status: failureCode ? 'failed' : 'succeeded', failureCode };
  }

  async refundOrderPayment(refund: {
    orderId: string;
    intentId: string;
    amountCents: number;
  }): Promise<void> {
    // One refund per order: a second ask sends the same event id, which the webhook records once.
    await this.send(
      this.event(
        'charge.refunded',
        {
          id: `ch_local_${refund.intentId}`,
          object: 'charge',
          payment_intent: refund.intentId,
          amount_refunded: refund.amountCents,
          refunded: true,
          metadata: { order_id: refund.orderId },
        },
        `evt_local_refund_${refund.orderId}`,
      ),
    );
  }

  async orderPaymentOf(event: ProviderEvent) {
    return readOrderPaymentEvent(event);
  }

  private intentObject(
    intent: { orderId: string; userId: string; intentId: string; amountCents: number },
    method: 'card' | 'oxxo',
    card: { payment_method: LocalPaymentMethod | null; save: boolean },
  ): Record<string, unknown> {
    return {
      id: intent.intentId,
      object: 'payment_intent',
      amount: intent.amountCents,
      currency: 'mxn',
      customer: `cus_local_${intent.userId}`,
      payment_method: card.payment_method,
      payment_method_types: [method],
      setup_future_usage: card.save ? 'on_session' : null,
      next_action: null,
      last_payment_error: null,
      metadata: { order_id: intent.orderId, user_id: intent.userId, method },
    };
  }

  private event(type: string, object: Record<string, unknown>, id = `evt_local_${randomUUID()}`) {
    return { id, type, created: Math.floor(Date.now() / 1000), data: { object } };
  }
}

import { createHmac } from 'node:crypto';
import { paymentsSweepSecret, type ServiceConfig } from '@cerca/service-kit';
import type { ProcessorDeps } from '../deps';

/**
 * The ordering service's payments sweep (services/ordering/src/routes/anyone/sweep-order-payments.ts)
 * and the header its signature travels in: the ordering service owns orders and payments, so the
 * work is done there; this only keeps its clock (services meet over HTTP).
 */
const SWEEP_PATH = '/api/ordering/payments/orders/sweep';
const SIGNATURE_HEADER = 'cerca-signature';
/** Calls one sweep makes at most; anything left waits for the next sweep. */
const MAX_BATCHES = 10;
const REQUEST_TIMEOUT_MS = 30_000;

/** How often: a card order may wait 30 minutes for its payment, so at most 35 in all. */
export const ORDER_PAYMENTS_SWEEP_EVERY_MS = 5 * 60 * 1000;

export type OrderPaymentsSweepConfig = Pick<ServiceConfig, 'publicUrl' | 'payments' | 'env' | 'storageDir'>;

interface SweepOutcome {
  expired_vouchers: number;
  expired_card_orders: number;
  refunds_asked: number;
  intents_released: number;
  more: boolean;
}

/** `t=…,v1=HMAC-SHA256 of "t."`: the payments signature over the empty body of a tick. */
function signTick(secret: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.`).digest('hex')}`;
}

async function requestBatch(publicUrl: string, secret: string): Promise<SweepOutcome> {
  const response = await fetch(`${publicUrl}${SWEEP_PATH}`, {
    method: 'POST',
    headers: { [SIGNATURE_HEADER]: signTick(secret) },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  // A failure throws, so BullMQ retries the sweep with backoff; the route is safe to call again.
  if (!response.ok) throw new Error(`payments sweep answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as SweepOutcome;
}

/**
 * order-payments/sweep (every 5 minutes): asks the ordering service to expire unpaid card orders
 * and overdue OXXO vouchers and to ask again for refunds and intent cancellations that were lost,
 * a batch at a time while it says more are due.
 */
export function createOrderPaymentsSweepProcessor(
  deps: Pick<ProcessorDeps, 'logger'>,
  config: OrderPaymentsSweepConfig,
) {
  // Read when the workers start: production without the provider's webhook secret stops there.
  const secret = paymentsSweepSecret(config);
  return async () => {
    if (secret === null) return { outcome: 'no_secret' as const };
    const total = { expired_vouchers: 0, expired_card_orders: 0, refunds_asked: 0, intents_released: 0 };
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const outcome = await requestBatch(config.publicUrl, secret);
      total.expired_vouchers += outcome.expired_vouchers;
      total.expired_card_orders += outcome.expired_card_orders;
      total.refunds_asked += outcome.refunds_asked;
      total.intents_released += outcome.intents_released;
      if (!outcome.more) break;
    }
    if (Object.values(total).some((count) => count > 0)) deps.logger.info(total, 'order payments swept');
    return { outcome: 'swept' as const, ...total };
  };
}

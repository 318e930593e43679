import { createHmac } from 'node:crypto';
import { PLAN_ACTIVE_STATUSES } from '@cerca/contracts/subscriptions';
import { sql } from '@cerca/db';
import { localPaymentsWebhookSecret, type ServiceConfig } from '@cerca/service-kit';
import type { ProcessorDeps } from '../deps';

/**
 * The ordering service's route that ends or renews due local subscriptions, one batch per call
 * (services/ordering/src/routes/end-local-subscription-periods.ts), and the header its signature
 * travels in. Services meet over HTTP: the events themselves are made and processed there.
 */
const PERIOD_ENDS_PATH = '/api/ordering/payments/local/period-ends';
const SIGNATURE_HEADER = 'cerca-signature';
/** Batches one sweep asks for at most; anything left waits for the next sweep. */
const MAX_BATCHES = 10;
const REQUEST_TIMEOUT_MS = 30_000;

export type PeriodEndConfig = Pick<ServiceConfig, 'publicUrl' | 'payments' | 'env' | 'storageDir'>;

interface BatchOutcome {
  ended: number;
  renewed: number;
  more: boolean;
}

/** The local provider's signature (`t=…,v1=HMAC-SHA256 of "t."`) over the empty body of a tick. */
function signTick(secret: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.`).digest('hex')}`;
}

/** Whether a local subscription that still applies has a period that is over (else no call is made). */
async function anyPeriodOver(deps: Pick<ProcessorDeps, 'db'>): Promise<boolean> {
  const row = await deps.db
    .selectFrom('subscriptions')
    .select('id')
    .where('provider', '=', 'local')
    .where('provider_subscription_id', 'is not', null)
    .where('status', 'in', [...PLAN_ACTIVE_STATUSES])
    .where('current_period_end', '<=', sql<Date>`now()`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function requestBatch(publicUrl: string, secret: string): Promise<BatchOutcome> {
  const response = await fetch(`${publicUrl}${PERIOD_ENDS_PATH}`, {
    method: 'POST',
    headers: { [SIGNATURE_HEADER]: signTick(secret) },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  // A failure throws, so BullMQ retries the sweep with backoff; the route is safe to call again.
  if (!response.ok) throw new Error(`period-ends answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as BatchOutcome;
}

/**
 * subscription-period-end/sweep (every 10 minutes): with PAYMENTS_PROVIDER=local, asks the
 * ordering service to end (cancelled at the period end) or renew the local subscriptions whose
 * period is over, as stripe.com does for Stripe ones. Stripe rows are never involved.
 */
export function createSubscriptionPeriodSweepProcessor(
  deps: Pick<ProcessorDeps, 'db' | 'logger'>,
  config: PeriodEndConfig,
) {
  // Read when the workers start: in production a missing LOCAL_PAYMENTS_WEBHOOK_SECRET stops the
  // start; elsewhere this is the secret the ordering service generated and keeps (same folder).
  const secret = config.payments.provider === 'local' ? localPaymentsWebhookSecret(config) : null;
  return async () => {
    if (secret === null) return { outcome: 'not_local' as const };
    let ended = 0;
    let renewed = 0;
    if (await anyPeriodOver(deps)) {
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const outcome = await requestBatch(config.publicUrl, secret);
        ended += outcome.ended;
        renewed += outcome.renewed;
        if (!outcome.more) break;
      }
    }
    if (ended + renewed > 0) deps.logger.info({ ended, renewed }, 'local subscription periods over');
    return { outcome: 'swept' as const, ended, renewed };
  };
}

import type { ServiceConfig } from './config';
import { resolveSecret } from './kept-secret';

/**
 * Where a machine without LOCAL_PAYMENTS_WEBHOOK_SECRET keeps the one it generated: the root of the
 * storage folder (beside the storage signing secret, out of reach of any object key), which the
 * ordering and jobs processes share under `npm run start:split` and in compose.
 */
export const LOCAL_PAYMENTS_SECRET_FILE = '.local-payments-webhook-secret';

type PaymentsSecretsConfig = Pick<ServiceConfig, 'env' | 'storageDir' | 'payments'>;

/**
 * The secret the local provider signs its events and its billing clock's ticks with:
 * LOCAL_PAYMENTS_WEBHOOK_SECRET, which production must set; elsewhere one generated on first start
 * and kept. The ordering service (which verifies) and the jobs service (which signs the ticks)
 * each ask for it when they start, so a missing one in production stops the start.
 */
export function localPaymentsWebhookSecret(config: PaymentsSecretsConfig): string {
  return resolveSecret({
    name: 'LOCAL_PAYMENTS_WEBHOOK_SECRET',
    value: config.payments.localWebhookSecret,
    nodeEnv: config.env,
    dir: config.storageDir,
    file: LOCAL_PAYMENTS_SECRET_FILE,
  });
}

/**
 * In production, PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY (checkouts, cancellations) and
 * STRIPE_WEBHOOK_SECRET (the only proof an event comes from Stripe): the ordering service refuses
 * to start without them. Elsewhere they may be missing: checkouts then answer 502 and every
 * webhook is refused.
 */
export function requireStripeSecrets(config: Pick<ServiceConfig, 'env' | 'payments'>): void {
  if (config.env !== 'production') return;
  const missing = [
    ['STRIPE_SECRET_KEY', config.payments.stripeSecretKey],
    ['STRIPE_WEBHOOK_SECRET', config.payments.stripeWebhookSecret],
  ].flatMap(([name, value]) => (value ? [] : [name]));
  if (missing.length > 0)
    throw new Error(`${missing.join(' and ')} must be set in production (PAYMENTS_PROVIDER=stripe)`);
}

/**
 * The secret the jobs service signs the order payments sweep's ticks with, and the ordering
 * service checks (issue 25): the configured provider's webhook secret, the one the payments path
 * already trusts. Under Stripe, production must set STRIPE_WEBHOOK_SECRET (a missing one stops the
 * start); elsewhere without it there is no sweep (null), as there are no Stripe events either.
 */
export function paymentsSweepSecret(config: PaymentsSecretsConfig): string | null {
  if (config.payments.provider === 'local') return localPaymentsWebhookSecret(config);
  if (config.payments.stripeWebhookSecret) return config.payments.stripeWebhookSecret;
  if (config.env === 'production')
    throw new Error('STRIPE_WEBHOOK_SECRET must be set in production (PAYMENTS_PROVIDER=stripe)');
  return null;
}

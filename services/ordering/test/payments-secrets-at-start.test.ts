import { randomBytes } from 'node:crypto';
import { createServiceApp, type ServiceConfig } from '@cerca/service-kit';
import { createTestKeys, useServiceTest } from '@cerca/service-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderingService } from '../src/plugin';

/**
 * The ordering service in production refuses to start (server.ts and the gateway both build it
 * with createServiceApp) without the secrets its payment provider needs: there is no default in
 * the code to fall back to.
 */
// A test app for its database and Redis client, which the production attempts below borrow.
const t = useServiceTest([orderingService]);

afterEach(() => {
  vi.unstubAllEnvs();
});

async function start(payments: Partial<ServiceConfig['payments']>) {
  // Production's other secret, which the service's storage reads from the environment.
  vi.stubEnv('STORAGE_SIGNING_SECRET', randomBytes(32).toString('hex'));
  const config: ServiceConfig = {
    ...t.config,
    env: 'production',
    payments: { ...t.config.payments, ...payments },
  };
  const app = await createServiceApp({
    services: [orderingService],
    config,
    db: t.db,
    redis: t.redis,
    verifyToken: (await createTestKeys()).verifyToken,
  });
  await app.close();
}

describe('the ordering service at start, in production', () => {
  it('refuses Stripe without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, naming them', async () => {
    await expect(
      start({ provider: 'stripe', stripeSecretKey: null, stripeWebhookSecret: null }),
    ).rejects.toThrow(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set in production (PAYMENTS_PROVIDER=stripe)',
    );
    await expect(
      start({ provider: 'stripe', stripeSecretKey: 'sk_live_1', stripeWebhookSecret: null }),
    ).rejects.toThrow('STRIPE_WEBHOOK_SECRET must be set in production (PAYMENTS_PROVIDER=stripe)');
    await expect(
      start({ provider: 'stripe', stripeSecretKey: 'sk_live_1', stripeWebhookSecret: 'whsec_1' }),
    ).resolves.toBeUndefined();
  });

  it('refuses the local provider without LOCAL_PAYMENTS_WEBHOOK_SECRET, and a short one', async () => {
    await expect(start({ provider: 'local', localWebhookSecret: null })).rejects.toThrow(
      'LOCAL_PAYMENTS_WEBHOOK_SECRET must be set (32+ characters) in production',
    );
    await expect(start({ provider: 'local', localWebhookSecret: 'corto' })).rejects.toThrow(
      'LOCAL_PAYMENTS_WEBHOOK_SECRET must have 32+ characters',
    );
  });
});

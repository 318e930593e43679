import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import {
  LOCAL_PAYMENTS_SECRET_FILE,
  localPaymentsWebhookSecret,
  requireStripeSecrets,
} from '../src/payments-secrets';

// The constant the code used to fall back to: anyone could read it in the repository and sign
// subscription events with it.
const FORMER_DEFAULT = 'cerca-local-payments-development-secret';

describe('payments configuration', () => {
  it('uses the local provider outside production and Stripe in production by default', () => {
    expect(loadConfig({}).payments.provider).toBe('local');
    expect(loadConfig({ NODE_ENV: 'test' }).payments.provider).toBe('local');
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toMatchObject({
      provider: 'stripe',
      stripeSecretKey: null,
      stripeWebhookSecret: null,
    });
  });

  it('reads the Stripe keys and price ids', () => {
    const payments = loadConfig({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_BUSINESS_STANDARD: 'price_std',
      STRIPE_PRICE_BUSINESS_PREMIUM: 'price_prem',
      STRIPE_PRICE_PERSONAL_PREMIUM: ' price_pers ',
      LOCAL_PAYMENTS_WEBHOOK_SECRET: 'local-secret',
    }).payments;
    expect(payments).toEqual({
      provider: 'stripe',
      localWebhookSecret: 'local-secret',
      stripeSecretKey: 'sk_test_1',
      stripeWebhookSecret: 'whsec_1',
      stripeApiBase: null,
      stripePriceIds: {
        business_standard: 'price_std',
        business_premium: 'price_prem',
        personal_premium: 'price_pers',
      },
    });
  });

  it('has no default for LOCAL_PAYMENTS_WEBHOOK_SECRET: outside production one is generated and kept', async () => {
    expect(loadConfig({}).payments.localWebhookSecret).toBeNull();
    const storageDir = await mkdtemp(path.join(tmpdir(), 'cerca-payments-secret-'));
    try {
      const config = { ...loadConfig({ NODE_ENV: 'development' }), storageDir };
      const generated = localPaymentsWebhookSecret(config);
      expect(generated).not.toBe(FORMER_DEFAULT);
      expect(generated.length).toBeGreaterThanOrEqual(32);
      // Kept where the jobs process (same storage folder) reads the same one, readable by us only.
      const file = path.join(storageDir, LOCAL_PAYMENTS_SECRET_FILE);
      expect(await readFile(file, 'utf8')).toBe(generated);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(localPaymentsWebhookSecret({ ...loadConfig({}), storageDir })).toBe(generated);
      const set = 's'.repeat(40);
      expect(
        localPaymentsWebhookSecret({ ...loadConfig({ LOCAL_PAYMENTS_WEBHOOK_SECRET: set }), storageDir }),
      ).toBe(set);
      // Production never reads a kept file: the variable must be set.
      expect(() =>
        localPaymentsWebhookSecret({
          ...loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local' }),
          storageDir,
        }),
      ).toThrow('LOCAL_PAYMENTS_WEBHOOK_SECRET must be set (32+ characters) in production');
    } finally {
      await rm(storageDir, { recursive: true, force: true });
    }
  });

  it('requires the Stripe secrets in production, naming each missing variable', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(() => requireStripeSecrets(production)).toThrow(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set in production (PAYMENTS_PROVIDER=stripe)',
    );
    expect(() =>
      requireStripeSecrets(loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1' })),
    ).toThrow('STRIPE_WEBHOOK_SECRET must be set in production (PAYMENTS_PROVIDER=stripe)');
    expect(() =>
      requireStripeSecrets(
        loadConfig({
          NODE_ENV: 'production',
          STRIPE_SECRET_KEY: 'sk_live_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
        }),
      ),
    ).not.toThrow();
    // Outside production a machine may run without them (checkouts then answer 502).
    expect(() => requireStripeSecrets(loadConfig({ PAYMENTS_PROVIDER: 'stripe' }))).not.toThrow();
  });

  it('refuses an unknown provider', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

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

  it('refuses an unknown provider', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
  });
});

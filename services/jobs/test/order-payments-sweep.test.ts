import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testConfig } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrderPaymentsSweepProcessor } from '../src/processors/order-payments-sweep';

/**
 * The jobs side of the order payments sweep (issue 25): when and how it calls the ordering
 * service, which does the work (services/ordering/test/order-payments.test.ts covers that). A
 * small HTTP server answers for the ordering service with the batches it is given.
 */
let server: Server;
let publicUrl: string;
let received: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
let answers: { status: number; body: object }[] = [];

const config = testConfig();
const silent = { info() {}, warn() {}, error() {} };
const NOTHING = { expired_vouchers: 0, expired_card_orders: 0, refunds_asked: 0, intents_released: 0 };

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ method: request.method, url: request.url, headers: request.headers });
    const answer = answers.shift() ?? { status: 200, body: { ...NOTHING, more: false } };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(() => {
  received = [];
  answers = [];
});

const digestOf = (signature: string) => /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];

describe('order-payments/sweep', () => {
  it('asks for batches while the ordering service says more are due, signed with the local secret', async () => {
    answers = [
      { status: 200, body: { ...NOTHING, expired_card_orders: 50, refunds_asked: 3, more: true } },
      { status: 200, body: { ...NOTHING, expired_vouchers: 2, more: false } },
    ];
    const sweep = createOrderPaymentsSweepProcessor({ logger: silent }, { ...config, publicUrl });
    expect(await sweep()).toEqual({
      outcome: 'swept',
      expired_vouchers: 2,
      expired_card_orders: 50,
      refunds_asked: 3,
      intents_released: 0,
    });
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/ordering/payments/orders/sweep',
      'POST /api/ordering/payments/orders/sweep',
    ]);
    const [, timestamp, digest] = digestOf(String(received[0]!.headers['cerca-signature']));
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(digest).toBe(
      createHmac('sha256', config.payments.localWebhookSecret!).update(`${timestamp}.`).digest('hex'),
    );
  });

  it('under Stripe signs with STRIPE_WEBHOOK_SECRET; without it, sweeps nothing, and production refuses to start', async () => {
    const stripe = (secret: string | null, env = config.env) => ({
      ...config,
      env,
      publicUrl,
      payments: { ...config.payments, provider: 'stripe' as const, stripeWebhookSecret: secret },
    });
    await createOrderPaymentsSweepProcessor({ logger: silent }, stripe('whsec_sweep'))();
    const [, timestamp, digest] = digestOf(String(received[0]!.headers['cerca-signature']));
    expect(digest).toBe(createHmac('sha256', 'whsec_sweep').update(`${timestamp}.`).digest('hex'));

    received = [];
    expect(await createOrderPaymentsSweepProcessor({ logger: silent }, stripe(null))()).toEqual({
      outcome: 'no_secret',
    });
    expect(received).toEqual([]);
    expect(() => createOrderPaymentsSweepProcessor({ logger: silent }, stripe(null, 'production'))).toThrow(
      'STRIPE_WEBHOOK_SECRET must be set in production',
    );
  });

  it('throws on an error answer, so BullMQ retries the sweep', async () => {
    answers = [{ status: 503, body: { message: 'down' } }];
    const sweep = createOrderPaymentsSweepProcessor({ logger: silent }, { ...config, publicUrl });
    await expect(sweep()).rejects.toThrow('payments sweep answered 503');
  });
});

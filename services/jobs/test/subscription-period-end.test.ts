import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, insertUser, type TestDatabase } from '@cerca/db-testing';
import { localPaymentsWebhookSecret } from '@cerca/service-kit';
import { testConfig } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSubscriptionPeriodSweepProcessor } from '../src/processors/subscription-period-end';

/**
 * The jobs side only: when to call the ordering service and how. The whole path (the ordering
 * service's events, the plan limits) is services/gateway/test/subscription-period-end.test.ts.
 * Here a small HTTP server answers for the ordering service with the batches it is given.
 */
let tdb: TestDatabase;
let server: Server;
let publicUrl: string;
let received: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
let answers: { status: number; body: object }[] = [];

const config = testConfig();
/** The test config's local payments secret (set explicitly: the code has no default). */
const secret = config.payments.localWebhookSecret!;
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  tdb = await createTestDatabase();
  server = createServer((request, response) => {
    received.push({ method: request.method, url: request.url, headers: request.headers });
    const answer = answers.shift() ?? { status: 200, body: { ended: 0, renewed: 0, more: false } };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await tdb?.drop();
});

beforeEach(async () => {
  received = [];
  answers = [];
  await tdb.db.deleteFrom('subscriptions').execute();
});

const sweepWith = (provider: 'local' | 'stripe') =>
  createSubscriptionPeriodSweepProcessor(
    { db: tdb.db, logger: silent },
    { ...config, publicUrl, payments: { ...config.payments, provider } },
  );

async function subscription(
  provider: string,
  periodEndInMs: number,
  status: 'active' | 'canceled' = 'active',
) {
  const owner = await insertUser(tdb.db);
  await tdb.db
    .insertInto('subscriptions')
    .values({
      user_id: owner.id,
      subject: 'personal',
      provider,
      provider_subscription_id: `sub_${provider}_${owner.id}`,
      plan_key: 'personal_premium',
      status,
      current_period_end: new Date(Date.now() + periodEndInMs),
    })
    .execute();
}

describe('subscription-period-end/sweep', () => {
  it('calls nobody when no local period is over (current, Stripe or already canceled ones)', async () => {
    await subscription('local', 60_000);
    await subscription('stripe', -60_000);
    await subscription('local', -60_000, 'canceled');
    expect(await sweepWith('local')()).toEqual({ outcome: 'swept', ended: 0, renewed: 0 });
    expect(received).toEqual([]);
  });

  it('does nothing under Stripe, whose own clock ends and renews subscriptions', async () => {
    await subscription('local', -60_000);
    expect(await sweepWith('stripe')()).toEqual({ outcome: 'not_local' });
    expect(received).toEqual([]);
  });

  it('asks for batches while the ordering service says more are due, with the local signature', async () => {
    await subscription('local', -60_000);
    answers = [
      { status: 200, body: { ended: 60, renewed: 40, more: true } },
      { status: 200, body: { ended: 1, renewed: 2, more: false } },
    ];
    expect(await sweepWith('local')()).toEqual({ outcome: 'swept', ended: 61, renewed: 42 });
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/ordering/payments/local/period-ends',
      'POST /api/ordering/payments/local/period-ends',
    ]);
    const signature = String(received[0]!.headers['cerca-signature']);
    const [, timestamp, digest] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(digest).toBe(createHmac('sha256', secret).update(`${timestamp}.`).digest('hex'));
  });

  it('without LOCAL_PAYMENTS_WEBHOOK_SECRET, signs with the one kept in the storage folder; production refuses to start', async () => {
    const storageDir = await mkdtemp(path.join(tmpdir(), 'cerca-jobs-secret-'));
    try {
      const unset = {
        ...config,
        storageDir,
        publicUrl,
        payments: { ...config.payments, provider: 'local' as const, localWebhookSecret: null },
      };
      const deps = { db: tdb.db, logger: silent };
      expect(() => createSubscriptionPeriodSweepProcessor(deps, { ...unset, env: 'production' })).toThrow(
        'LOCAL_PAYMENTS_WEBHOOK_SECRET must be set (32+ characters) in production',
      );
      // Under Stripe the jobs service signs nothing, so it needs no local secret.
      const stripeSweep = createSubscriptionPeriodSweepProcessor(deps, {
        ...unset,
        env: 'production',
        payments: { ...unset.payments, provider: 'stripe' },
      });
      expect(await stripeSweep()).toEqual({ outcome: 'not_local' });

      // The ordering process generated and keeps the secret; the jobs process reads the same file.
      const kept = localPaymentsWebhookSecret(unset);
      await subscription('local', -60_000);
      expect(await createSubscriptionPeriodSweepProcessor(deps, unset)()).toMatchObject({ outcome: 'swept' });
      const [, timestamp, digest] =
        /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(received[0]!.headers['cerca-signature'])) ?? [];
      expect(digest).toBe(createHmac('sha256', kept).update(`${timestamp}.`).digest('hex'));
      expect(kept).not.toBe('cerca-local-payments-development-secret');
    } finally {
      await rm(storageDir, { recursive: true, force: true });
    }
  });

  it('fails (BullMQ retries it) when the ordering service refuses', async () => {
    await subscription('local', -60_000);
    answers = [{ status: 400, body: { code: 'invalid_signature' } }];
    await expect(sweepWith('local')()).rejects.toThrow(/period-ends answered 400/);
  });
});

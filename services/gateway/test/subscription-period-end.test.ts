import path from 'node:path';
import { sql } from '@cerca/db';
import { insertBusiness, insertCity, insertUser } from '@cerca/db-testing';
import { startWorkers, type WorkerSet } from '@cerca/jobs-service';
import { loadConfig } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BusinessOwner, buyStandard, pastTrialOwner, planOf } from './business-owners';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * The local provider's period end, as `npm start` runs it: the jobs service's
 * subscription-period-end sweep (a real BullMQ worker) calls the ordering service over HTTP,
 * whose signed events go through the webhook processing; the discovery service's plan limits
 * follow the subscriptions table.
 */
let test: TestGateway;
let gateway: FastifyInstance;
let workers: WorkerSet;
let cityId: string;

const MINUTE = 60 * 1000;

/** Buys Standard through the local checkout page; answers the subscription as the owner sees it. */
async function subscribe(owner: BusinessOwner) {
  await buyStandard(owner);
  const [subscription] = (await owner.call('GET', '/api/ordering/subscriptions')).json().subscriptions;
  return subscription as { id: string; current_period_end: string };
}

/** What time would do: the paid period is over a minute ago. */
const endPeriod = (subscriptionId: string) =>
  test.database.db
    .updateTable('subscriptions')
    .set({ current_period_end: new Date(Date.now() - MINUTE) })
    .where('id', '=', subscriptionId)
    .returning('current_period_end')
    .executeTakeFirstOrThrow();

/** Runs one sweep through the queue, as the 10-minute scheduler does, and answers its result. */
async function sweep() {
  const queue = workers.queues.queue['subscription-period-end'];
  const added = await queue.add('sweep', {});
  return vi.waitFor(
    async () => {
      // The state first, then the job: a job read before it completed holds no return value yet,
      // even when its state, read after, says completed (BullMQ sets both in one step).
      const state = await queue.getJobState(added.id!);
      // Thrown, the failure is what the test reports if the sweep never completes.
      if (state === 'failed')
        throw new Error(`sweep failed: ${(await queue.getJob(added.id!))?.failedReason}`);
      if (state !== 'completed') throw new Error(`sweep did not finish (${state})`);
      return (await queue.getJob(added.id!))!.returnvalue;
    },
    { timeout: 15_000, interval: 50 },
  );
}

const eventsOf = (providerSubscriptionId: string) =>
  test.database.db
    .selectFrom('payment_events')
    .select(['event_id', 'type'])
    .where(sql<string>`payload->'data'->'object'->>'id'`, '=', providerSubscriptionId)
    .execute();

const providerIdOf = async (id: string) =>
  (
    await test.database.db
      .selectFrom('subscriptions')
      .select('provider_subscription_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).provider_subscription_id!;

beforeAll(async () => {
  test = await startTestGateway({ name: 'subscription-period-end' });
  gateway = test.app;
  const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
  cityId = (await insertCity(test.database.db, { name: 'Ciudad Periodo' })).id;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      REDIS_PREFIX: `cerca-test:subscription-period-end-jobs:${process.pid}:`,
      STORAGE_DIR: path.join(test.webRoot, '.storage'),
    },
    { publicUrl: address },
  );
  workers = await startWorkers({ config, db: test.database.db, sweeps: false });
});

afterAll(async () => {
  if (workers) {
    await workers.queues.queue['subscription-period-end'].obliterate({ force: true });
    await workers.close();
  }
  await test?.close();
});

describe('the end of a local subscription period', () => {
  it('ends a cancelled subscription (its plan limits drop), renews the others, leaves Stripe alone, once', async () => {
    const cancelling = await pastTrialOwner(test, cityId, 'cancela');
    const cancelled = await subscribe(cancelling);
    const cancel = await cancelling.call('POST', `/api/ordering/subscriptions/${cancelled.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const renewing = await pastTrialOwner(test, cityId, 'renueva');
    const renewed = await subscribe(renewing);
    const stripeOwner = await insertUser(test.database.db, { userType: 'business' });
    const stripeBusiness = await insertBusiness(test.database.db, { ownerId: stripeOwner.id, cityId });
    const stripe = await test.database.db
      .insertInto('subscriptions')
      .values({
        user_id: stripeOwner.id,
        subject: 'business',
        business_id: stripeBusiness.id,
        provider: 'stripe',
        provider_subscription_id: 'sub_stripe_period_over',
        plan_key: 'business_standard',
        status: 'active',
        current_period_end: new Date(Date.now() - MINUTE),
        cancel_at_period_end: true,
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    // Nothing is due yet: the sweep changes nothing.
    expect(await sweep()).toEqual({ outcome: 'swept', ended: 0, renewed: 0 });
    expect((await planOf(cancelling)).plan).toBe('standard');

    await endPeriod(cancelled.id);
    const { current_period_end: renewedPeriodEnd } = await endPeriod(renewed.id);
    expect(await sweep()).toEqual({ outcome: 'swept', ended: 1, renewed: 1 });

    expect(await planOf(cancelling)).toMatchObject({ plan: 'basic', posts_limit: 3, messaging: false });
    const [mineCancelled] = (await cancelling.call('GET', '/api/ordering/subscriptions')).json()
      .subscriptions;
    expect(mineCancelled).toMatchObject({ id: cancelled.id, status: 'canceled', active: false });

    expect(await planOf(renewing)).toMatchObject({ plan: 'standard', messaging: true });
    const [mineRenewed] = (await renewing.call('GET', '/api/ordering/subscriptions')).json().subscriptions;
    expect(mineRenewed).toMatchObject({ id: renewed.id, status: 'active', cancel_at_period_end: false });
    const nextEnd = new Date(renewedPeriodEnd!);
    nextEnd.setUTCMonth(nextEnd.getUTCMonth() + 1);
    expect(Math.floor(new Date(mineRenewed.current_period_end).getTime() / 1000)).toBe(
      Math.floor(nextEnd.getTime() / 1000),
    );

    const stripeNow = await test.database.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', stripe.id)
      .executeTakeFirstOrThrow();
    expect(stripeNow).toEqual(stripe);

    // A second sweep finds nothing due; each subscription got exactly one period-end event.
    expect(await sweep()).toEqual({ outcome: 'swept', ended: 0, renewed: 0 });
    expect((await eventsOf(await providerIdOf(cancelled.id))).map((event) => event.type).sort()).toEqual([
      'customer.subscription.created',
      'customer.subscription.deleted',
      'customer.subscription.updated',
    ]);
    expect((await eventsOf(await providerIdOf(renewed.id))).map((event) => event.type).sort()).toEqual([
      'customer.subscription.created',
      'customer.subscription.updated',
    ]);
    expect(await eventsOf(stripe.provider_subscription_id!)).toEqual([]);
  });
});

import { insertCity, insertPublication, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { ageBusiness, publishingWorld } from './publishing-fixtures';

const t = useServiceTest([discoveryService]);

const plan = (businessId: string, as: TestCaller) =>
  t.inject({ method: 'GET', url: `/api/discovery/businesses/${businessId}/plan` }, as);

async function subscribe(
  userId: string,
  businessId: string,
  planKey: string,
  status: 'active' | 'canceled' = 'active',
  period: { endsInMs: number; cancelAtPeriodEnd: boolean } | null = null,
) {
  await t.db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      subject: 'business',
      business_id: businessId,
      provider: 'local',
      plan_key: planKey,
      status,
      ...(period
        ? {
            current_period_end: new Date(Date.now() + period.endsInMs),
            cancel_at_period_end: period.cancelAtPeriodEnd,
          }
        : {}),
    })
    .execute();
}

describe('GET /api/discovery/businesses/:id/plan', () => {
  it('shows a new business in its 5-day trial with no limits', async () => {
    const { business, owner } = await publishingWorld(t.db);
    const response = await plan(business.id, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      plan: 'basic',
      trial_days_left: 5,
      posts_limit: null,
      posts_used: 0,
      highlights_limit: null,
      highlights_used: 0,
      messaging: true,
    });
    await ageBusiness(t.db, business.id, 4.5);
    expect((await plan(business.id, owner)).json().trial_days_left).toBe(1);
  });

  it('shows the Basic limits after the trial, counting publications not rows', async () => {
    const { business, owner } = await publishingWorld(t.db, { ageDays: 5 });
    await insertPublication(t.db, {
      businessId: business.id,
      userId: owner.id,
      mediaUrls: ['/a.png', '/b.png'],
    });
    await insertPublication(t.db, { businessId: business.id, userId: owner.id, mediaUrls: [null] });
    await subscribe(owner.id, business.id, 'business_premium', 'canceled');
    expect((await plan(business.id, owner)).json()).toEqual({
      plan: 'basic',
      trial_days_left: 0,
      posts_limit: 3,
      posts_used: 2,
      highlights_limit: 0,
      highlights_used: 0,
      messaging: false,
    });
  });

  it('drops a plan cancelled at period end once the period is over, before any event ends it', async () => {
    const { business, owner } = await publishingWorld(t.db, { ageDays: 40 });
    await subscribe(owner.id, business.id, 'business_standard', 'active', {
      endsInMs: -60_000,
      cancelAtPeriodEnd: true,
    });
    expect((await plan(business.id, owner)).json()).toMatchObject({ plan: 'basic', messaging: false });
    // Not cancelled: the renewal is on its way, so the plan still applies past the date.
    await subscribe(owner.id, business.id, 'business_premium', 'active', {
      endsInMs: -60_000,
      cancelAtPeriodEnd: false,
    });
    expect((await plan(business.id, owner)).json()).toMatchObject({ plan: 'premium' });
  });

  it('keeps a plan cancelled at period end until the period is over', async () => {
    const { business, owner } = await publishingWorld(t.db, { ageDays: 40 });
    await subscribe(owner.id, business.id, 'business_standard', 'active', {
      endsInMs: 86_400_000,
      cancelAtPeriodEnd: true,
    });
    expect((await plan(business.id, owner)).json()).toMatchObject({ plan: 'standard', messaging: true });
  });

  it('shows an active paid plan without limits', async () => {
    const { business, owner } = await publishingWorld(t.db, { ageDays: 40 });
    await subscribe(owner.id, business.id, 'business_standard');
    expect((await plan(business.id, owner)).json()).toMatchObject({
      plan: 'standard',
      posts_limit: null,
      messaging: true,
    });
    await subscribe(owner.id, business.id, 'business_premium');
    expect((await plan(business.id, owner)).json()).toMatchObject({
      plan: 'premium',
      highlights_limit: null,
    });
  });

  it("answers the city's partner and admins, 403 to others and 401 to visitors", async () => {
    const { business, city } = await publishingWorld(t.db);
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: city.id });
    const admin = await insertUser(t.db, { role: 'admin' });
    expect((await plan(business.id, partner)).statusCode).toBe(200);
    expect((await plan(business.id, admin)).statusCode).toBe(200);
    const other = await insertCity(t.db, { name: 'Otra' });
    const message = 'Solo el dueño del negocio, el socio de su ciudad o un administrador pueden ver su plan.';
    for (const caller of [
      await insertUser(t.db),
      await insertUser(t.db, { role: 'city_partner', managedCityId: other.id }),
    ]) {
      expectError(await plan(business.id, caller), 403, 'forbidden', message);
    }
    expectError(await plan('no-existe', partner), 403, 'forbidden', message);
    expectError(
      await plan(business.id, undefined),
      401,
      'unauthorized',
      'Debes iniciar sesión para continuar.',
    );
  });
});

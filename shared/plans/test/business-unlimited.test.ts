import { BUSINESS_PLAN_KEYS, type SubscriptionStatus, TRIAL_DAYS } from '@cerca/contracts/subscriptions';
import { createTestDatabase, insertBusiness, insertUser, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessUnlimitedSql, trialDaysLeft } from '../src/index';

// The one plan-and-trial rule: a business is free of the Basic limits in its first TRIAL_DAYS
// days, or while a paid business plan of its own applies; never through someone else's plan.

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestDatabase;
let ownerId: string;
beforeAll(async () => {
  t = await createTestDatabase();
  ownerId = (await insertUser(t.db, { userType: 'business' })).id;
});
afterAll(async () => {
  await t?.drop();
});

async function businessAged(days: number) {
  return insertBusiness(t.db, { ownerId, created_at: new Date(Date.now() - days * DAY_MS) });
}

async function subscribe(businessId: string, planKey: string, status: SubscriptionStatus = 'active') {
  await t.db
    .insertInto('subscriptions')
    .values({
      user_id: ownerId,
      subject: 'business',
      business_id: businessId,
      plan_key: planKey,
      status,
      provider: 'local',
    })
    .execute();
}

async function unlimited(businessId: string): Promise<boolean> {
  const row = await t.db
    .selectFrom('businesses')
    .select(businessUnlimitedSql.as('unlimited'))
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  return row.unlimited;
}

describe('businessUnlimitedSql', () => {
  it('frees a business during its trial only', async () => {
    expect(await unlimited((await businessAged(TRIAL_DAYS - 1)).id)).toBe(true);
    expect(await unlimited((await businessAged(TRIAL_DAYS + 1)).id)).toBe(false);
  });

  it('frees a business past its trial on an applying paid business plan', async () => {
    for (const key of BUSINESS_PLAN_KEYS) {
      const business = await businessAged(30);
      await subscribe(business.id, key);
      expect(await unlimited(business.id)).toBe(true);
    }
    const lapsed = await businessAged(30);
    await subscribe(lapsed.id, 'business_standard', 'canceled');
    expect(await unlimited(lapsed.id)).toBe(false);
    const personal = await businessAged(30);
    await subscribe(personal.id, 'personal_premium');
    expect(await unlimited(personal.id)).toBe(false);
  });
});

describe('trialDaysLeft', () => {
  it('counts whole days up, and 0 once over', () => {
    const now = Date.now();
    expect(trialDaysLeft(new Date(now), now)).toBe(TRIAL_DAYS);
    expect(trialDaysLeft(new Date(now - DAY_MS - 1), now)).toBe(TRIAL_DAYS - 1);
    expect(trialDaysLeft(new Date(now - TRIAL_DAYS * DAY_MS), now)).toBe(0);
  });
});

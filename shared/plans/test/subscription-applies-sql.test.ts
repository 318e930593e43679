import { SUBSCRIPTION_STATUSES } from '@cerca/contracts/subscriptions';
import { createTestDatabase, insertUser, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionApplies, subscriptionAppliesSql } from '../src/index';

// The SQL condition and the code read the same rule: every status, with and without a cancelled
// period that already ended, gives the same answer in both.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe('subscriptionAppliesSql', () => {
  it('agrees with subscriptionApplies on every status and period end', async () => {
    const user = await insertUser(t.db);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 86_400_000);
    const rows = SUBSCRIPTION_STATUSES.flatMap((status) =>
      [
        { cancel_at_period_end: false, current_period_end: future },
        { cancel_at_period_end: true, current_period_end: future },
        { cancel_at_period_end: true, current_period_end: past },
        { cancel_at_period_end: false, current_period_end: null },
      ].map((period) => ({ status, ...period })),
    );
    const inserted = await t.db
      .insertInto('subscriptions')
      .values(
        rows.map((row) => ({ ...row, user_id: user.id, subject: 'personal' as const, provider: 'local' })),
      )
      .returning(['id', 'status', 'cancel_at_period_end', 'current_period_end'])
      .execute();
    const applying = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where(subscriptionAppliesSql)
      .execute();
    const expected = inserted.filter((row) => subscriptionApplies(row)).map((row) => row.id);
    expect(applying.map((row) => row.id).sort()).toEqual(expected.sort());
    expect(expected.length).toBe(3 * 2);
  });
});

import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBusiness, insertUser } from './fixtures';

let t: TestDatabase;
let owner: string;
beforeAll(async () => {
  t = await createTestDatabase({ max: 8 });
  owner = await insertUser(t.db, 'owner');
});
afterAll(async () => {
  await t?.drop();
});

async function aggregates(id: string) {
  return t.db
    .selectFrom('businesses')
    .select(['rating_avg', 'rating_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('rating aggregates', () => {
  it('follow inserts, updates and deletes of reviews', async () => {
    const biz = await insertBusiness(t.db, owner);
    const [a, b, c] = [await insertUser(t.db), await insertUser(t.db), await insertUser(t.db)] as [
      string,
      string,
      string,
    ];
    await t.db.insertInto('reviews').values({ business_id: biz, user_id: a, rating: 5 }).execute();
    expect(await aggregates(biz)).toEqual({ rating_avg: '5.00', rating_count: 1 });
    await t.db
      .insertInto('reviews')
      .values([
        { business_id: biz, user_id: b, rating: 4 },
        { business_id: biz, user_id: c, rating: 4 },
      ])
      .execute();
    expect(await aggregates(biz)).toEqual({ rating_avg: '4.33', rating_count: 3 });
    await t.db
      .updateTable('reviews')
      .set({ rating: 1 })
      .where('user_id', '=', c)
      .where('business_id', '=', biz)
      .execute();
    expect(await aggregates(biz)).toEqual({ rating_avg: '3.33', rating_count: 3 });
    await t.db.deleteFrom('reviews').where('user_id', '=', a).where('business_id', '=', biz).execute();
    expect(await aggregates(biz)).toEqual({ rating_avg: '2.50', rating_count: 2 });
    await t.db.deleteFrom('reviews').where('business_id', '=', biz).execute();
    expect(await aggregates(biz)).toEqual({ rating_avg: '0.00', rating_count: 0 });
  });

  it('drop the reviews of a deleted account', async () => {
    const biz = await insertBusiness(t.db, owner);
    const [a, b] = [await insertUser(t.db), await insertUser(t.db)] as [string, string];
    await t.db
      .insertInto('reviews')
      .values([
        { business_id: biz, user_id: a, rating: 2 },
        { business_id: biz, user_id: b, rating: 4 },
      ])
      .execute();
    await t.db.deleteFrom('auth.users').where('id', '=', a).execute();
    expect(await aggregates(biz)).toEqual({ rating_avg: '4.00', rating_count: 1 });
  });

  it('stay exact under concurrent reviewers', async () => {
    const biz = await insertBusiness(t.db, owner);
    const users = await Promise.all(Array.from({ length: 12 }, () => insertUser(t.db)));
    const ratings = users.map((_, i) => (i % 5) + 1);
    await Promise.all(
      users.map((user_id, i) =>
        t.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('reviews')
            .values({ business_id: biz, user_id, rating: ratings[i] as number })
            .execute();
        }),
      ),
    );
    const avg = ratings.reduce((s, r) => s + r, 0) / ratings.length;
    expect(await aggregates(biz)).toEqual({ rating_avg: avg.toFixed(2), rating_count: 12 });
  });
});

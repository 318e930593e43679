import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../migrations/2026-11-28T12-00-00_content_search';
import { insertBusiness, insertCity, insertUser } from './fixtures';

// Issue 24: comments, reviews and events carry the city_id of their post or business, as posts and
// stories do, so a city's content is read newest first from one index range per type.

let t: TestDatabase;
let owner: string;
let user: string;
let guadalajara: string;
let zapopan: string;
let businessId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  owner = await insertUser(t.db, 'owner');
  user = await insertUser(t.db, 'cliente');
  guadalajara = await insertCity(t.db, 'Guadalajara');
  zapopan = await insertCity(t.db, 'Zapopan');
  businessId = await insertBusiness(t.db, owner, { city_id: guadalajara });
});
afterAll(async () => {
  await t?.drop();
});

/** A post of the business, a comment on it, a review and an event of the business. */
async function insertContent(reviewer: string) {
  const post = await t.db
    .insertInto('business_posts')
    .values({ business_id: businessId, user_id: owner, caption: 'Hola' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const comment = await t.db
    .insertInto('post_comments')
    .values({ post_id: post.id, user_id: user, comment: 'Rico' })
    .returning(['id', 'city_id'])
    .executeTakeFirstOrThrow();
  const review = await t.db
    .insertInto('reviews')
    .values({ business_id: businessId, user_id: reviewer, rating: 4 })
    .returning(['id', 'city_id', 'updated_at'])
    .executeTakeFirstOrThrow();
  const event = await t.db
    .insertInto('weekend_plans')
    .values({
      business_id: businessId,
      title: 'Noche de jazz',
      event_date: new Date(Date.now() + 86_400_000),
    })
    .returning(['id', 'city_id'])
    .executeTakeFirstOrThrow();
  return { post: post.id, comment, review, event };
}

const cities = async (ids: { comment: string; review: string; event: string }) => {
  const { rows } = await sql<{ city_id: string | null }>`
    select city_id from post_comments where id = ${ids.comment}
    union all select city_id from reviews where id = ${ids.review}
    union all select city_id from weekend_plans where id = ${ids.event}`.execute(t.db);
  return rows.map((row) => row.city_id);
};

describe('city_id of comments, reviews and events', () => {
  it('is copied on insert and follows the business when it moves', async () => {
    const { comment, review, event } = await insertContent(user);
    expect([comment.city_id, review.city_id, event.city_id]).toEqual([guadalajara, guadalajara, guadalajara]);
    const ids = { comment: comment.id, review: review.id, event: event.id };
    await t.db.updateTable('businesses').set({ city_id: zapopan }).where('id', '=', businessId).execute();
    expect(await cities(ids)).toEqual([zapopan, zapopan, zapopan]);
    await t.db.updateTable('businesses').set({ city_id: guadalajara }).where('id', '=', businessId).execute();
    expect(await cities(ids)).toEqual([guadalajara, guadalajara, guadalajara]);
  });

  it('follows a post whose author chose another city, and a comment moved to another post', async () => {
    const named = await t.db
      .insertInto('business_posts')
      .values({ business_id: null, business_name: 'Puesto de Ana', city_id: zapopan, user_id: user })
      .returning('id')
      .executeTakeFirstOrThrow();
    const comment = await t.db
      .insertInto('post_comments')
      .values({ post_id: named.id, user_id: owner, comment: 'Bien' })
      .returning(['id', 'city_id'])
      .executeTakeFirstOrThrow();
    expect(comment.city_id).toBe(zapopan);
    await t.db
      .updateTable('business_posts')
      .set({ city_id: guadalajara })
      .where('id', '=', named.id)
      .execute();
    const moved = await t.db
      .selectFrom('post_comments')
      .select('city_id')
      .where('id', '=', comment.id)
      .executeTakeFirstOrThrow();
    expect(moved.city_id).toBe(guadalajara);
  });

  it('is filled for rows made before the migration, leaving reviews’ updated_at alone', async () => {
    const reviewer = await insertUser(t.db, 'antes');
    const before = await insertContent(reviewer);
    // Back to before the migration, then forward again: the backfill runs on these rows.
    const untyped = t.db as unknown as Kysely<unknown>;
    await migration.down(untyped);
    await migration.up(untyped);
    const ids = { comment: before.comment.id, review: before.review.id, event: before.event.id };
    expect(await cities(ids)).toEqual([guadalajara, guadalajara, guadalajara]);
    const review = await t.db
      .selectFrom('reviews')
      .select('updated_at')
      .where('id', '=', before.review.id)
      .executeTakeFirstOrThrow();
    expect(review.updated_at).toEqual(before.review.updated_at);
  });
});

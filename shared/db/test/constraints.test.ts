import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let database: TestDatabase;
let userId: string;
let otherUserId: string;
let cityId: string;
let businessId: string;
let postId: string;

async function createUser(username: string): Promise<string> {
  const id = randomUUID();
  await database.db
    .insertInto('auth.users')
    .values({ id, email: `${username}@cerca.test` })
    .execute();
  await database.db
    .insertInto('profiles')
    .values({ id, username, email: `${username}@cerca.test` })
    .execute();
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase({ seedCatalogue: true });
  userId = await createUser('ana');
  otherUserId = await createUser('beto');
  cityId = (
    await database.db
      .selectFrom('cities')
      .select('id')
      .where('name', '=', 'Guadalajara')
      .executeTakeFirstOrThrow()
  ).id;
  businessId = (
    await database.db
      .insertInto('businesses')
      .values({
        owner_id: userId,
        name: 'Café Prueba',
        description: 'Café de especialidad',
        address: 'Av. Chapultepec 1',
        city: 'Guadalajara',
        state: 'Jalisco',
        zip_code: '44160',
        category: 'Cafeterías',
        subcategory: 'Cafetería de especialidad',
        city_id: cityId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  postId = (
    await database.db
      .insertInto('business_posts')
      .values({ business_id: businessId, user_id: userId, caption: 'Nuevo menú' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 60_000);

afterAll(async () => {
  await database?.drop();
});

describe('database rules', () => {
  it('gives a business the default weekly schedule of spec 01 §3', async () => {
    const { schedule, price_range } = await database.db
      .selectFrom('businesses')
      .select(['schedule', 'price_range'])
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(price_range).toBe(1);
    expect(schedule).toMatchObject({
      monday_start: '09:00',
      friday_end: '21:00',
      saturday_start: '10:00',
      sunday_end: '20:00',
    });
  });

  it('refuses a price range outside 1–4 and a rating outside 1–5', async () => {
    await expect(
      database.db.updateTable('businesses').set({ price_range: 5 }).where('id', '=', businessId).execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      database.db
        .insertInto('reviews')
        .values({ business_id: businessId, user_id: otherUserId, rating: 0 })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('keeps one reaction per person and post, of a known type', async () => {
    await database.db
      .insertInto('post_reactions')
      .values({ post_id: postId, user_id: otherUserId, reaction_type: 'like' })
      .execute();
    await expect(
      database.db
        .insertInto('post_reactions')
        .values({ post_id: postId, user_id: otherUserId, reaction_type: 'love' })
        .execute(),
    ).rejects.toThrow(/duplicate key/i);
    await expect(
      database.db
        .insertInto('post_reactions')
        .values({ post_id: postId, user_id: userId, reaction_type: 'angry' as 'like' })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('lets a person follow and favourite a business only once', async () => {
    await database.db
      .insertInto('business_followers')
      .values({ business_id: businessId, user_id: otherUserId })
      .execute();
    await expect(
      database.db
        .insertInto('business_followers')
        .values({ business_id: businessId, user_id: otherUserId })
        .execute(),
    ).rejects.toThrow(/duplicate key/i);
    await database.db
      .insertInto('business_favorites')
      .values({ business_id: businessId, user_id: otherUserId })
      .execute();
    await expect(
      database.db
        .insertInto('business_favorites')
        .values({ business_id: businessId, user_id: otherUserId })
        .execute(),
    ).rejects.toThrow(/duplicate key/i);
  });

  it('updates the maintained rating when reviews change', async () => {
    await database.db
      .insertInto('reviews')
      .values({ business_id: businessId, user_id: otherUserId, rating: 4, comment: 'Rico' })
      .execute();
    await database.db
      .insertInto('reviews')
      .values({ business_id: businessId, user_id: userId, rating: 5 })
      .execute();
    let business = await database.db
      .selectFrom('businesses')
      .select(['rating_avg', 'rating_count'])
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(Number(business.rating_avg)).toBe(4.5);
    expect(business.rating_count).toBe(2);
    await database.db.deleteFrom('reviews').where('user_id', '=', userId).execute();
    business = await database.db
      .selectFrom('businesses')
      .select(['rating_avg', 'rating_count'])
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(Number(business.rating_avg)).toBe(4);
    expect(business.rating_count).toBe(1);
  });

  it('lets an order have at most one live driver order, so two drivers cannot both take it', async () => {
    await database.db
      .insertInto('drivers')
      .values({ id: otherUserId, zone_id: cityId, phone: '33 1111 2222' })
      .execute();
    const orderId = (
      await database.db
        .insertInto('orders')
        .values({
          business_id: businessId,
          user_id: userId,
          status: 'looking_for_driver',
          subtotal_amount: '100.00',
          shipping_amount: '25.00',
          total_amount: '125.00',
          delivery_address: 'Calle 1',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await database.db
      .insertInto('driver_orders')
      .values({ order_id: orderId, driver_id: otherUserId })
      .execute();
    await expect(
      database.db.insertInto('driver_orders').values({ order_id: orderId, driver_id: otherUserId }).execute(),
    ).rejects.toThrow(/duplicate key/i);
    // A cancelled driver order frees the order for another one.
    await database.db
      .updateTable('driver_orders')
      .set({ status: 'cancelled' })
      .where('order_id', '=', orderId)
      .execute();
    await database.db
      .insertInto('driver_orders')
      .values({ order_id: orderId, driver_id: otherUserId })
      .execute();
  });

  it('refuses an order whose total is not subtotal plus shipping', async () => {
    await expect(
      database.db
        .insertInto('orders')
        .values({
          business_id: businessId,
          user_id: userId,
          subtotal_amount: '100.00',
          shipping_amount: '25.00',
          total_amount: '1.00',
          delivery_address: 'Calle 1',
        })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('refuses a city partner without a managed city', async () => {
    await expect(
      database.db.updateTable('profiles').set({ role: 'city_partner' }).where('id', '=', userId).execute(),
    ).rejects.toThrow(/check/i);
  });
});

import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/index';
import { insertBusiness, insertCity, insertUser, pgCode } from './fixtures';

let t: TestDatabase;
let owner: string;
let user: string;
let cityId: string;
let businessId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  owner = await insertUser(t.db, 'owner');
  user = await insertUser(t.db, 'cliente');
  cityId = await insertCity(t.db, 'Guadalajara');
  businessId = await insertBusiness(t.db, owner, { city_id: cityId });
});
afterAll(async () => {
  await t?.drop();
});

async function newPost(): Promise<string> {
  const { id } = await t.db
    .insertInto('business_posts')
    .values({ business_id: businessId, user_id: owner, caption: 'Hola' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('constraints', () => {
  it('applies the business defaults of the spec', async () => {
    const b = await t.db
      .selectFrom('businesses')
      .selectAll()
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(b.price_range).toBe(1);
    expect(b.business_type).toBe('menu');
    expect(b.rating_avg).toBe('0.00');
    expect(b.rating_count).toBe(0);
    expect(b.schedule).toMatchObject({
      monday_start: '09:00',
      friday_end: '21:00',
      saturday_start: '10:00',
      sunday_end: '20:00',
    });
  });

  it('refuses price_range 5 and 0', async () => {
    expect(await pgCode(insertBusiness(t.db, owner, { price_range: 5 }))).toBe('23514');
    expect(await pgCode(insertBusiness(t.db, owner, { price_range: 0 }))).toBe('23514');
  });

  it('refuses an unknown website platform and business type', async () => {
    expect(await pgCode(insertBusiness(t.db, owner, { website_platform: 'tiktok' as never }))).toBe('23514');
    expect(await pgCode(insertBusiness(t.db, owner, { business_type: 'shop' as never }))).toBe('23514');
  });

  it('refuses rating 0 and 6', async () => {
    for (const rating of [0, 6]) {
      const code = await pgCode(
        t.db.insertInto('reviews').values({ business_id: businessId, user_id: user, rating }).execute(),
      );
      expect(code).toBe('23514');
    }
  });

  it('keeps at most one reaction per user and post; changing it is an update', async () => {
    const postId = await newPost();
    await t.db
      .insertInto('post_reactions')
      .values({ post_id: postId, user_id: user, reaction_type: 'like' })
      .execute();
    const second = t.db
      .insertInto('post_reactions')
      .values({ post_id: postId, user_id: user, reaction_type: 'love' })
      .execute();
    expect(await pgCode(second)).toBe('23505');
    await t.db
      .updateTable('post_reactions')
      .set({ reaction_type: 'love' })
      .where('post_id', '=', postId)
      .where('user_id', '=', user)
      .execute();
    const bad = t.db
      .insertInto('post_reactions')
      .values({ post_id: postId, user_id: owner, reaction_type: 'wow' as never })
      .execute();
    expect(await pgCode(bad)).toBe('23514');
  });

  it('maintains likes_count from reactions and never below 0', async () => {
    const postId = await newPost();
    const likes = async () =>
      (
        await t.db
          .selectFrom('business_posts')
          .select('likes_count')
          .where('id', '=', postId)
          .executeTakeFirstOrThrow()
      ).likes_count;
    await t.db
      .insertInto('post_reactions')
      .values([
        { post_id: postId, user_id: user, reaction_type: 'like' },
        { post_id: postId, user_id: owner, reaction_type: 'visited' },
      ])
      .execute();
    expect(await likes()).toBe(2);
    await t.db
      .deleteFrom('post_reactions')
      .where('post_id', '=', postId)
      .where('user_id', '=', user)
      .execute();
    expect(await likes()).toBe(1);
    await t.db.updateTable('business_posts').set({ likes_count: 0 }).where('id', '=', postId).execute();
    await t.db.deleteFrom('post_reactions').where('post_id', '=', postId).execute();
    expect(await likes()).toBe(0);
  });

  it('refuses a blank comment', async () => {
    const postId = await newPost();
    const code = await pgCode(
      t.db.insertInto('post_comments').values({ post_id: postId, user_id: user, comment: '   ' }).execute(),
    );
    expect(code).toBe('23514');
  });

  it('refuses a duplicate follow and a duplicate favourite', async () => {
    await t.db.insertInto('business_followers').values({ business_id: businessId, user_id: user }).execute();
    expect(
      await pgCode(
        t.db.insertInto('business_followers').values({ business_id: businessId, user_id: user }).execute(),
      ),
    ).toBe('23505');
    await t.db.insertInto('business_favorites').values({ business_id: businessId, user_id: user }).execute();
    expect(
      await pgCode(
        t.db.insertInto('business_favorites').values({ business_id: businessId, user_id: user }).execute(),
      ),
    ).toBe('23505');
  });

  it('requires a managed city for a city partner', async () => {
    const id = await insertUser(t.db);
    const bad = t.db.updateTable('profiles').set({ role: 'city_partner' }).where('id', '=', id).execute();
    expect(await pgCode(bad)).toBe('23514');
    await t.db
      .updateTable('profiles')
      .set({ role: 'city_partner', managed_city_id: cityId })
      .where('id', '=', id)
      .execute();
    // RESTRICT: the city cannot disappear under its partner.
    expect(await pgCode(t.db.deleteFrom('cities').where('id', '=', cityId).execute())).toBe('23503');
  });

  it('refuses a second city with the same name and state, case-insensitively', async () => {
    const { country_id } = await t.db
      .selectFrom('cities')
      .select('country_id')
      .where('id', '=', cityId)
      .executeTakeFirstOrThrow();
    const dup = t.db
      .insertInto('cities')
      .values({ name: 'GUADALAJARA', state: 'jalisco', country_id })
      .execute();
    expect(await pgCode(dup)).toBe('23505');
  });

  it('keeps menu items inside a category of their own business and prices positive', async () => {
    const other = await insertBusiness(t.db, owner, { name: 'Otro' });
    const cat = await t.db
      .insertInto('menu_categories')
      .values({ business_id: businessId, name: 'Tacos' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = t.db
      .insertInto('menu_items')
      .values({ business_id: other, category_id: cat.id, name: 'Pastor', price: '20.00' })
      .execute();
    expect(await pgCode(foreign)).toBe('23503');
    const free = t.db
      .insertInto('menu_items')
      .values({ business_id: businessId, category_id: cat.id, name: 'Pastor', price: '0' })
      .execute();
    expect(await pgCode(free)).toBe('23514');
    const item = await t.db
      .insertInto('menu_items')
      .values({ business_id: businessId, category_id: cat.id, name: 'Pastor', price: 22.5 })
      .returning(['id', 'price'])
      .executeTakeFirstOrThrow();
    expect(item.price).toBe('22.50');
    const negative = t.db
      .insertInto('menu_item_variants')
      .values({ menu_item_id: item.id, name: 'Con queso', price_extra: '-1' })
      .execute();
    expect(await pgCode(negative)).toBe('23514');
    // Deleting the category deletes its items.
    await t.db.deleteFrom('menu_categories').where('id', '=', cat.id).execute();
    expect(
      await t.db.selectFrom('menu_items').select('id').where('id', '=', item.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('keeps order totals consistent and statuses known', async () => {
    const base = { business_id: businessId, user_id: user, delivery_address: 'Calle 2' };
    const wrongTotal = t.db
      .insertInto('orders')
      .values({ ...base, subtotal_amount: '100.00', shipping_amount: '30.00', total_amount: '120.00' })
      .execute();
    expect(await pgCode(wrongTotal)).toBe('23514');
    const badStatus = t.db
      .insertInto('orders')
      .values({ ...base, status: 'lost' as never, subtotal_amount: '1', total_amount: '1' })
      .execute();
    expect(await pgCode(badStatus)).toBe('23514');
  });

  it('allows one live driver order per order; a cancelled one frees it', async () => {
    const d1 = await insertUser(t.db);
    const d2 = await insertUser(t.db);
    await t.db
      .insertInto('drivers')
      .values([
        { id: d1, zone_id: cityId, phone: '33 1' },
        { id: d2, zone_id: cityId, phone: '33 2' },
      ])
      .execute();
    const order = await t.db
      .insertInto('orders')
      .values({
        business_id: businessId,
        user_id: user,
        status: 'looking_for_driver',
        subtotal_amount: '100.00',
        shipping_amount: '35.00',
        total_amount: '135.00',
        delivery_address: 'Calle 3',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await t.db
      .insertInto('driver_orders')
      .values({ order_id: order.id, driver_id: d1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const double = t.db.insertInto('driver_orders').values({ order_id: order.id, driver_id: d2 }).execute();
    expect(await pgCode(double)).toBe('23505');
    await t.db.updateTable('driver_orders').set({ status: 'cancelled' }).where('id', '=', first.id).execute();
    await t.db.insertInto('driver_orders').values({ order_id: order.id, driver_id: d2 }).execute();
  });

  it('lets only one of two concurrent drivers win an order', async () => {
    const drivers = [await insertUser(t.db), await insertUser(t.db)];
    await t.db
      .insertInto('drivers')
      .values(drivers.map((id) => ({ id, zone_id: cityId, phone: '33 9' })))
      .execute();
    const order = await t.db
      .insertInto('orders')
      .values({
        business_id: businessId,
        subtotal_amount: '10',
        total_amount: '10',
        delivery_address: 'Calle 4',
        status: 'looking_for_driver',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = createDb(t.url, { max: 2 });
    try {
      const results = await Promise.allSettled(
        [t.db, second].map((db, i) =>
          db.transaction().execute(async (trx) => {
            await trx
              .insertInto('driver_orders')
              .values({ order_id: order.id, driver_id: drivers[i] as string })
              .execute();
            await trx
              .updateTable('orders')
              .set({ driver_id: drivers[i] as string, status: 'on_the_way' })
              .where('id', '=', order.id)
              .execute();
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    } finally {
      await second.destroy();
    }
  });

  it('never leaves a suspended driver available', async () => {
    const id = await insertUser(t.db);
    await t.db
      .insertInto('drivers')
      .values({ id, zone_id: cityId, phone: '33 3', is_available: true })
      .execute();
    const bad = t.db.updateTable('drivers').set({ status: 'suspended' }).where('id', '=', id).execute();
    expect(await pgCode(bad)).toBe('23514');
    await t.db
      .updateTable('drivers')
      .set({ status: 'suspended', is_available: false })
      .where('id', '=', id)
      .execute();
  });

  it('keeps webhook events idempotent per provider event id', async () => {
    const event = {
      provider: 'local',
      event_id: 'evt_1',
      type: 'checkout.session.completed',
      payload: { id: 'evt_1' },
    };
    await t.db.insertInto('payment_events').values(event).execute();
    expect(await pgCode(t.db.insertInto('payment_events').values(event).execute())).toBe('23505');
  });

  it('copies the business city onto posts and stories and follows a move', async () => {
    const postId = await newPost();
    const story = await t.db
      .insertInto('business_stories')
      .values({ business_id: businessId, user_id: owner, media_url: '/x.webp', media_type: 'image' })
      .returning(['id', 'city_id', 'expires_at', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(story.city_id).toBe(cityId);
    expect(story.expires_at.getTime() - story.created_at.getTime()).toBe(24 * 3_600_000);
    const other = await insertCity(t.db, 'Zapopan');
    await t.db.updateTable('businesses').set({ city_id: other }).where('id', '=', businessId).execute();
    const post = await t.db
      .selectFrom('business_posts')
      .select('city_id')
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(post.city_id).toBe(other);
    await t.db.updateTable('businesses').set({ city_id: cityId }).where('id', '=', businessId).execute();
  });

  it('keeps exactly one of business_id and a trimmed 1–120 business_name on posts and stories', async () => {
    for (const table of ['business_posts', 'business_stories'] as const) {
      const named = await t.db
        .insertInto(table)
        .values({ business_id: null, business_name: 'Tacos Ana', city_id: cityId, user_id: user })
        .returning(['business_id', 'business_name', 'city_id'])
        .executeTakeFirstOrThrow();
      // The copy trigger leaves the chosen city of a row without a business alone.
      expect(named).toEqual({ business_id: null, business_name: 'Tacos Ana', city_id: cityId });
      const insert = (values: { business_id: string | null; business_name: string | null }) =>
        t.db
          .insertInto(table)
          .values({ ...values, city_id: cityId, user_id: user })
          .execute();
      expect(await pgCode(insert({ business_id: null, business_name: null }))).toBe('23514');
      expect(await pgCode(insert({ business_id: businessId, business_name: 'Tacos Ana' }))).toBe('23514');
      expect(await pgCode(insert({ business_id: null, business_name: '' }))).toBe('23514');
      expect(await pgCode(insert({ business_id: null, business_name: ' Tacos ' }))).toBe('23514');
      expect(await pgCode(insert({ business_id: null, business_name: 'x'.repeat(121) }))).toBe('23514');
    }
  });

  it('returns counts as numbers', async () => {
    const { n } = await t.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(typeof n).toBe('number');
    const { rows } = await sql<{ d: string }>`select date '2026-03-01' as d`.execute(t.db);
    expect(rows[0]?.d).toBe('2026-03-01');
  });

  it('keeps updated_at current on update', async () => {
    const before = await t.db
      .selectFrom('businesses')
      .select('updated_at')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    // No pause needed: the update's transaction starts after the read above returned, and
    // timestamptz counts microseconds, so now() there is later than the stored value.
    await t.db
      .updateTable('businesses')
      .set({ phone: '33 0000 0000' })
      .where('id', '=', businessId)
      .execute();
    const after = await t.db
      .selectFrom('businesses')
      .select('updated_at')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });
});

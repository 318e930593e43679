import { randomUUID } from 'node:crypto';
import {
  insertBusiness,
  insertBusinessPhoto,
  insertCity,
  insertPost,
  insertPublication,
  insertStory,
  insertUser,
  type TestUser,
} from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';

const t = useServiceTest([partnerService]);

let city: { id: string };
let other: { id: string };
let partner: TestUser;
let otherPartner: TestUser;
let admin: TestUser;
let owner: TestUser;
let reviewer: TestUser;
let customer: TestUser;
let driver: TestUser;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  city = await insertCity(t.db, { name: 'Morelia' });
  other = await insertCity(t.db, { name: 'Toluca' });
  partner = await insertUser(t.db, { role: 'city_partner', managedCityId: city.id });
  otherPartner = await insertUser(t.db, { role: 'city_partner', managedCityId: other.id });
  admin = await insertUser(t.db, { role: 'admin' });
  owner = await insertUser(t.db, { username: 'dueña' });
  reviewer = await insertUser(t.db, { username: 'resenadora' });
  customer = await insertUser(t.db);
  driver = await insertUser(t.db);
  const elsewhere = await insertUser(t.db);

  // Morelia: 6 businesses (oldest first), their content; Toluca: one of each, never counted.
  const businesses = [];
  for (const [i, category] of [
    'Cafeterías',
    'Cafeterías',
    'Restaurantes',
    'Bares',
    'Cafeterías',
    'Tiendas',
  ].entries()) {
    businesses.push(
      await insertBusiness(t.db, {
        ownerId: owner.id,
        cityId: city.id,
        name: `Negocio ${i + 1}`,
        category,
        created_at: minutesAgo(100 - i * 10),
      }),
    );
  }
  const first = businesses[0]!;
  const second = businesses[1]!;
  await insertBusinessPhoto(t.db, {
    businessId: first.id,
    url: '/storage/v1/object/public/business-photos/a.webp',
  });
  // 3 publications (one of two photos), 2 stories, 6 reviews, 6 events, 2 routes, 1 driver, 1 order.
  await insertPublication(t.db, {
    businessId: first.id,
    userId: owner.id,
    mediaUrls: ['/a.webp', '/b.webp'],
  });
  await insertPost(t.db, { businessId: first.id, userId: owner.id });
  await insertPost(t.db, { businessId: second.id, userId: partner.id });
  await insertStory(t.db, { businessId: first.id, userId: owner.id });
  await insertStory(t.db, { businessId: second.id, userId: owner.id });
  for (const [i, business] of businesses.entries()) {
    const author = i === 0 ? reviewer : await insertUser(t.db);
    await t.db
      .insertInto('reviews')
      .values({
        business_id: business.id,
        user_id: author.id,
        rating: 5 - (i % 5),
        comment: `Reseña ${i + 1}`,
        created_at: minutesAgo(95 - i * 10),
      })
      .execute();
    await t.db
      .insertInto('weekend_plans')
      .values({
        business_id: business.id,
        title: `Evento ${i + 1}`,
        event_date: minutesAgo(-60 * 24),
        created_at: minutesAgo(93 - i * 10),
      })
      .execute();
  }
  for (const title of ['Ruta del café', 'Ruta nocturna']) {
    const route = await t.db
      .insertInto('weekend_routes')
      .values({
        title,
        city_id: city.id,
        event_date: minutesAgo(-60),
        expires_at: minutesAgo(-60 * 72),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('weekend_route_businesses')
      .values([
        { route_id: route.id, business_id: first.id, order: 1 },
        { route_id: route.id, business_id: second.id, order: 2 },
      ])
      .execute();
  }
  await t.db
    .insertInto('drivers')
    .values({ id: driver.id, zone_id: city.id, phone: '4431234567', identification_url: `${driver.id}.png` })
    .execute();
  await t.db
    .insertInto('orders')
    .values({
      business_id: second.id,
      user_id: customer.id,
      status: 'delivered',
      subtotal_amount: '100.00',
      total_amount: '100.00',
      delivery_address: 'Calle 5',
    })
    .execute();

  const toluca = await insertBusiness(t.db, { ownerId: elsewhere.id, cityId: other.id, name: 'Lejano' });
  await insertPost(t.db, { businessId: toluca.id, userId: elsewhere.id });
  await insertStory(t.db, { businessId: toluca.id, userId: elsewhere.id });
  await t.db
    .insertInto('reviews')
    .values({ business_id: toluca.id, user_id: reviewer.id, rating: 1, comment: 'Lejos' })
    .execute();
  await t.db
    .insertInto('weekend_plans')
    .values({ business_id: toluca.id, title: 'Evento lejano', event_date: new Date() })
    .execute();
});

const get = (path: string, as?: TestCaller) =>
  t.inject({ method: 'GET', url: `/api/partner/cities/${path}` }, as);

const FORBIDDEN = {
  statusCode: 403,
  code: 'forbidden',
  error: 'Forbidden',
  message: 'No tienes permiso para acceder a esta página',
};

describe('GET /api/partner/cities/:cityId/summary', () => {
  it('counts exactly what belongs to the city', async () => {
    const response = await get(`${city.id}/summary`, partner);
    expect(response.statusCode).toBe(200);
    expect(response.json().counts).toEqual({
      businesses: 6,
      // owner, reviewer + 5 other reviewers, the driver, the customer; the partner (a post's
      // author) is the caller and does not count.
      people: 9,
      posts: 3,
      stories: 2,
      reviews: 6,
      events: 6,
      routes: 2,
      drivers: 1,
    });
    // The admin sees the partner among the people.
    expect((await get(`${city.id}/summary`, admin)).json().counts.people).toBe(10);
  });

  it('merges the 5 latest businesses, reviews and events, newest first, 10 kept', async () => {
    const { activity } = (await get(`${city.id}/summary`, partner)).json();
    expect(activity).toHaveLength(10);
    // Created every 10 minutes: business i, review i (5 min later), event i (7 min later).
    expect(
      activity.map((item: { type: string; business_name: string }) => `${item.type}:${item.business_name}`),
    ).toEqual([
      'event:Negocio 6',
      'review:Negocio 6',
      'business:Negocio 6',
      'event:Negocio 5',
      'review:Negocio 5',
      'business:Negocio 5',
      'event:Negocio 4',
      'review:Negocio 4',
      'business:Negocio 4',
      'event:Negocio 3',
    ]);
    const review = activity.find((item: { type: string }) => item.type === 'review');
    expect(review).toMatchObject({ rating: 5, comment: 'Reseña 6', title: null });
    expect(activity[0]).toMatchObject({ title: 'Evento 6', rating: null, user_name: null });
    expect(activity[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  });

  it('refuses visitors, other partners and plain users before looking at the city', async () => {
    expect((await get(`${city.id}/summary`)).statusCode).toBe(401);
    for (const caller of [otherPartner, owner]) {
      const response = await get(`${city.id}/summary`, caller);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    // Another city's partner learns nothing about unknown ids either.
    expect((await get(`${randomUUID()}/summary`, partner)).json()).toEqual(FORBIDDEN);
    const missing = await get(`${randomUUID()}/summary`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'city_not_found', message: 'Ciudad no encontrada' });
  });
});

describe('GET /api/partner/cities/:cityId/businesses', () => {
  it('pages the businesses newest first with owner, photo and rating, without gaps', async () => {
    const seen: string[] = [];
    const first = (await get(`${city.id}/businesses`, partner)).json();
    expect(first.total).toBe(6);
    seen.push(...first.businesses.map((business: { name: string }) => business.name));
    expect(first.next_cursor).toBeNull();
    expect(seen).toEqual(['Negocio 6', 'Negocio 5', 'Negocio 4', 'Negocio 3', 'Negocio 2', 'Negocio 1']);
    expect(first.businesses.at(-1)).toMatchObject({
      photo_url: '/storage/v1/object/public/business-photos/a.webp',
      rating_avg: 5,
      rating_count: 1,
      owner: { id: owner.id, username: 'dueña' },
    });
  });

  it('follows the keyset cursor across pages', async () => {
    const many = await insertCity(t.db, { name: 'Pátzcuaro' });
    for (let i = 0; i < 45; i++)
      await insertBusiness(t.db, { ownerId: owner.id, cityId: many.id, name: `Tienda ${i}` });
    const ids: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const response = await get(`${many.id}/businesses?cursor=${cursor}`, admin);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.total).toBe(45);
      ids.push(...page.businesses.map((business: { id: string }) => business.id));
      cursor = page.next_cursor;
    }
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    const bad = await get(`${many.id}/businesses?cursor=nope`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_cursor' });
  });

  it('searches by name ignoring case and accents, within the city only', async () => {
    await insertBusiness(t.db, {
      ownerId: owner.id,
      cityId: city.id,
      name: 'Panadería Ángeles',
      category: 'Panaderías',
    });
    await insertBusiness(t.db, { ownerId: owner.id, cityId: other.id, name: 'Panaderia Lejana' });
    const page = (await get(`${city.id}/businesses?q=PANADERIA`, partner)).json();
    expect(page.businesses.map((business: { name: string }) => business.name)).toEqual(['Panadería Ángeles']);
    expect(page.total).toBe(1);
  });
});

describe('GET /api/partner/cities/:cityId/analytics', () => {
  it('answers the top 5 categories and 12 months of businesses and publications', async () => {
    const response = await get(`${city.id}/analytics`, partner);
    expect(response.statusCode).toBe(200);
    const { top_categories, months } = response.json();
    expect(top_categories[0]).toEqual({ category: 'Cafeterías', businesses: 3 });
    // Most first, ties by name (the search above added Panaderías).
    expect(top_categories.map((row: { category: string }) => row.category)).toEqual([
      'Cafeterías',
      'Bares',
      'Panaderías',
      'Restaurantes',
      'Tiendas',
    ]);
    expect(months).toHaveLength(12);
    const current = months.at(-1);
    expect(current.month).toMatch(/^\d{4}-\d{2}$/);
    // Everything above was created just now (the test may cross a month boundary: sum two).
    const recent = months.slice(-2);
    expect(recent.reduce((sum: number, m: { posts: number }) => sum + m.posts, 0)).toBe(3);
    expect(months.slice(0, 10).every((m: { businesses: number }) => m.businesses === 0)).toBe(true);
  });
});

describe('analytics months', () => {
  it("buckets by the city's calendar month and leaves months outside the 12 out", async () => {
    const quiet = await insertCity(t.db, { name: 'Uruapan' });
    // Months are those of the city's zone (the fixture's America/Mexico_City).
    const monthOf = (date: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit' })
        .format(date)
        .slice(0, 7);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const business = await insertBusiness(t.db, {
      ownerId: owner.id,
      cityId: quiet.id,
      created_at: daysAgo(70),
    });
    await insertPublication(t.db, {
      businessId: business.id,
      userId: owner.id,
      mediaUrls: ['/a.webp', '/b.webp', '/c.webp'],
      createdAt: daysAgo(70),
    });
    await insertPost(t.db, { businessId: business.id, userId: owner.id, createdAt: daysAgo(400) });
    const { months } = (await get(`${quiet.id}/analytics`, admin)).json();
    expect(months.at(-1).month).toBe(monthOf(new Date()));
    const counted = months.filter((m: { businesses: number; posts: number }) => m.businesses + m.posts > 0);
    expect(counted).toEqual([{ month: monthOf(daysAgo(70)), businesses: 1, posts: 1 }]);
  });
});

describe('GET /api/partner/cities/:cityId/events', () => {
  it("lists the city's events and routes only", async () => {
    const { events, routes } = (await get(`${city.id}/events`, partner)).json();
    expect(events).toHaveLength(6);
    expect(events.every((event: { title: string }) => event.title.startsWith('Evento '))).toBe(true);
    expect(
      routes.map((route: { title: string; stops: number }) => [route.title, route.stops]).sort(),
    ).toEqual([
      ['Ruta del café', 2],
      ['Ruta nocturna', 2],
    ]);
    expect((await get(`${city.id}/events`, otherPartner)).statusCode).toBe(403);
  });
});

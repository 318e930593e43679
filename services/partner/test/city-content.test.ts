import { randomUUID } from 'node:crypto';
import type { CityContentItem } from '@cerca/contracts/city-content';
import {
  insertBusiness,
  insertCity,
  insertPost,
  insertStory,
  insertUser,
  type TestUser,
} from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';

const t = useServiceTest([partnerService]);

interface CityContent {
  cityId: string;
  businessId: string;
  ids: Record<'post' | 'story' | 'comment' | 'review' | 'event' | 'namedPost' | 'namedComment', string>;
}

let oaxaca: CityContent;
let puebla: CityContent;
let partner: TestUser;
let admin: TestUser;

/** One of each type in a city, plus a post under a typed name (no business) and a comment on it. */
async function seedCity(cityName: string, businessName: string, prefix: string): Promise<CityContent> {
  const city = await insertCity(t.db, { name: cityName });
  const owner = await insertUser(t.db, { username: `${prefix}_owner` });
  const critic = await insertUser(t.db, { username: `${prefix}_critica` });
  const business = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id, name: businessName });
  const post = await insertPost(t.db, {
    businessId: business.id,
    userId: owner.id,
    caption: 'Pan de muerto',
  });
  const story = await insertStory(t.db, {
    businessId: business.id,
    userId: owner.id,
    title: 'Historia del día',
  });
  const comment = await t.db
    .insertInto('post_comments')
    .values({ post_id: post.id, user_id: critic.id, comment: 'Se ve delicioso' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const review = await t.db
    .insertInto('reviews')
    .values({ business_id: business.id, user_id: critic.id, rating: 4, comment: 'Muy buen café' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const event = await t.db
    .insertInto('weekend_plans')
    .values({
      business_id: business.id,
      title: 'Noche de jazz',
      description: 'Música en vivo',
      event_date: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const namedPost = await t.db
    .insertInto('business_posts')
    .values({
      business_id: null,
      business_name: 'Puesto de Doña Rosa',
      city_id: city.id,
      user_id: critic.id,
      caption: 'Tamales',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const namedComment = await t.db
    .insertInto('post_comments')
    .values({ post_id: namedPost.id, user_id: owner.id, comment: 'Los mejores tamales' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    cityId: city.id,
    businessId: business.id,
    ids: {
      post: post.id,
      story: story.id,
      comment: comment.id,
      review: review.id,
      event: event.id,
      namedPost: namedPost.id,
      namedComment: namedComment.id,
    },
  };
}

beforeAll(async () => {
  oaxaca = await seedCity('Oaxaca de Juárez', 'Café Azul', 'oax');
  puebla = await seedCity('Puebla', 'Tacos Poblanos', 'pue');
  partner = await insertUser(t.db, { role: 'city_partner', managedCityId: oaxaca.cityId });
  admin = await insertUser(t.db, { role: 'admin', username: 'jefa' });
});

/** As the city's partner unless told (null: a visitor). */
const list = (cityId: string, query: Record<string, string> = {}, as: TestCaller | null = partner) =>
  t.inject(
    { method: 'GET', url: `/api/partner/cities/${cityId}/content?${new URLSearchParams(query)}` },
    as ?? undefined,
  );

const idsOf = (items: CityContentItem[]) => items.map((item) => item.id).sort();
const allIds = (content: CityContent) => Object.values(content.ids).sort();

const FORBIDDEN = {
  statusCode: 403,
  code: 'forbidden',
  error: 'Forbidden',
  message: 'No tienes permiso para acceder a esta página',
};

describe('GET /api/partner/cities/:cityId/content', () => {
  it('lists every type of its own city only, newest first, with business and user names', async () => {
    const response = await list(oaxaca.cityId);
    expect(response.statusCode, response.body).toBe(200);
    const { items, next_cursor } = response.json() as {
      items: CityContentItem[];
      next_cursor: string | null;
    };
    expect(next_cursor).toBeNull();
    // Posts, stories and comments are restricted to the city too (the spec's queries were not).
    expect(idsOf(items)).toEqual(allIds(oaxaca));
    // Newest first. The answer's times are milliseconds while the order (and the cursor) uses the
    // stored microseconds, so rows of one millisecond may come in either order here.
    const times = items.map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(oaxaca.ids.post)).toMatchObject({
      type: 'post',
      title: null,
      content: 'Pan de muerto',
      business_id: oaxaca.businessId,
      business_name: 'Café Azul',
      user_name: 'oax_owner',
    });
    expect(byId.get(oaxaca.ids.story)).toMatchObject({
      type: 'story',
      title: 'Historia del día',
      media_url: '/storage/v1/object/public/business-stories/a.webp',
      media_type: 'image',
    });
    expect(byId.get(oaxaca.ids.comment)).toMatchObject({
      type: 'comment',
      content: 'Se ve delicioso',
      business_name: 'Café Azul',
      user_name: 'oax_critica',
    });
    expect(byId.get(oaxaca.ids.review)).toMatchObject({
      type: 'review',
      content: 'Muy buen café',
      rating: 4,
    });
    expect(byId.get(oaxaca.ids.event)).toMatchObject({
      type: 'event',
      title: 'Noche de jazz',
      content: 'Música en vivo',
      user_name: 'oax_owner',
    });
    // Content without a business belongs to the city its author chose, and so do its comments.
    expect(byId.get(oaxaca.ids.namedPost)).toMatchObject({
      business_id: null,
      business_name: 'Puesto de Doña Rosa',
    });
    expect(byId.get(oaxaca.ids.namedComment)).toMatchObject({
      type: 'comment',
      business_name: 'Puesto de Doña Rosa',
    });

    const other = await list(puebla.cityId, {}, admin);
    expect(idsOf(other.json().items)).toEqual(allIds(puebla));
  });

  it('searches title, content, business and user names, ignoring case and accents, within the city', async () => {
    // Both cities have a post 'Pan de muerto': only this city's shows.
    const pan = (await list(oaxaca.cityId, { q: 'PAN DE' })).json().items as CityContentItem[];
    expect(idsOf(pan)).toEqual([oaxaca.ids.post]);
    const rosa = (await list(oaxaca.cityId, { q: 'dona rosa' })).json().items as CityContentItem[];
    expect(idsOf(rosa)).toEqual([oaxaca.ids.namedPost, oaxaca.ids.namedComment].sort());
    const byUser = (await list(oaxaca.cityId, { q: 'oax_crit' })).json().items as CityContentItem[];
    expect(idsOf(byUser)).toEqual([oaxaca.ids.comment, oaxaca.ids.review, oaxaca.ids.namedPost].sort());
    const byTitle = (await list(oaxaca.cityId, { q: 'dia' })).json().items as CityContentItem[];
    expect(idsOf(byTitle)).toEqual([oaxaca.ids.story]);
    // LIKE wildcards are searched as text.
    expect((await list(oaxaca.cityId, { q: '%' })).json().items).toEqual([]);
    const otherCity = (await list(puebla.cityId, { q: 'tacos' }, admin)).json().items as CityContentItem[];
    expect(otherCity.length).toBeGreaterThan(0);
    expect(otherCity.every((item) => item.business_name === 'Tacos Poblanos')).toBe(true);
  });

  it('filters by type', async () => {
    const response = await list(oaxaca.cityId, { type: 'comment' });
    expect(response.statusCode, response.body).toBe(200);
    const comments = response.json().items as CityContentItem[];
    expect(idsOf(comments)).toEqual([oaxaca.ids.comment, oaxaca.ids.namedComment].sort());
    for (const type of ['post', 'story', 'review', 'event'] as const) {
      const items = (await list(oaxaca.cityId, { type })).json().items as CityContentItem[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.type === type)).toBe(true);
    }
    expect((await list(oaxaca.cityId, { type: 'otro' })).statusCode).toBe(400);
  });

  it('pages through the merged types without gaps or repeats, rows sharing an instant included', async () => {
    const city = await insertCity(t.db, { name: 'Tlaxcala' });
    const owner = await insertUser(t.db);
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id });
    const instant = new Date('2026-11-20T12:00:00.123Z');
    const expected: string[] = [];
    for (let index = 0; index < 23; index += 1) {
      const post = await insertPost(t.db, { businessId: business.id, userId: owner.id, createdAt: instant });
      expected.push(post.id);
    }
    for (let index = 0; index < 12; index += 1) {
      const story = await insertStory(t.db, {
        businessId: business.id,
        userId: owner.id,
        createdAt: instant,
      });
      expected.push(story.id);
      const people = await insertUser(t.db);
      const review = await t.db
        .insertInto('reviews')
        .values({
          business_id: business.id,
          user_id: people.id,
          rating: 5,
          created_at: new Date(instant.getTime() - index),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expected.push(review.id);
    }
    const seen: string[] = [];
    const pages: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const response = await list(city.id, cursor ? { cursor } : {}, admin);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { items: CityContentItem[]; next_cursor: string | null };
      pages.push(page.items.length);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    }
    expect(pages).toEqual([20, 20, 7]);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...expected].sort());

    const bad = await list(city.id, { cursor: 'no-es-un-cursor' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'invalid_cursor',
      message: 'No pudimos cargar más contenido. Vuelve a cargar la página.',
    });
  });

  it('refuses visitors, plain users and the partner of another city; answers Ciudad no encontrada to an admin', async () => {
    expect((await list(oaxaca.cityId, {}, null)).statusCode).toBe(401);
    const user = await insertUser(t.db);
    const otherPartner = await insertUser(t.db, { role: 'city_partner', managedCityId: puebla.cityId });
    for (const response of [
      await list(oaxaca.cityId, {}, user),
      await list(oaxaca.cityId, {}, otherPartner),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    // Permission before existence: a partner learns nothing about unknown ids.
    expect((await list(randomUUID(), {}, partner)).json()).toEqual(FORBIDDEN);
    for (const id of [randomUUID(), 'no-es-un-id']) {
      const response = await list(id, {}, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'city_not_found',
        error: 'Not Found',
        message: 'Ciudad no encontrada',
      });
    }
  });
});

import { randomUUID } from 'node:crypto';
import type { ContentType } from '@cerca/contracts/city-content';
import {
  insertBusiness,
  insertCity,
  insertPost,
  insertStory,
  insertUser,
  type TestUser,
} from '@cerca/db-testing';
import { publicCacheChannel, publicCacheKeys } from '@cerca/queues';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';

const t = useServiceTest([partnerService], { tempStorage: true });

let oaxaca: { id: string };
let puebla: { id: string };
let owner: TestUser;
let critic: TestUser;
let business: { id: string };
let pueblaBusiness: { id: string };
let partner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  oaxaca = await insertCity(t.db, { name: 'Oaxaca de Juárez' });
  puebla = await insertCity(t.db, { name: 'Puebla' });
  owner = await insertUser(t.db, { username: 'duena' });
  critic = await insertUser(t.db, { username: 'critica' });
  business = await insertBusiness(t.db, { ownerId: owner.id, cityId: oaxaca.id, name: 'Café Azul' });
  pueblaBusiness = await insertBusiness(t.db, {
    ownerId: owner.id,
    cityId: puebla.id,
    name: 'Tacos Poblanos',
  });
  partner = await insertUser(t.db, { role: 'city_partner', managedCityId: oaxaca.id, username: 'socia_oax' });
  admin = await insertUser(t.db, { role: 'admin', username: 'jefa' });
});

const remove = (cityId: string, type: string, id: string, as?: TestCaller) =>
  t.inject({ method: 'DELETE', url: `/api/partner/cities/${cityId}/content/${type}/${id}` }, as);

const auditOf = (targetId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).execute();

const NOT_FOUND = {
  statusCode: 404,
  code: 'content_not_found',
  error: 'Not Found',
  message: 'Contenido no encontrado',
};

describe('DELETE /api/partner/cities/:cityId/content/:type/:id', () => {
  it('deletes a post of the city, records the audit entry and drops the public caches at once', async () => {
    const post = await insertPost(t.db, {
      businessId: business.id,
      userId: owner.id,
      caption:
        'Promoción de pan de muerto con café de olla para todo el fin de semana en nuestra sucursal del centro',
    });
    const feedKey = publicCacheKeys.cityFeedFirstPage(oaxaca.id);
    const pageKey = publicCacheKeys.businessPage(business.id);
    await t.redis.set(feedKey, '{"posts":[]}', 'PX', 60_000);
    await t.redis.set(pageKey, '{}', 'PX', 60_000);
    const subscriber = t.redis.duplicate({ keyPrefix: '' });
    const announced = new Promise<string>((resolve) =>
      subscriber.on('message', (_channel, message) => resolve(message)),
    );
    await subscriber.subscribe(publicCacheChannel(t.config.redisPrefix));

    const response = await remove(oaxaca.id, 'post', post.id, partner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: { type: 'post', id: post.id } });
    expect(await t.db.selectFrom('business_posts').select('id').where('id', '=', post.id).execute()).toEqual(
      [],
    );
    // Discovery's processes drop their in-process copies when told.
    expect(JSON.parse(await announced)).toEqual(expect.arrayContaining([feedKey, pageKey]));
    subscriber.disconnect();
    expect(await t.redis.exists(feedKey, pageKey)).toBe(0);

    const [entry, ...others] = await auditOf(post.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actor_id: partner.id,
      actor_label: 'socia_oax',
      action: 'content.delete',
      city_id: oaxaca.id,
      target_type: 'post',
      target_label: expect.stringMatching(/^Promoción de pan de muerto.*…$/),
      details: { business_id: business.id },
    });
    expect(entry!.target_label!.length).toBeLessThanOrEqual(80);
  });

  it('lets an admin delete each other type, each with its audit entry', async () => {
    const story = await insertStory(t.db, { businessId: business.id, userId: owner.id, title: 'Historia' });
    const post = await insertPost(t.db, { businessId: business.id, userId: owner.id });
    const comment = await t.db
      .insertInto('post_comments')
      .values({ post_id: post.id, user_id: critic.id, comment: 'Qué rico' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const review = await t.db
      .insertInto('reviews')
      .values({ business_id: business.id, user_id: critic.id, rating: 1, comment: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await t.db
      .insertInto('weekend_plans')
      .values({ business_id: business.id, title: 'Noche de jazz', event_date: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cases: [ContentType, string, string][] = [
      ['story', story.id, 'Historia'],
      ['comment', comment.id, 'Qué rico'],
      ['review', review.id, '1/5'],
      ['event', event.id, 'Noche de jazz'],
    ];
    for (const [type, id, label] of cases) {
      const response = await remove(oaxaca.id, type, id, admin);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
      expect(await auditOf(id)).toMatchObject([
        { action: 'content.delete', actor_label: 'jefa', target_type: type, target_label: label },
      ]);
      // Once gone, it is not found.
      expect((await remove(oaxaca.id, type, id, admin)).json()).toEqual(NOT_FOUND);
    }
    // The comment's post stays.
    expect(
      await t.db.selectFrom('business_posts').select('id').where('id', '=', post.id).execute(),
    ).toHaveLength(1);
  });

  it('answers 404 for content of another city through this city, and leaves it alone', async () => {
    const post = await insertPost(t.db, { businessId: pueblaBusiness.id, userId: owner.id });
    const review = await t.db
      .insertInto('reviews')
      .values({ business_id: pueblaBusiness.id, user_id: critic.id, rating: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [type, id] of [
      ['post', post.id],
      ['review', review.id],
      ['comment', post.id],
      ['post', 'no-es-un-id'],
    ] as const) {
      const response = await remove(oaxaca.id, type, id, partner);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(
      await t.db.selectFrom('business_posts').select('id').where('id', '=', post.id).execute(),
    ).toHaveLength(1);
    expect(await auditOf(post.id)).toEqual([]);
    // Through its own city's URL the partner of Oaxaca is refused.
    expect((await remove(puebla.id, 'post', post.id, partner)).statusCode).toBe(403);
  });

  it('refuses visitors, plain users, owners and the partner of another city', async () => {
    const post = await insertPost(t.db, { businessId: business.id, userId: owner.id });
    const otherPartner = await insertUser(t.db, { role: 'city_partner', managedCityId: puebla.id });
    expect((await remove(oaxaca.id, 'post', post.id)).statusCode).toBe(401);
    for (const caller of [await insertUser(t.db), owner, otherPartner]) {
      const response = await remove(oaxaca.id, 'post', post.id, caller);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tienes permiso para acceder a esta página');
    }
    expect(
      await t.db.selectFrom('business_posts').select('id').where('id', '=', post.id).execute(),
    ).toHaveLength(1);
    expect(await auditOf(post.id)).toEqual([]);
  });

  it("removes the row's own uploaded files, never shared artwork or files another row still shows", async () => {
    const storage = createStorage({ storageDir: t.config.storageDir, env: t.config.env });
    const own = `${business.id}/${randomUUID()}.webp`;
    const shared = 'demo/pan.webp';
    const reused = `${business.id}/${randomUUID()}.webp`;
    for (const key of [own, shared, reused]) {
      await storage.putObject('business-posts', key, Buffer.from('RIFF'), 'image/webp');
    }
    const url = (key: string) => storage.publicUrl('business-posts', key);
    const mine = await insertPost(t.db, { businessId: business.id, userId: owner.id, mediaUrl: url(own) });
    const seeded = await insertPost(t.db, {
      businessId: business.id,
      userId: owner.id,
      mediaUrl: url(shared),
    });
    const first = await insertPost(t.db, {
      businessId: business.id,
      userId: owner.id,
      mediaUrl: url(reused),
    });
    await insertStory(t.db, { businessId: business.id, userId: owner.id, mediaUrl: url(reused) });
    for (const post of [mine, seeded, first]) {
      expect((await remove(oaxaca.id, 'post', post.id, partner)).statusCode).toBe(200);
    }
    expect(await storage.driver.exists('business-posts', own)).toBe(false);
    expect(await storage.driver.exists('business-posts', shared)).toBe(true);
    expect(await storage.driver.exists('business-posts', reused)).toBe(true);
  });
});

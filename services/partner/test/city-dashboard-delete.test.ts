import { randomUUID } from 'node:crypto';
import { insertBusiness, insertCity, insertPost, insertUser, type TestUser } from '@cerca/db-testing';
import { publicCacheKeys, readCityShared, writeCityShared } from '@cerca/queues';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';

const t = useServiceTest([partnerService], { tempStorage: true });

let city: { id: string };
let other: { id: string };
let partner: TestUser;
let otherPartner: TestUser;
let admin: TestUser;
let owner: TestUser;

beforeAll(async () => {
  city = await insertCity(t.db, { name: 'Morelia' });
  other = await insertCity(t.db, { name: 'Toluca' });
  partner = await insertUser(t.db, {
    role: 'city_partner',
    managedCityId: city.id,
    username: 'socia.morelia',
  });
  otherPartner = await insertUser(t.db, { role: 'city_partner', managedCityId: other.id });
  admin = await insertUser(t.db, { role: 'admin', username: 'jefa' });
  owner = await insertUser(t.db);
});

const remove = (cityId: string, businessId: string, as?: TestCaller) =>
  t.inject({ method: 'DELETE', url: `/api/partner/cities/${cityId}/businesses/${businessId}` }, as);

const auditOf = (businessId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('target_id', '=', businessId).execute();

const NOT_FOUND = {
  statusCode: 404,
  code: 'business_not_found',
  error: 'Not Found',
  message: 'Negocio no encontrado',
};

describe('DELETE /api/partner/cities/:cityId/businesses/:businessId', () => {
  it('deletes the business with its content, records the audit entry and drops the public caches', async () => {
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id, name: 'Café Borrado' });
    const post = await insertPost(t.db, { businessId: business.id, userId: owner.id });
    // Shared answers a visitor loaded before, as discovery stores them: a search and the feed of
    // the city (under the city's cache version), the business page; another city's search stays.
    const search = `search:${JSON.stringify([city.id, undefined, undefined, 'café', null])}`;
    const otherSearch = `search:${JSON.stringify([other.id, undefined, undefined, null, null])}`;
    const feed = publicCacheKeys.cityFeedFirstPage(city.id);
    const page = publicCacheKeys.businessPage(business.id);
    for (const [cityId, key] of [
      [city.id, search],
      [other.id, otherSearch],
      [city.id, feed],
    ] as const) {
      const { version } = await readCityShared(t.redis, cityId, key);
      await writeCityShared(t.redis, key, version, '{}', 60_000);
      expect((await readCityShared(t.redis, cityId, key)).text).toBe('{}');
    }
    await t.redis.set(page, '{}', 'PX', 60_000);

    // Issue 22: no request scans the keyspace (SCAN, KEYS), however many answers the city has.
    const commands = await commandsDuring(() => remove(city.id, business.id, partner));
    const response = commands.result;
    expect(commands.seen.filter(([name]) => /^(scan|keys)$/i.test(name ?? ''))).toEqual([]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: business.id, deleted: true });

    expect(await t.db.selectFrom('businesses').select('id').where('id', '=', business.id).execute()).toEqual(
      [],
    );
    expect(await t.db.selectFrom('business_posts').select('id').where('id', '=', post.id).execute()).toEqual(
      [],
    );
    expect(await auditOf(business.id)).toEqual([
      expect.objectContaining({
        actor_id: partner.id,
        actor_label: 'socia.morelia',
        action: 'business.delete',
        city_id: city.id,
        target_type: 'business',
        target_label: 'Café Borrado',
        details: { owner_id: owner.id },
      }),
    ]);
    expect((await readCityShared(t.redis, city.id, search)).text).toBeNull();
    expect((await readCityShared(t.redis, city.id, feed)).text).toBeNull();
    expect(await t.redis.exists(page)).toBe(0);
    expect((await readCityShared(t.redis, other.id, otherSearch)).text).toBe('{}');
  });

  it("removes the files of the business's own folder, never seeded artwork", async () => {
    const business = await insertBusiness(t.db, {
      ownerId: owner.id,
      cityId: city.id,
      name: 'Fotos Borradas',
    });
    const storage = createStorage({ storageDir: t.config.storageDir, env: t.config.env });
    const photo = `${business.id}/${randomUUID()}.webp`;
    const postMedia = `${business.id}/${randomUUID()}.webp`;
    const seeded = 'demo/tacos.webp';
    await storage.putObject('business-photos', photo, Buffer.from('RIFF'), 'image/webp');
    for (const key of [postMedia, seeded])
      await storage.putObject('business-posts', key, Buffer.from('RIFF'), 'image/webp');
    await t.db
      .insertInto('business_photos')
      .values({ business_id: business.id, url: storage.publicUrl('business-photos', photo), type: 'main' })
      .execute();
    await insertPost(t.db, {
      businessId: business.id,
      userId: owner.id,
      mediaUrl: storage.publicUrl('business-posts', postMedia),
    });
    await insertPost(t.db, {
      businessId: business.id,
      userId: owner.id,
      mediaUrl: storage.publicUrl('business-posts', seeded),
    });

    expect((await remove(city.id, business.id, partner)).statusCode).toBe(200);
    expect(await storage.driver.exists('business-photos', photo)).toBe(false);
    expect(await storage.driver.exists('business-posts', postMedia)).toBe(false);
    expect(await storage.driver.exists('business-posts', seeded)).toBe(true);
  });

  it("never reaches another city's business: 404 through this city's URL, 403 through its own", async () => {
    const toluca = await insertBusiness(t.db, { ownerId: owner.id, cityId: other.id, name: 'Lejano' });
    const through = await remove(city.id, toluca.id, partner);
    expect(through.statusCode).toBe(404);
    expect(through.json()).toEqual(NOT_FOUND);
    const direct = await remove(other.id, toluca.id, partner);
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toBe('No tienes permiso para acceder a esta página');
    // Nor can Toluca's partner delete Morelia's businesses.
    const morelia = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id });
    expect((await remove(city.id, morelia.id, otherPartner)).statusCode).toBe(403);
    expect((await remove(other.id, morelia.id, otherPartner)).json()).toEqual(NOT_FOUND);
    expect(
      await t.db.selectFrom('businesses').select('id').where('id', 'in', [toluca.id, morelia.id]).execute(),
    ).toHaveLength(2);
    expect(await auditOf(toluca.id)).toEqual([]);
  });

  it('refuses visitors, owners and plain users; the owner of the business included', async () => {
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id });
    expect((await remove(city.id, business.id)).statusCode).toBe(401);
    for (const caller of [owner, await insertUser(t.db)]) {
      expect((await remove(city.id, business.id, caller)).statusCode).toBe(403);
    }
  });

  it('answers 404 for unknown and malformed ids, and to an admin for an unknown city', async () => {
    for (const id of [randomUUID(), 'no-es-un-id']) {
      expect((await remove(city.id, id, admin)).json()).toEqual(NOT_FOUND);
    }
    const missing = await remove(randomUUID(), randomUUID(), admin);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Ciudad no encontrada' });
  });

  it('refuses while an order is being prepared or carried, and deletes once it is delivered', async () => {
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id, name: 'Con pedidos' });
    const order = await t.db
      .insertInto('orders')
      .values({
        business_id: business.id,
        user_id: owner.id,
        status: 'on_the_way',
        subtotal_amount: '50.00',
        total_amount: '50.00',
        delivery_address: 'Calle 1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await remove(city.id, business.id, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'business_has_live_orders',
      error: 'Conflict',
      message: 'Este negocio tiene pedidos en curso. Podrás eliminarlo cuando se entreguen o se cancelen.',
    });
    expect(await auditOf(business.id)).toEqual([]);

    await t.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', order.id).execute();
    const deleted = await remove(city.id, business.id, admin);
    expect(deleted.statusCode).toBe(200);
    expect(await auditOf(business.id)).toEqual([
      expect.objectContaining({ actor_id: admin.id, actor_label: 'jefa', action: 'business.delete' }),
    ]);
    // The past order went with its business (ON DELETE CASCADE).
    expect(await t.db.selectFrom('orders').select('id').where('id', '=', order.id).execute()).toEqual([]);
  });
});

/**
 * What Redis ran while `run` ran, from MONITOR: the commands that name this test's keys (the
 * shared test Redis also serves other files). A marker command after `run` is awaited, so nothing
 * that `run` sent is missed (MONITOR reports in the order Redis executed).
 */
async function commandsDuring<T>(run: () => Promise<T>): Promise<{ result: T; seen: string[][] }> {
  const monitor = await t.redis.duplicate({ keyPrefix: '' }).monitor();
  const seen: string[][] = [];
  const marker = `${t.config.redisPrefix}monitor-marker:${randomUUID()}`;
  let markerSeen: () => void = () => {};
  const markerReached = new Promise<void>((resolve) => {
    markerSeen = resolve;
  });
  monitor.on('monitor', (_time: string, args: string[]) => {
    if (args.some((arg) => arg === marker)) return markerSeen();
    if (args.some((arg) => arg.includes(t.config.redisPrefix))) seen.push(args);
  });
  try {
    const result = await run();
    const probe = t.redis.duplicate({ keyPrefix: '' });
    await probe.get(marker).finally(() => probe.disconnect());
    await markerReached;
    return { result, seen };
  } finally {
    monitor.disconnect();
  }
}

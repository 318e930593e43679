import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { createStorage, parseObjectUrl, type Storage } from '@cerca/storage';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASH, seedAll, seedDemo } from '../src/index';

const TABLES = [
  'auth.users',
  'profiles',
  'businesses',
  'business_photos',
  'reviews',
  'business_posts',
  'business_stories',
  'post_reactions',
  'post_comments',
  'business_followers',
  'business_favorites',
  'business_messages',
  'business_global_messages',
  'weekend_plans',
  'weekend_routes',
  'weekend_route_businesses',
  'menu_categories',
  'menu_items',
  'menu_item_variants',
  'drivers',
  'orders',
  'order_items',
  'driver_orders',
  'story_highlights',
  'story_highlight_items',
] as const;

let t: TestDatabase;
let storageDir: string;
let storage: Storage;
let firstRunMs = 0;
beforeAll(async () => {
  t = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'cerca-seed-'));
  storage = createStorage({ storageDir, env: 'test' });
  const started = Date.now();
  await seedAll(t.db, { storage });
  firstRunMs = Date.now() - started;
});
afterAll(async () => {
  await t?.drop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const { n } = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(n);
  }
  return out;
}

describe('demo seed', () => {
  it('takes under 10 s', () => {
    expect(firstRunMs).toBeLessThan(10_000);
  });

  it('is idempotent', async () => {
    const before = await counts();
    for (const table of TABLES) expect(before[table], table).toBeGreaterThan(0);
    const again = await seedAll(t.db, { storage });
    expect(again.demo.imagesWritten).toBe(0);
    expect(again.catalogueImagesWritten).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('fills Guadalajara and Ciudad de México with businesses and content', async () => {
    const perCity = await t.db
      .selectFrom('businesses')
      .innerJoin('cities', 'cities.id', 'businesses.city_id')
      .select('cities.name')
      .select((eb) => eb.fn.countAll().as('n'))
      .groupBy('cities.name')
      .execute();
    const byName = Object.fromEntries(perCity.map((r) => [r.name, r.n]));
    expect(byName.Guadalajara).toBeGreaterThanOrEqual(10);
    expect(byName['Ciudad de México']).toBeGreaterThanOrEqual(10);
    expect(byName.Oaxaca).toBeGreaterThanOrEqual(3);

    for (const city of ['Guadalajara', 'Ciudad de México']) {
      const { rows } = await sql<{
        live: number;
        expired: number;
        posts: number;
        events: number;
        promos: number;
      }>`
        select
          (select count(*) from business_stories s where s.city_id = c.id and s.expires_at > now())::int as live,
          (select count(*) from business_stories s where s.city_id = c.id and s.expires_at <= now())::int as expired,
          (select count(*) from business_posts p where p.city_id = c.id)::int as posts,
          (select count(*) from weekend_plans w join businesses b on b.id = w.business_id
            where b.city_id = c.id and w.active and w.event_date >= now())::int as events,
          (select count(*) from business_global_messages g join businesses b on b.id = g.business_id
            where b.city_id = c.id and g.expires_at > now())::int as promos
        from cities c where c.name = ${city}`.execute(t.db);
      const r = rows[0];
      expect(r?.live, city).toBeGreaterThan(0);
      expect(r?.expired, city).toBeGreaterThan(0);
      expect(r?.posts, city).toBeGreaterThan(10);
      expect(r?.events, city).toBeGreaterThan(0);
      expect(r?.promos, city).toBeGreaterThan(0);
    }
  });

  it('keeps rating aggregates and like counts consistent with the rows', async () => {
    const { rows } = await sql<{ bad: number }>`
      select count(*)::int as bad from businesses b
      where b.rating_count <> (select count(*) from reviews r where r.business_id = b.id)
         or b.rating_avg <> coalesce((select round(avg(rating), 2) from reviews r where r.business_id = b.id), 0)`.execute(
      t.db,
    );
    expect(rows[0]?.bad).toBe(0);
    const likes = await sql<{ bad: number }>`
      select count(*)::int as bad from business_posts p
      where p.likes_count <> (select count(*) from post_reactions r where r.post_id = p.id)`.execute(t.db);
    expect(likes.rows[0]?.bad).toBe(0);
  });

  it('writes every image it references into the storage directory, through storage', async () => {
    const urls = [
      ...(await t.db.selectFrom('business_photos').select('url').execute()).map((r) => r.url),
      ...(await t.db.selectFrom('business_posts').select('media_url as url').execute()).map((r) => r.url),
      ...(await t.db.selectFrom('business_stories').select('media_url as url').execute()).map((r) => r.url),
      ...(await t.db.selectFrom('weekend_plans').select('image_url as url').execute()).map((r) => r.url),
    ].filter((u): u is string => !!u);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      const match =
        /^\/storage\/v1\/object\/public\/(business-photos|business-posts|business-stories)\/(.+\.webp)$/.exec(
          url,
        );
      expect(match, url).not.toBeNull();
      expect(existsSync(join(storageDir, match?.[1] ?? '', match?.[2] ?? '')), url).toBe(true);
    }
    // Written by the library, so the storage service knows the content type (a sidecar per object).
    const object = parseObjectUrl(urls[0] ?? '');
    expect(object && (await storage.driver.stat(object.bucket, object.key))?.contentType).toBe('image/webp');
  });

  it('creates sign-in ready accounts with the expected roles', async () => {
    const rows = await t.db
      .selectFrom('auth.users')
      .innerJoin('profiles', 'profiles.id', 'auth.users.id')
      .select([
        'auth.users.email',
        'auth.users.encrypted_password',
        'profiles.role',
        'profiles.managed_city_id',
        'profiles.user_type',
      ])
      .where('auth.users.email', 'in', Object.values(DEMO_ACCOUNTS))
      .execute();
    expect(rows).toHaveLength(Object.keys(DEMO_ACCOUNTS).length);
    for (const r of rows) expect(r.encrypted_password).toBe(DEMO_PASSWORD_HASH);
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail[DEMO_ACCOUNTS.admin]?.role).toBe('admin');
    expect(byEmail[DEMO_ACCOUNTS.partnerGuadalajara]?.role).toBe('city_partner');
    expect(byEmail[DEMO_ACCOUNTS.partnerGuadalajara]?.managed_city_id).toBeTruthy();
    expect(byEmail[DEMO_ACCOUNTS.owner]?.user_type).toBe('business');
  });

  it('finds businesses accent-insensitively through the trigram index expression', async () => {
    const { rows } = await sql<{ name: string }>`
      select name from businesses
      where public.f_unaccent(lower(name)) like public.f_unaccent(lower(${'%cafe%'}))
      order by rating_avg desc, rating_count desc`.execute(t.db);
    expect(rows.map((r) => r.name)).toContain('Café Chapultepec');
  });

  it('moves time-relative rows forward when re-run later', async () => {
    const later = new Date(Date.now() + 3 * 24 * 3_600_000);
    await seedDemo(t.db, { storage, now: later });
    const { rows } = await sql<{ live: number }>`
      select count(*)::int as live from business_stories where expires_at > ${later}`.execute(t.db);
    expect(rows[0]?.live).toBeGreaterThan(0);
    await seedDemo(t.db, { storage });
  });
});

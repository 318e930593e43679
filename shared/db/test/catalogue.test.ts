import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll, seedCatalogue } from '../src/seed/index';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const SUBCATEGORY_COUNTS: Record<string, number> = {
  Restaurantes: 20,
  Cafeterías: 7,
  Tiendas: 10,
  Servicios: 9,
  Fitness: 8,
  Belleza: 9,
  'Vida Nocturna': 10,
  Hospedaje: 10,
  Experiencias: 30,
  Noticias: 10,
  Salud: 12,
  Educación: 12,
  Deportes: 14,
  Mercadito: 18,
};

let database: TestDatabase;
let storageDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), 'cerca-seed-'));
  await seedAll(database.db, { storageDir });
}, 60_000);

afterAll(async () => {
  await database?.drop();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('catalogue seed', () => {
  it('has the 14 main categories with exactly the subcategory counts of spec 01 §2', async () => {
    const rows = await database.db
      .selectFrom('categories as c')
      .leftJoin('subcategories as s', 's.category_id', 'c.id')
      .select([
        'c.name',
        'c.image_url',
        'c.banner_url',
        'c.color',
        (eb) => eb.fn.count<number>('s.id').as('subcategories'),
      ])
      .groupBy(['c.name', 'c.image_url', 'c.banner_url', 'c.color', 'c.sort_order'])
      .orderBy('c.sort_order')
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.name, Number(row.subcategories)]))).toEqual(
      SUBCATEGORY_COUNTS,
    );
    for (const row of rows) {
      expect(row.image_url).toBeTruthy();
      expect(row.banner_url).toBeTruthy();
      expect(row.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('puts México first, with flags, and at least twelve Mexican cities with coordinates and time zone', async () => {
    const countries = await database.db
      .selectFrom('countries')
      .select(['name', 'flag_url'])
      .orderBy('sort_order')
      .execute();
    expect(countries[0]?.name).toBe('México');
    expect(countries.length).toBeGreaterThanOrEqual(5);
    for (const country of countries) expect(country.flag_url).toMatch(/^\/static\/flags\/.+\.svg$/);

    const cities = await database.db
      .selectFrom('cities as c')
      .innerJoin('countries as co', 'co.id', 'c.country_id')
      .where('co.name', '=', 'México')
      .select(['c.name', 'c.state', 'c.latitude', 'c.longitude', 'c.time_zone'])
      .execute();
    expect(cities.length).toBeGreaterThanOrEqual(12);
    const names = cities.map((city) => city.name);
    for (const required of [
      'Ciudad de México',
      'Guadalajara',
      'Monterrey',
      'Puebla',
      'Oaxaca',
      'Mérida',
      'Querétaro',
      'Cancún',
    ]) {
      expect(names).toContain(required);
    }
    const guadalajara = cities.find((city) => city.name === 'Guadalajara')!;
    expect(guadalajara.state).toBe('Jalisco');
    expect(Number(guadalajara.latitude)).toBeCloseTo(20.67, 1);
    expect(guadalajara.time_zone).toBe('America/Mexico_City');
  });

  it('has demo businesses with photos, reviews, posts, stories and events in Guadalajara and Ciudad de México', async () => {
    for (const city of ['Guadalajara', 'Ciudad de México']) {
      const counts = await database.db
        .selectFrom('businesses as b')
        .innerJoin('cities as c', 'c.id', 'b.city_id')
        .where('c.name', '=', city)
        .select((eb) => [
          eb.fn.count<number>('b.id').distinct().as('businesses'),
          eb
            .selectFrom('business_photos as p')
            .whereRef('p.business_id', '=', 'b.id')
            .select((x) => x.fn.countAll<number>().as('n'))
            .limit(1)
            .as('photos_of_one'),
        ])
        .groupBy('b.id')
        .execute();
      expect(counts.length, city).toBeGreaterThanOrEqual(8);
      for (const row of counts) expect(Number(row.photos_of_one), city).toBeGreaterThan(0);
    }
    const totals = await database.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('reviews')
          .select((x) => x.fn.countAll<number>().as('n'))
          .as('reviews'),
        eb
          .selectFrom('business_posts')
          .select((x) => x.fn.countAll<number>().as('n'))
          .as('posts'),
        eb
          .selectFrom('business_stories')
          .where('expires_at', '>', new Date())
          .select((x) => x.fn.countAll<number>().as('n'))
          .as('live_stories'),
        eb
          .selectFrom('weekend_plans')
          .where('event_date', '>=', new Date())
          .select((x) => x.fn.countAll<number>().as('n'))
          .as('upcoming_events'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(totals.reviews)).toBeGreaterThan(20);
    expect(Number(totals.posts)).toBeGreaterThan(10);
    expect(Number(totals.live_stories)).toBeGreaterThan(0);
    expect(Number(totals.upcoming_events)).toBeGreaterThan(0);
  });

  it('keeps the rating aggregates equal to the reviews', async () => {
    const mismatches = await database.db
      .selectFrom('businesses as b')
      .leftJoin('reviews as r', 'r.business_id', 'b.id')
      .select([
        'b.id',
        'b.rating_avg',
        'b.rating_count',
        (eb) => eb.fn.count<number>('r.id').as('n'),
        (eb) => eb.fn.avg<string>('r.rating').as('avg'),
      ])
      .groupBy(['b.id', 'b.rating_avg', 'b.rating_count'])
      .execute();
    for (const row of mismatches) {
      expect(row.rating_count).toBe(Number(row.n));
      expect(Number(row.rating_avg)).toBeCloseTo(row.avg === null ? 0 : Number(row.avg), 2);
    }
  });

  it('is idempotent: seeding twice changes nothing', async () => {
    const count = async () =>
      database.db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('countries')
            .select((x) => x.fn.countAll<number>().as('n'))
            .as('countries'),
          eb
            .selectFrom('subcategories')
            .select((x) => x.fn.countAll<number>().as('n'))
            .as('subcategories'),
          eb
            .selectFrom('businesses')
            .select((x) => x.fn.countAll<number>().as('n'))
            .as('businesses'),
          eb
            .selectFrom('reviews')
            .select((x) => x.fn.countAll<number>().as('n'))
            .as('reviews'),
          eb
            .selectFrom('auth.users')
            .select((x) => x.fn.countAll<number>().as('n'))
            .as('users'),
        ])
        .executeTakeFirstOrThrow();
    const before = await count();
    await seedCatalogue(database.db);
    await seedAll(database.db, { storageDir });
    expect(await count()).toEqual(before);
  });
});

import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CATALOGUE_BUCKET,
  CATEGORIES,
  CITIES,
  COUNTRIES,
  catalogueObjectUrl,
  findCategory,
  isValidSubcategory,
} from '@cerca/catalogue';
import { seedCatalogue } from '@cerca/catalogue/seed-catalogue';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { createStorage, inspectUpload, parseObjectUrl, publicObjectUrl, type Storage } from '@cerca/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagSourceFile, writeCatalogueMedia } from '../src/media/catalogue-media';

const EXPECTED_COUNTS: Record<string, number> = {
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

let t: TestDatabase;
let storageDir: string;
let storage: Storage;
let imagesWritten = 0;
beforeAll(async () => {
  t = await createTestDatabase({ seedCatalogue: true });
  storageDir = await mkdtemp(join(tmpdir(), 'cerca-catalogue-'));
  storage = createStorage({ storageDir, env: 'test' });
  imagesWritten = await writeCatalogueMedia(storage);
});
afterAll(async () => {
  await t?.drop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

/** The stored object behind a catalogue URL: public, in the catalogue bucket, a WebP. */
async function storedImage(url: string | null) {
  const object = parseObjectUrl(url ?? '');
  expect(object?.bucket, url ?? 'null').toBe(CATALOGUE_BUCKET);
  return object ? storage.driver.stat(object.bucket, object.key) : null;
}

describe('catalogue', () => {
  it('has the 14 main categories with their exact subcategory counts', async () => {
    const rows = await t.db
      .selectFrom('categories')
      .leftJoin('subcategories', 'subcategories.category_id', 'categories.id')
      .select(['categories.name', 'categories.color', 'categories.image_url', 'categories.banner_url'])
      .select((eb) => eb.fn.count('subcategories.id').as('n'))
      .groupBy('categories.id')
      .orderBy('categories.sort_order')
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.name, r.n]))).toEqual(EXPECTED_COUNTS);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(EXPECTED_COUNTS));
    for (const r of rows) {
      expect(r.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(r.image_url).toBeTruthy();
      expect(r.banner_url).toBeTruthy();
    }
    const restaurantes = await t.db
      .selectFrom('subcategories')
      .select('name')
      .where('category_id', '=', 'restaurantes')
      .orderBy('sort_order')
      .execute();
    expect(restaurantes[0]?.name).toBe('Comida rápida');
    expect(restaurantes.at(-1)?.name).toBe('Comida callejera');
  });

  it('lists México first, then the other countries, each with a flag in storage', async () => {
    const countries = await t.db
      .selectFrom('countries')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('name')
      .execute();
    expect(countries[0]?.name).toBe('México');
    expect(countries.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Estados Unidos', 'Colombia', 'España', 'Argentina', 'Perú', 'Chile']),
    );
    for (const c of countries) {
      expect(c.flag_url).toBe(`/storage/v1/object/public/catalogue/flags/${c.code.toLowerCase()}.webp`);
      expect(existsSync(flagSourceFile(c.code)), c.code).toBe(true);
      expect((await storedImage(c.flag_url))?.contentType).toBe('image/webp');
    }
  });

  it('has at least 12 Mexican cities with state, coordinates and time zone', async () => {
    const cities = await t.db
      .selectFrom('cities')
      .innerJoin('countries', 'countries.id', 'cities.country_id')
      .select(['cities.name', 'cities.state', 'cities.latitude', 'cities.longitude', 'cities.time_zone'])
      .where('countries.code', '=', 'MX')
      .execute();
    expect(cities.length).toBeGreaterThanOrEqual(12);
    expect(cities.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Ciudad de México',
        'Guadalajara',
        'Monterrey',
        'Puebla',
        'Oaxaca',
        'Mérida',
        'Querétaro',
        'Cancún',
      ]),
    );
    for (const c of cities) {
      expect(c.state).toBeTruthy();
      expect(Number(c.latitude)).toBeGreaterThan(14);
      expect(Number(c.latitude)).toBeLessThan(33);
      expect(Number(c.longitude)).toBeLessThan(-86);
      expect(c.time_zone).toMatch(/^America\//);
    }
    const foreign = await t.db
      .selectFrom('cities')
      .innerJoin('countries', 'countries.id', 'cities.country_id')
      .select('cities.name')
      .where('countries.code', '<>', 'MX')
      .execute();
    expect(foreign.length).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    const count = async () =>
      Promise.all(
        (['countries', 'cities', 'categories', 'subcategories'] as const).map(async (table) => {
          const { n } = await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow();
          return n;
        }),
      );
    const before = await count();
    await seedCatalogue(t.db);
    await seedCatalogue(t.db);
    expect(await count()).toEqual(before);
    expect(before).toEqual([COUNTRIES.length, CITIES.length, 14, 179]);
  });

  it('draws an image and a banner for every category into storage, once', async () => {
    expect(imagesWritten).toBe(COUNTRIES.length + CATEGORIES.length * 2);
    for (const c of CATEGORIES) {
      expect((await storedImage(c.imageUrl))?.contentType, c.id).toBe('image/webp');
      expect((await storedImage(c.bannerUrl))?.contentType, c.id).toBe('image/webp');
    }
    expect(await writeCatalogueMedia(storage)).toBe(0);
  });

  it('builds the same URLs as the storage library, in a bucket uploads cannot write', async () => {
    expect(catalogueObjectUrl('flags/mx.webp')).toBe(publicObjectUrl(CATALOGUE_BUCKET, 'flags/mx.webp'));
    const webp = await storage.driver.get(CATALOGUE_BUCKET, 'flags/mx.webp');
    const bytes = Buffer.concat(await webp!.body.toArray());
    expect(() => inspectUpload(CATALOGUE_BUCKET, bytes)).toThrow(
      expect.objectContaining({ statusCode: 415 }),
    );
  });

  it('matches route parameters to categories case- and accent-insensitively', () => {
    expect(findCategory('restaurantes')?.name).toBe('Restaurantes');
    expect(findCategory('vida%20nocturna')?.name).toBe('Vida Nocturna');
    expect(findCategory('vida-nocturna')?.name).toBe('Vida Nocturna');
    expect(findCategory('CAFETERÍAS')?.name).toBe('Cafeterías');
    expect(findCategory('educacion')?.name).toBe('Educación');
    expect(findCategory('zapatos')).toBeUndefined();
    expect(findCategory('100%')).toBeUndefined();
    expect(isValidSubcategory('Restaurantes', 'Tacos')).toBe(true);
    expect(isValidSubcategory('Restaurantes', 'Yoga')).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';

const t = useServiceTest([discoveryService], { seedCatalogue: true });

const get = (url: string) => t.inject({ method: 'GET', url: `/api/discovery${url}` });

describe('GET /api/discovery/countries', () => {
  it('lists México first, then the others by sort order and name', async () => {
    const response = await get('/countries');
    expect(response.statusCode).toBe(200);
    const { countries } = response.json() as {
      countries: Array<{ id: string; name: string; code: string; flag_url: string }>;
    };
    expect(countries[0]).toMatchObject({
      name: 'México',
      code: 'MX',
      flag_url: '/storage/v1/object/public/catalogue/flags/mx.webp',
    });
    const stored = await t.db.selectFrom('countries').select(['code', 'sort_order', 'name']).execute();
    const expected = [...stored]
      .sort((a, b) => a.sort_order - b.sort_order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((country) => country.code);
    expect(countries.map((country) => country.code)).toEqual(expected);
  });
});

describe('GET /api/discovery/cities', () => {
  it('lists the cities of a country by name, each with its country', async () => {
    const { countries } = (await get('/countries')).json();
    const mexico = countries[0];
    const response = await get(`/cities?countryId=${mexico.id}`);
    expect(response.statusCode).toBe(200);
    const { cities } = response.json() as { cities: Array<Record<string, unknown> & { name: string }> };
    expect(cities.length).toBeGreaterThan(3);
    for (const city of cities) {
      expect(city).toMatchObject({
        country_id: mexico.id,
        country: { id: mexico.id, name: 'México', flag_url: mexico.flag_url },
        time_zone: expect.any(String),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      });
    }
    // Accent- and case-insensitive: 'Ávila' sorts with the a's, not after 'z' as the C collation would.
    const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const names = cities.map((city) => fold(city.name));
    expect(names).toEqual([...names].sort());
  });

  it('lists every city without countryId, and refuses a malformed countryId', async () => {
    const all = (await get('/cities')).json().cities;
    const total = await t.db
      .selectFrom('cities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(total.n));
    const bad = await get('/cities?countryId=mx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      message: 'Los datos enviados no son válidos. Revisa el formulario.',
    });
  });
});

describe('GET /api/discovery/cities/:id', () => {
  it('returns one city with its country', async () => {
    const [first] = (await get('/cities')).json().cities;
    const response = await get(`/cities/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ city: first });
  });

  it('answers 404 Ciudad no encontrada for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'oaxaca']) {
      const response = await get(`/cities/${id}`);
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

describe('GET /api/discovery/categories', () => {
  it('lists the 14 main categories in order with their subcategories, image, banner and colour', async () => {
    const response = await get('/categories');
    expect(response.statusCode).toBe(200);
    const { categories } = response.json() as {
      categories: Array<{
        id: string;
        name: string;
        image_url: string;
        banner_url: string;
        color: string;
        subcategories: Array<{ id: string; name: string }>;
      }>;
    };
    expect(categories.map((category) => category.name)).toEqual([
      'Restaurantes',
      'Cafeterías',
      'Tiendas',
      'Servicios',
      'Fitness',
      'Belleza',
      'Vida Nocturna',
      'Hospedaje',
      'Experiencias',
      'Noticias',
      'Salud',
      'Educación',
      'Deportes',
      'Mercadito',
    ]);
    const counts = Object.fromEntries(
      categories.map((category) => [category.name, category.subcategories.length]),
    );
    expect(counts).toMatchObject({
      Restaurantes: 20,
      Cafeterías: 7,
      Tiendas: 10,
      Servicios: 9,
      Fitness: 8,
      Belleza: 9,
      'Vida Nocturna': 10,
      Hospedaje: 10,
      Noticias: 10,
      Salud: 12,
      Educación: 12,
      Deportes: 14,
      Mercadito: 18,
    });
    expect(counts.Experiencias).toBeGreaterThanOrEqual(25);
    for (const category of categories) {
      expect(category.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(category.image_url).toBeTruthy();
      expect(category.banner_url).toBeTruthy();
    }
    // Subcategories keep the catalogue's display order.
    const stored = await t.db
      .selectFrom('subcategories')
      .select('name')
      .where('category_id', '=', 'restaurantes')
      .orderBy('sort_order')
      .execute();
    expect(categories[0]!.subcategories.map((sub) => sub.name)).toEqual(stored.map((sub) => sub.name));
  });
});

describe('GET /api/discovery/openapi.json', () => {
  it('documents every route of the service', async () => {
    const response = await get('/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const route of [
      '/countries',
      '/cities',
      '/cities/{id}',
      '/categories',
      '/businesses',
      '/businesses/{id}',
    ]) {
      expect(paths.some((p) => p.endsWith(route))).toBe(true);
    }
  });
});

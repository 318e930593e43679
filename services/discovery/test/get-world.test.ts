import { publishCatalogueChanged } from '@cerca/queues';
import { loadConfig } from '@cerca/service-kit';
import { createServiceTest, type ServiceTest, useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { discoveryService } from '../src/plugin';
import { worldMarker, worldSatellite } from '../src/world-map';

const t = useServiceTest([discoveryService]);

const getWorld = (app: Pick<ServiceTest, 'inject'> = t, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/discovery/world', headers });

async function insertCountry(code: string, name: string, sortOrder: number) {
  return t.db
    .insertInto('countries')
    .values({
      code,
      name,
      sort_order: sortOrder,
      flag_url: `/storage/v1/object/public/catalogue/flags/${code}.webp`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function insertCities(countryId: string, cities: Array<[string, number | null, number | null]>) {
  await t.db
    .insertInto('cities')
    .values(
      cities.map(([name, latitude, longitude]) => ({
        name,
        state: name,
        country_id: countryId,
        latitude,
        longitude,
      })),
    )
    .execute();
}

interface WorldBody {
  countries: Array<{
    id: string;
    code: string;
    name: string;
    flag_url: string;
    city_count: number;
    marker: null | {
      latitude: number;
      longitude: number;
      nearest_city: { name: string; latitude: number; longitude: number };
    };
  }>;
  totals: { countries: number; cities: number };
  satellite: null | { url_template: string; attribution: string };
}

let mexicoId: string;
let peruId: string;

beforeAll(async () => {
  // Inserted out of order: the answer follows sort_order (México is 0), then the name.
  const spain = await insertCountry('ES', 'España', 30);
  const fiji = await insertCountry('FJ', 'Fiyi', 90);
  const mexico = await insertCountry('MX', 'México', 0);
  const unlocated = await insertCountry('BZ', 'Belice', 30);
  peruId = (await insertCountry('PE', 'Perú', 50)).id;
  mexicoId = mexico.id;
  await insertCities(mexico.id, [
    ['Tijuana', 32.514947, -117.038247],
    ['Cancún', 21.161908, -86.851528],
    ['Guadalajara', 20.659699, -103.349609],
    // A city a partner created without coordinates counts, but does not move the flag.
    ['Pueblo Nuevo', null, null],
  ]);
  await insertCities(spain.id, [
    ['Madrid', 40.416775, -3.70379],
    ['Las Palmas de Gran Canaria', 28.123546, -15.436257],
    ['Santa Cruz de Tenerife', 28.463629, -16.251846],
  ]);
  // Either side of the antimeridian.
  await insertCities(fiji.id, [
    ['Isla Este', -16.8, 179.5],
    ['Isla Oeste', -16.8, -179.5],
  ]);
  await insertCities(unlocated.id, [['Sin Coordenadas', null, null]]);
});

describe('GET /api/discovery/world', () => {
  it('lists only the countries that have cities, México first, with their counts and the totals', async () => {
    const response = await getWorld();
    expect(response.statusCode).toBe(200);
    const body = response.json() as WorldBody;
    expect(body.countries.map((country) => [country.code, country.name, country.city_count])).toEqual([
      ['MX', 'México', 4],
      ['BZ', 'Belice', 1],
      ['ES', 'España', 3],
      ['FJ', 'Fiyi', 2],
    ]);
    expect(body.countries[0]).toMatchObject({
      id: mexicoId,
      flag_url: '/storage/v1/object/public/catalogue/flags/MX.webp',
    });
    // Perú has no city: it is neither listed nor counted.
    expect(body.totals).toEqual({ countries: 4, cities: 10 });
  });

  it('puts the flag at the spherical mean of the located cities, with the city nearest it', async () => {
    const { countries } = (await getWorld()).json() as WorldBody;
    const [mexico, belize, spain, fiji] = countries;
    expect(mexico?.marker?.latitude).toBeCloseTo(25.277161, 5);
    expect(mexico?.marker?.longitude).toBeCloseTo(-101.938006, 5);
    expect(mexico?.marker?.nearest_city).toEqual({
      name: 'Guadalajara',
      latitude: 20.659699,
      longitude: -103.349609,
    });
    // Madrid and two Canary Islands cities average out in the Atlantic, off Morocco: the map moves
    // the flag to the nearest city (Las Palmas) after checking the country's shape.
    expect(spain?.marker?.latitude).toBeCloseTo(32.451104, 5);
    expect(spain?.marker?.longitude).toBeCloseTo(-12.186791, 5);
    expect(spain?.marker?.nearest_city).toEqual({
      name: 'Las Palmas de Gran Canaria',
      latitude: 28.123546,
      longitude: -15.436257,
    });
    // Averaging degrees would put Fiji's flag off Africa (longitude 0); on the sphere it stays at 180°.
    expect(Math.abs(fiji?.marker?.longitude ?? 0)).toBeCloseTo(180, 5);
    expect(fiji?.marker?.latitude).toBeCloseTo(-16.800604, 5);
    // No coordinates at all: the map places the flag on the country's shape.
    expect(belize?.marker).toBeNull();
  });

  it('is public and cacheable: Cache-Control, a strong ETag and 304 to If-None-Match', async () => {
    const first = await getWorld();
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await getWorld(t, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const signedIn = await t.inject({ method: 'GET', url: '/api/discovery/world' }, { id: mexicoId });
    expect(signedIn.json()).toEqual(first.json());
  });

  it('is documented, with how to configure the satellite tiles', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/discovery/openapi.json' });
    const paths = response.json().paths as Record<string, { get?: { description?: string } }>;
    const world = Object.entries(paths).find(([path]) => path.endsWith('/world'))?.[1];
    expect(world?.get?.description).toMatch(/MAP_SATELLITE_TILE_URL.*MAP_TOKEN/s);
  });

  it('has no satellite tiles unless they are configured', async () => {
    expect(((await getWorld()).json() as WorldBody).satellite).toBeNull();
    expect(loadConfig({})).toMatchObject({
      mapSatelliteTileUrl: null,
      mapToken: null,
      mapSatelliteAttribution: null,
    });
  });

  // Last: it adds a country. Creating a city publishes the catalogue change (admin, partner).
  it('shows a new city once the catalogue changes', async () => {
    await insertCities(peruId, [['Lima', -12.046374, -77.042793]]);
    await publishCatalogueChanged(t.redis, t.config.redisPrefix);
    await vi.waitFor(
      async () => {
        const body = (await getWorld()).json() as WorldBody;
        expect(body.countries.map((country) => country.code)).toContain('PE');
        expect(body.totals).toEqual({ countries: 5, cities: 11 });
      },
      { timeout: 3000, interval: 50 },
    );
  });
});

describe('GET /api/discovery/world with satellite tiles configured', () => {
  const env = {
    MAP_SATELLITE_TILE_URL: 'https://tiles.example.com/satellite/{z}/{x}/{y}.jpg?access_token={token}',
    MAP_TOKEN: 'pk.publico+1',
    MAP_SATELLITE_ATTRIBUTION: '© Ejemplo Satelital',
  };
  let satellite: ServiceTest | undefined;
  beforeAll(async () => {
    const { mapSatelliteTileUrl, mapToken, mapSatelliteAttribution } = loadConfig(env);
    // A service instance of its own: the shared one holds the first app's queues.
    satellite = await createServiceTest([discoveryService], {
      config: { mapSatelliteTileUrl, mapToken, mapSatelliteAttribution },
    });
  });
  afterAll(async () => {
    await satellite?.close();
  });

  it('answers the tile template from the environment, with the token in place', async () => {
    const response = await getWorld(satellite);
    expect(response.statusCode).toBe(200);
    expect((response.json() as WorldBody).satellite).toEqual({
      url_template: 'https://tiles.example.com/satellite/{z}/{x}/{y}.jpg?access_token=pk.publico%2B1',
      attribution: '© Ejemplo Satelital',
    });
    // A database without cities: an empty map, still with its tiles.
    expect(response.json()).toMatchObject({ countries: [], totals: { countries: 0, cities: 0 } });
  });

  it('refuses a template that cannot work (the route reads it when the service starts)', async () => {
    const config = (overrides: Record<string, string>) => {
      const loaded = loadConfig({ ...env, ...overrides });
      return {
        mapSatelliteTileUrl: loaded.mapSatelliteTileUrl,
        mapToken: loaded.mapToken,
        mapSatelliteAttribution: loaded.mapSatelliteAttribution,
      };
    };
    expect(() =>
      worldSatellite(config({ MAP_SATELLITE_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })),
    ).toThrow(/MAP_SATELLITE_TILE_URL/);
    expect(() =>
      worldSatellite(config({ MAP_SATELLITE_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}' })),
    ).toThrow(/MAP_SATELLITE_TILE_URL/);
    expect(() => worldSatellite(config({ MAP_TOKEN: '' }))).toThrow(/MAP_TOKEN/);
    // No token needed when the template does not ask for one; no attribution is allowed.
    expect(
      worldSatellite(
        config({ MAP_SATELLITE_TILE_URL: 'https://x.example/{z}/{y}/{x}', MAP_SATELLITE_ATTRIBUTION: '' }),
      ),
    ).toEqual({ url_template: 'https://x.example/{z}/{y}/{x}', attribution: '' });
  });
});

describe('worldMarker', () => {
  it('has no marker without located cities, and one on the city itself for a single city', () => {
    expect(worldMarker([])).toBeNull();
    const oaxaca = { name: 'Oaxaca', latitude: 17.073184, longitude: -96.726588 };
    expect(worldMarker([oaxaca])).toEqual({
      latitude: 17.073184,
      longitude: -96.726588,
      nearest_city: oaxaca,
    });
  });

  it('puts antipodal cities, whose mean is undefined, on the first city', () => {
    const north = { name: 'Norte', latitude: 10, longitude: 20 };
    const south = { name: 'Sur', latitude: -10, longitude: -160 };
    expect(worldMarker([north, south])).toEqual({ latitude: 10, longitude: 20, nearest_city: north });
  });
});

import { catalogueChannel, publishCatalogueChanged } from '@cerca/queues';
import { buildTestApp, type TestApp, useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { discoveryService } from '../src/plugin';

const t = useServiceTest([discoveryService], { seedCatalogue: true });
let other: TestApp | undefined;
afterAll(async () => {
  await other?.close();
});

const get = (app: Pick<TestApp, 'inject'>, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/discovery${url}`, headers });

describe('catalogue caching', () => {
  it('sends Cache-Control and a strong ETag, and answers 304 to If-None-Match', async () => {
    for (const url of ['/countries', '/categories', '/cities']) {
      const first = await get(t, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(t, url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(t, url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
    const { cities } = (await get(t, '/cities')).json() as { cities: Array<{ id: string }> };
    const city = await get(t, `/cities/${cities[0]?.id}`);
    expect(city.statusCode).toBe(200);
    expect(
      (await get(t, `/cities/${cities[0]?.id}`, { 'if-none-match': String(city.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it('sends large answers compressed when the client accepts it', async () => {
    const response = await get(t, '/categories', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('serves from memory until a city is created and the catalogue invalidated, in every process', async () => {
    // A second app on the same database and Redis prefix stands for another process.
    other = await buildTestApp([discoveryService], t.db, t.config);
    // Both apps cache only once they listen to invalidations: wait for their subscriptions.
    const channel = catalogueChannel(t.config.redisPrefix);
    await get(other, '/countries');
    await vi.waitFor(async () => expect(await t.redis.pubsub('NUMSUB', channel)).toEqual([channel, 2]), {
      timeout: 3000,
      interval: 20,
    });
    // Redis sent each subscriber its acknowledgement before it counted 2; one turn of the event
    // loop lets both apps read it and start caching (setListening), no waiting on the clock.
    await new Promise((resolve) => setImmediate(resolve));
    const { countries } = (await get(t, '/countries')).json() as {
      countries: Array<{ id: string; code: string }>;
    };
    const mexico = countries.find((country) => country.code === 'MX');
    const url = `/cities?countryId=${mexico?.id}`;
    const before = await get(t, url);
    const beforeOther = await get(other, url);
    expect(beforeOther.headers.etag).toBe(before.headers.etag);

    const city = await t.db
      .insertInto('cities')
      .values({
        name: 'Zacatecas de Prueba',
        state: 'Zacatecas',
        country_id: String(mexico?.id),
        latitude: 22.77,
        longitude: -102.58,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const names = (response: { json: () => unknown }) =>
      (response.json() as { cities: Array<{ name: string }> }).cities.map((entry) => entry.name);

    // Still the cached copy: the database is not read on every request.
    expect(names(await get(t, url))).not.toContain('Zacatecas de Prueba');
    expect(names(await get(other, url))).not.toContain('Zacatecas de Prueba');

    await publishCatalogueChanged(t.redis, t.config.redisPrefix);

    // Every process, this one included, when the Redis message arrives.
    await vi.waitFor(async () => expect(names(await get(t, url))).toContain('Zacatecas de Prueba'), {
      timeout: 3000,
      interval: 50,
    });
    const after = await get(t, url);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get(t, url, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect(names(await get(other as TestApp, url))).toContain('Zacatecas de Prueba'),
      {
        timeout: 3000,
        interval: 50,
      },
    );
    expect((await get(other, `/cities/${city.id}`)).statusCode).toBe(200);
  });
});

import { BUSINESS_PAGE_SIZE } from '@cerca/contracts/business-search';
import { localClock, resolveTimeZone } from '@cerca/contracts/opening-hours';
import {
  ALWAYS_OPEN,
  type BusinessFixture,
  insertBusiness,
  insertBusinessPhoto,
  insertCity,
  insertUser,
} from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError, insertEvent, setRating } from './business-fixtures';

const t = useServiceTest([discoveryService]);
let cityId: string;
let otherCityId: string;
let ownerId: string;

beforeAll(async () => {
  cityId = (await insertCity(t.db, { name: 'Puebla', state: 'Puebla' })).id;
  otherCityId = (await insertCity(t.db, { name: 'Mérida', state: 'Yucatán' })).id;
  ownerId = (await insertUser(t.db, { userType: 'business' })).id;
});

const search = (query: Record<string, string>) =>
  t.inject({ method: 'GET', url: `/api/discovery/businesses?${new URLSearchParams(query)}` });

async function business(cityOf: string, columns: Omit<BusinessFixture, 'ownerId' | 'cityId'>) {
  return insertBusiness(t.db, { ownerId, cityId: cityOf, ...columns });
}

describe('GET /api/discovery/businesses', () => {
  it('orders a city by rating, then review count, then id, all descending, with the card fields', async () => {
    const city = (await insertCity(t.db, { name: 'Tlaxcala', state: 'Tlaxcala' })).id;
    const low = await business(city, { name: 'Bajo', price_range: 2 });
    const tieA = await business(city, { name: 'Empate A' });
    const tieB = await business(city, { name: 'Empate B' });
    const top = await business(city, { name: 'Mejor' });
    const manyReviews = await business(city, { name: 'Muchas reseñas' });
    await business(otherCityId, { name: 'Otra ciudad' });
    await setRating(t.db, low.id, 3.5, 2);
    await setRating(t.db, tieA.id, 4.5, 3);
    await setRating(t.db, tieB.id, 4.5, 3);
    await setRating(t.db, top.id, 5, 1);
    await setRating(t.db, manyReviews.id, 4.5, 10);

    const response = await search({ city_id: city });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [tieFirst, tieSecond] = [tieA.id, tieB.id].sort().reverse();
    expect(body.businesses.map((b: { id: string }) => b.id)).toEqual([
      top.id,
      manyReviews.id,
      tieFirst,
      tieSecond,
      low.id,
    ]);
    expect(body.total).toBe(5);
    expect(body.next_cursor).toBeNull();
    expect(body.businesses[4]).toEqual({
      id: low.id,
      name: 'Bajo',
      description: 'Café de especialidad',
      category: 'Cafeterías',
      subcategory: 'Café de especialidad',
      price_range: 2,
      rating_avg: 3.5,
      rating_count: 2,
      city: 'Oaxaca',
      state: 'Oaxaca',
      main_photo_url: null,
      main_photo_thumbnail_url: null,
      upcoming_events: [],
      open_now: expect.any(Boolean),
      orders_paused: false,
    });
  });

  it('says on each card whether the business is open now: its week and a special date closed today (issue 25)', async () => {
    const city = (await insertCity(t.db, { name: 'Colima', state: 'Colima' })).id;
    const today = localClock(new Date(), resolveTimeZone(null)).date;
    const open = await business(city, { name: 'Abierto', schedule: ALWAYS_OPEN });
    const closedToday = await business(city, {
      name: 'Cerrado hoy',
      schedule: ALWAYS_OPEN,
      special_hours: JSON.stringify([{ date: today, start: '', end: '' }]),
    });
    const closedDays = Object.fromEntries(
      Object.keys(ALWAYS_OPEN).map((key) => [key, '']),
    ) as typeof ALWAYS_OPEN;
    const neverOpen = await business(city, { name: 'Sin horario', schedule: closedDays });
    // "Pausar pedidos" in the kitchen: open by its hours, but taking no orders for now.
    const paused = await business(city, { name: 'En pausa', schedule: ALWAYS_OPEN });
    await t.db
      .updateTable('businesses')
      .set({ orders_paused_until: new Date(Date.now() + 30 * 60_000) })
      .where('id', '=', paused.id)
      .execute();
    const body = (await search({ city_id: city })).json();
    const stateById = new Map(
      body.businesses.map((b: { id: string; open_now: boolean; orders_paused: boolean }) => [
        b.id,
        [b.open_now, b.orders_paused],
      ]),
    );
    expect(stateById).toEqual(
      new Map([
        [open.id, [true, false]],
        [closedToday.id, [false, false]],
        [neverOpen.id, [false, false]],
        [paused.id, [false, true]],
      ]),
    );
  });

  it('matches category and subcategory case-insensitively', async () => {
    const city = (await insertCity(t.db, { name: 'Toluca', state: 'México' })).id;
    const tacos = await business(city, {
      name: 'Tacos',
      category: 'Restaurantes',
      subcategory: 'Comida Callejera',
    });
    const sushi = await business(city, { name: 'Sushi', category: 'Restaurantes', subcategory: 'Japonesa' });
    await business(city, { name: 'Gimnasio', category: 'Fitness', subcategory: 'Gimnasios' });

    const byCategory = (await search({ city_id: city, category: 'restaurantes' })).json();
    expect(byCategory.businesses.map((b: { id: string }) => b.id).sort()).toEqual(
      [tacos.id, sushi.id].sort(),
    );
    expect(byCategory.total).toBe(2);
    const bySubcategory = (
      await search({ city_id: city, category: 'RESTAURANTES', subcategory: 'comida callejera' })
    ).json();
    expect(bySubcategory.businesses.map((b: { id: string }) => b.id)).toEqual([tacos.id]);
    expect(bySubcategory.total).toBe(1);
    // A subcategory alone narrows too; blank filters are ignored.
    expect((await search({ city_id: city, subcategory: 'japonesa', category: '  ' })).json().total).toBe(1);
    expect((await search({ city_id: city, category: 'Restaurante' })).json().total).toBe(0);
  });

  it('matches q in name or description ignoring case and accents, literally', async () => {
    const city = (await insertCity(t.db, { name: 'Celaya', state: 'Guanajuato' })).id;
    const accented = await business(city, { name: 'Café Azul', description: 'Pan dulce' });
    const plain = await business(city, { name: 'La Esquina', description: 'El mejor cafe de la ciudad' });
    const percent = await business(city, { name: 'Todo al 100% natural', description: 'Jugos' });
    await business(city, { name: 'Panadería', description: 'Conchas' });

    const ids = async (q: string) =>
      (await search({ city_id: city, q }))
        .json()
        .businesses.map((b: { id: string }) => b.id)
        .sort();
    expect(await ids('cafe')).toEqual([accented.id, plain.id].sort());
    expect(await ids('CAFÉ')).toEqual([accented.id, plain.id].sort());
    expect(await ids('  azul ')).toEqual([accented.id]);
    expect(await ids('100%')).toEqual([percent.id]);
    expect(await ids('%')).toEqual([percent.id]);
    expect(await ids('_')).toEqual([]);
    expect((await search({ city_id: city, q: 'cafe', category: 'cafeterías' })).json().total).toBe(2);
    expect((await search({ city_id: city, q: 'cafe', category: 'Fitness' })).json().total).toBe(0);
  });

  it('pages with an opaque keyset cursor: every match once, the total on every page', async () => {
    const city = (await insertCity(t.db, { name: 'León', state: 'Guanajuato' })).id;
    const count = BUSINESS_PAGE_SIZE * 2 + 3;
    const created: string[] = [];
    for (let i = 0; i < count; i++) {
      const row = await business(city, { name: `Negocio ${i}` });
      // Few distinct ratings so ties are resolved by count and id across page boundaries.
      await setRating(t.db, row.id, [4, 4.5, 3][i % 3]!, i % 4);
      created.push(row.id);
    }
    const seen: Array<{ id: string; rating_avg: number; rating_count: number }> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await search({ city_id: city, ...(cursor ? { cursor } : {}) });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(count);
      seen.push(...body.businesses);
      cursor = body.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((b) => b.id).sort()).toEqual(created.sort());
    const sorted = [...seen].sort(
      (a, b) => b.rating_avg - a.rating_avg || b.rating_count - a.rating_count || (a.id < b.id ? 1 : -1),
    );
    expect(seen.map((b) => b.id)).toEqual(sorted.map((b) => b.id));
  });

  it('answers a malformed cursor with 400 invalid_cursor', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cursors = [
      'no-es-un-cursor',
      'a.b',
      encode({ rating: '4.5' }),
      encode(['4.5', 3]),
      encode(['9.99', 3, '0f8fad5b-d9cb-469f-a165-70867728950e']),
      encode(['4.5', -1, '0f8fad5b-d9cb-469f-a165-70867728950e']),
      encode(['4.5', 3, 'not-a-uuid']),
      encode(['4.5; drop table businesses', 3, '0f8fad5b-d9cb-469f-a165-70867728950e']),
      encode(['4.5', 3, '0f8fad5b-d9cb-469f-a165-70867728950e', 'extra']),
    ];
    for (const cursor of cursors) {
      expectError(
        await search({ city_id: cityId, cursor }),
        400,
        'invalid_cursor',
        'No pudimos cargar más contenido. Vuelve a cargar la página.',
      );
    }
  });

  it('refuses a missing or malformed city and text it cannot store', async () => {
    const invalid = 'Los datos enviados no son válidos. Revisa el formulario.';
    expectError(await search({}), 400, 'validation_error', invalid);
    expectError(await search({ city_id: 'puebla' }), 400, 'validation_error', invalid);
    expectError(await search({ city_id: cityId, q: 'x'.repeat(101) }), 400, 'validation_error', invalid);
    expectError(
      await search({ city_id: cityId, q: 'caf\u0000é' }),
      400,
      'invalid_characters',
      'El texto contiene caracteres no permitidos.',
    );
  });

  it('shows the first main photo and up to two upcoming active events, soonest first', async () => {
    const row = await business(cityId, { name: 'Con fotos' });
    await insertBusinessPhoto(t.db, {
      businessId: row.id,
      url: '/banner.webp',
      type: 'banner',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await insertBusinessPhoto(t.db, {
      businessId: row.id,
      url: '/segunda.webp',
      type: 'main',
      createdAt: new Date('2026-01-03T00:00:00Z'),
    });
    await insertBusinessPhoto(t.db, {
      businessId: row.id,
      url: '/primera.webp',
      type: 'main',
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    await insertEvent(t.db, row.id, 'Ayer', '-1 minute');
    await insertEvent(t.db, row.id, 'Inactivo', '1 hour', { active: false });
    await insertEvent(t.db, row.id, 'Lejano', '20 days');
    const later = await insertEvent(t.db, row.id, 'Mañana', '1 day 2 hours');
    const today = await insertEvent(t.db, row.id, 'Hoy temprano', '1 minute');

    const body = (await search({ city_id: cityId, q: 'Con fotos' })).json();
    expect(body.businesses).toHaveLength(1);
    const [card] = body.businesses;
    expect(card.main_photo_url).toBe('/primera.webp');
    expect(card.upcoming_events).toEqual([
      {
        id: today.id,
        business_id: row.id,
        business_name: 'Con fotos',
        title: 'Hoy temprano',
        description: 'Descripción de Hoy temprano',
        image_url: '/storage/v1/object/public/business-posts/Hoy temprano.webp',
        event_date: today.event_date.toISOString(),
      },
      expect.objectContaining({ id: later.id, title: 'Mañana' }),
    ]);
  });

  it('answers an empty page for a city without businesses', async () => {
    const response = await search({ city_id: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ businesses: [], total: 0, next_cursor: null });
  });
});

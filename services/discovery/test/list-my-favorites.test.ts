import { FAVORITES_PAGE_SIZE } from '@cerca/contracts/city-life/favorites';
import { insertBusiness, insertBusinessPhoto, insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError, insertEvent, setRating } from './business-fixtures';

const t = useServiceTest([discoveryService]);
let cityId: string;
let ownerId: string;

beforeAll(async () => {
  cityId = (await insertCity(t.db, { name: 'Morelia', state: 'Michoacán' })).id;
  ownerId = (await insertUser(t.db, { userType: 'business' })).id;
});

const list = (as?: TestCaller, query: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/discovery/me/favorites?${new URLSearchParams(query)}` }, as);

/** A business of the city, saved by `userId` `minutesAgo` minutes ago. */
async function saved(userId: string, name: string, minutesAgo: number, category = 'Cafeterías') {
  const business = await insertBusiness(t.db, { ownerId, cityId, name, category });
  await t.db
    .insertInto('business_favorites')
    .values({
      business_id: business.id,
      user_id: userId,
      created_at: new Date(Date.now() - minutesAgo * 60_000),
    })
    .execute();
  return business;
}

const names = (body: { favorites: Array<{ business: { name: string } }> }) =>
  body.favorites.map((favorite) => favorite.business.name);

describe('GET /api/discovery/me/favorites', () => {
  it("lists the caller's saved businesses newest saved first, as business cards", async () => {
    const ana = await insertUser(t.db);
    const older = await saved(ana.id, 'Café Azul', 30);
    const newer = await saved(ana.id, 'Tacos Don Memo', 5, 'Restaurantes');
    await insertBusinessPhoto(t.db, {
      businessId: newer.id,
      url: '/storage/v1/object/public/business-photos/memo.webp',
    });
    await setRating(t.db, newer.id, 4.5, 2);
    const event = await insertEvent(t.db, newer.id, 'Noche de salsa', '2 days');

    const response = await list(ana);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Tacos Don Memo', 'Café Azul']);
    expect(body.favorites[0]).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      time_zone: 'America/Mexico_City',
      business: {
        id: newer.id,
        name: 'Tacos Don Memo',
        description: 'Café de especialidad',
        category: 'Restaurantes',
        subcategory: 'Café de especialidad',
        price_range: 1,
        rating_avg: 4.5,
        rating_count: 2,
        city: 'Oaxaca',
        state: 'Oaxaca',
        main_photo_url: '/storage/v1/object/public/business-photos/memo.webp',
        main_photo_thumbnail_url: null,
        upcoming_events: [expect.objectContaining({ id: event.id, title: 'Noche de salsa' })],
      },
    });
    expect(body.favorites[1].business.id).toBe(older.id);
    expect(body.categories).toEqual(['Cafeterías', 'Restaurantes']);
    expect(body.next_cursor).toBeNull();
  });

  it("never returns another person's favourites: the caller comes from the token only", async () => {
    const ana = await insertUser(t.db);
    const luis = await insertUser(t.db);
    await saved(ana.id, 'Panadería de Ana', 1);
    await saved(luis.id, 'Mezcalería de Luis', 1, 'Vida Nocturna');

    const mine = (await list(ana)).json();
    expect(names(mine)).toEqual(['Panadería de Ana']);
    expect(mine.categories).toEqual(['Cafeterías']);
    // Query parameters cannot name someone else.
    const tried = await list(ana, { user_id: luis.id });
    expect(names(tried.json())).toEqual(['Panadería de Ana']);
    const nobody = await insertUser(t.db);
    expect((await list(nobody)).json()).toEqual({ favorites: [], categories: [], next_cursor: null });
  });

  it('searches names without case or accents and filters by category, keeping every category', async () => {
    const ana = await insertUser(t.db);
    await saved(ana.id, 'Café de la Esquina', 3);
    await saved(ana.id, 'Cafetería Ñuu', 2);
    await saved(ana.id, 'Tortas Ahogadas', 1, 'Restaurantes');

    expect(names((await list(ana, { q: 'CAFE' })).json())).toEqual(['Cafetería Ñuu', 'Café de la Esquina']);
    expect(names((await list(ana, { q: '100%' })).json())).toEqual([]);
    const restaurants = (await list(ana, { category: 'restaurantes' })).json();
    expect(names(restaurants)).toEqual(['Tortas Ahogadas']);
    expect(restaurants.categories).toEqual(['Cafeterías', 'Restaurantes']);
    expect(names((await list(ana, { q: 'esquina', category: 'Cafeterías' })).json())).toEqual([
      'Café de la Esquina',
    ]);
    expect(names((await list(ana, { q: '  ', category: '' })).json())).toHaveLength(3);
  });

  it('pages with a keyset cursor without skipping or repeating', async () => {
    const ana = await insertUser(t.db);
    const total = FAVORITES_PAGE_SIZE + 3;
    for (let i = 0; i < total; i++) await saved(ana.id, `Negocio ${String(i).padStart(2, '0')}`, i);

    const first = (await list(ana)).json();
    expect(first.favorites).toHaveLength(FAVORITES_PAGE_SIZE);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (await list(ana, { cursor: first.next_cursor })).json();
    expect(second.favorites).toHaveLength(3);
    expect(second.next_cursor).toBeNull();
    expect([...names(first), ...names(second)]).toEqual(
      Array.from({ length: total }, (_, i) => `Negocio ${String(i).padStart(2, '0')}`),
    );
  });

  it('answers 401 with a Spanish message to visitors', async () => {
    expectError(await list(), 401, 'unauthorized', 'Inicia sesión para ver tus favoritos');
  });

  it('answers 400 to a cursor that is not ours and to NUL characters', async () => {
    const ana = await insertUser(t.db);
    expectError(
      await list(ana, { cursor: 'no-es-un-cursor' }),
      400,
      'invalid_cursor',
      'No pudimos cargar más contenido. Vuelve a cargar la página.',
    );
    expectError(
      await list(ana, { q: 'caf\u0000e' }),
      400,
      'invalid_characters',
      'El texto contiene caracteres no permitidos.',
    );
  });

  it('drops a favourite once removed through DELETE /businesses/:id/favorite', async () => {
    const ana = await insertUser(t.db);
    const business = await saved(ana.id, 'Nieves de Garrafa', 1, 'Restaurantes');
    const removed = await t.inject(
      { method: 'DELETE', url: `/api/discovery/businesses/${business.id}/favorite` },
      ana,
    );
    expect(removed.json()).toEqual({ favorite: false });
    expect((await list(ana)).json()).toEqual({ favorites: [], categories: [], next_cursor: null });
  });
});

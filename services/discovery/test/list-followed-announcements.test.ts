import { ANNOUNCEMENTS_PAGE_SIZE } from '@cerca/contracts/city-life/announcements';
import type { GlobalMessageType } from '@cerca/db';
import { insertBusiness, insertBusinessPhoto, insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';

const t = useServiceTest([discoveryService]);
let cityId: string;
let ownerId: string;

beforeAll(async () => {
  cityId = (await insertCity(t.db, { name: 'Querétaro', state: 'Querétaro' })).id;
  ownerId = (await insertUser(t.db, { userType: 'business' })).id;
});

const list = (as?: TestCaller, query: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/discovery/me/announcements?${new URLSearchParams(query)}` }, as);

const business = (name: string, category = 'Cafeterías') =>
  insertBusiness(t.db, { ownerId, cityId, name, category, subcategory: 'Cafetería' });

const follow = (userId: string, businessId: string) =>
  t.db.insertInto('business_followers').values({ business_id: businessId, user_id: userId }).execute();

/** A business_global_messages row; hours are from now (negative: in the past). */
async function message(
  businessId: string,
  title: string,
  columns: { expiresIn: number; createdAgo?: number; type?: GlobalMessageType; premium?: boolean },
) {
  return t.db
    .insertInto('business_global_messages')
    .values({
      business_id: businessId,
      title,
      message: `Mensaje de ${title}`,
      type: columns.type ?? 'announcement',
      is_premium_only: columns.premium ?? false,
      expires_at: new Date(Date.now() + columns.expiresIn * 3600_000),
      created_at: new Date(Date.now() - (columns.createdAgo ?? 1) * 3600_000),
    })
    .returning(['id', 'expires_at', 'created_at'])
    .executeTakeFirstOrThrow();
}

const titles = (body: { announcements: Array<{ title: string }> }) =>
  body.announcements.map((announcement) => announcement.title);

describe('GET /api/discovery/me/announcements', () => {
  it('lists the live messages of followed businesses, all three types, newest first, with the business', async () => {
    const ana = await insertUser(t.db);
    const cafe = await business('Café Luna');
    const bar = await business('Bar La Cueva', 'Vida Nocturna');
    await insertBusinessPhoto(t.db, {
      businessId: cafe.id,
      url: '/storage/v1/object/public/business-photos/luna.webp',
    });
    await follow(ana.id, cafe.id);
    await follow(ana.id, bar.id);
    const promo = await message(cafe.id, 'Dos por uno', { expiresIn: 48, createdAgo: 3, type: 'promotion' });
    await message(bar.id, 'Noche de jazz', { expiresIn: 24, createdAgo: 2, type: 'event' });
    await message(cafe.id, 'Cerramos temprano', { expiresIn: 5, createdAgo: 1 });

    const response = await list(ana);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(titles(body)).toEqual(['Cerramos temprano', 'Noche de jazz', 'Dos por uno']);
    expect(body.announcements.map((a: { type: string }) => a.type)).toEqual([
      'announcement',
      'event',
      'promotion',
    ]);
    expect(body.announcements[2]).toEqual({
      id: promo.id,
      title: 'Dos por uno',
      message: 'Mensaje de Dos por uno',
      type: 'promotion',
      expires_at: promo.expires_at.toISOString(),
      is_premium_only: false,
      created_at: promo.created_at.toISOString(),
      business: {
        id: cafe.id,
        name: 'Café Luna',
        category: 'Cafeterías',
        subcategory: 'Cafetería',
        logo_url: '/storage/v1/object/public/business-photos/luna.webp',
      },
    });
    expect(body.announcements[1].business).toMatchObject({ id: bar.id, logo_url: null });
    expect(body.categories).toEqual(['Cafeterías', 'Vida Nocturna']);
    expect(body.viewer_is_premium).toBe(false);
    expect(body.next_cursor).toBeNull();
  });

  it('hides expired messages and those of businesses the caller does not follow (or no longer does)', async () => {
    const ana = await insertUser(t.db);
    const luis = await insertUser(t.db);
    const followed = await business('Panadería Sol');
    const notFollowed = await business('Tienda Ajena', 'Tiendas');
    const unfollowed = await business('Dejé de seguir', 'Belleza');
    await follow(ana.id, followed.id);
    await follow(luis.id, notFollowed.id);
    await follow(ana.id, unfollowed.id);
    await message(followed.id, 'Vigente', { expiresIn: 1 });
    await message(followed.id, 'Vencida', { expiresIn: -1, createdAgo: 0.5 });
    await message(notFollowed.id, 'De otro', { expiresIn: 10 });
    await message(unfollowed.id, 'Ya no la sigo', { expiresIn: 10 });
    const unfollow = await t.inject(
      { method: 'DELETE', url: `/api/discovery/businesses/${unfollowed.id}/follow` },
      ana,
    );
    expect(unfollow.statusCode).toBe(200);

    const body = (await list(ana)).json();
    expect(titles(body)).toEqual(['Vigente']);
    expect(body.categories).toEqual(['Cafeterías']);
    expect(titles((await list(luis)).json())).toEqual(['De otro']);
    const nobody = await insertUser(t.db);
    expect((await list(nobody)).json()).toEqual({
      announcements: [],
      categories: [],
      viewer_is_premium: false,
      next_cursor: null,
    });
  });

  it('lists premium-only messages for everybody and says whether the caller is premium', async () => {
    const cafe = await business('Café Premium');
    await message(cafe.id, 'Solo premium', { expiresIn: 10, premium: true, type: 'promotion' });
    const basic = await insertUser(t.db);
    const premium = await insertUser(t.db);
    const lapsed = await insertUser(t.db);
    for (const person of [basic, premium, lapsed]) await follow(person.id, cafe.id);
    for (const [person, status] of [
      [premium, 'active'],
      [lapsed, 'canceled'],
    ] as const) {
      await t.db
        .insertInto('subscriptions')
        .values({
          user_id: person.id,
          subject: 'personal',
          business_id: null,
          provider: 'local',
          plan_key: 'personal_premium',
          status,
        })
        .execute();
    }

    for (const [person, isPremium] of [
      [basic, false],
      [premium, true],
      [lapsed, false],
    ] as const) {
      const body = (await list(person)).json();
      expect(body.announcements).toEqual([
        expect.objectContaining({ title: 'Solo premium', is_premium_only: true }),
      ]);
      expect(body.viewer_is_premium).toBe(isPremium);
    }
  });

  it('searches title, message and business name without case or accents, and filters by category', async () => {
    const ana = await insertUser(t.db);
    const cafe = await business('Café Ñandú');
    const gym = await business('Gimnasio Fuerza', 'Fitness');
    await follow(ana.id, cafe.id);
    await follow(ana.id, gym.id);
    await message(cafe.id, 'Pan de muerto', { expiresIn: 10, createdAgo: 3 });
    await message(gym.id, 'Clase gratis', { expiresIn: 10, createdAgo: 2 });
    await message(gym.id, 'Nuevo horario', { expiresIn: 10, createdAgo: 1 });

    expect(titles((await list(ana, { q: 'MUERTO' })).json())).toEqual(['Pan de muerto']);
    expect(titles((await list(ana, { q: 'nandu' })).json())).toEqual(['Pan de muerto']);
    expect(titles((await list(ana, { q: 'mensaje de clase' })).json())).toEqual(['Clase gratis']);
    const fitness = (await list(ana, { category: 'fitness' })).json();
    expect(titles(fitness)).toEqual(['Nuevo horario', 'Clase gratis']);
    expect(fitness.categories).toEqual(['Cafeterías', 'Fitness']);
    expect(titles((await list(ana, { q: 'horario', category: 'Cafeterías' })).json())).toEqual([]);
    expect(titles((await list(ana, { q: '_' })).json())).toEqual([]);
  });

  it('pages with a keyset cursor without skipping or repeating', async () => {
    const ana = await insertUser(t.db);
    const cafe = await business('Café Muchos Avisos');
    await follow(ana.id, cafe.id);
    const total = ANNOUNCEMENTS_PAGE_SIZE + 2;
    for (let i = 0; i < total; i++) {
      await message(cafe.id, `Aviso ${String(i).padStart(2, '0')}`, { expiresIn: 10, createdAgo: i / 60 });
    }
    const first = (await list(ana)).json();
    expect(first.announcements).toHaveLength(ANNOUNCEMENTS_PAGE_SIZE);
    const second = (await list(ana, { cursor: first.next_cursor })).json();
    expect(second.next_cursor).toBeNull();
    expect([...titles(first), ...titles(second)]).toEqual(
      Array.from({ length: total }, (_, i) => `Aviso ${String(i).padStart(2, '0')}`),
    );
  });

  it('answers 401 with a Spanish message to visitors', async () => {
    expectError(
      await list(),
      401,
      'unauthorized',
      'Inicia sesión para ver los avisos de los negocios que sigues',
    );
  });

  it('answers 400 to a cursor that is not ours', async () => {
    const ana = await insertUser(t.db);
    expectError(
      await list(ana, { cursor: 'WyJ4Il0' }),
      400,
      'invalid_cursor',
      'No pudimos cargar más contenido. Vuelve a cargar la página.',
    );
  });
});

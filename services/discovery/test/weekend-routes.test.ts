import { randomUUID } from 'node:crypto';
import { ROUTE_WINDOW_MS, WEEKEND_ROUTES_PAGE_SIZE } from '@cerca/contracts/city-life/events';
import { insertBusiness, insertBusinessPhoto, insertCity, insertUser } from '@cerca/db-testing';
import { createQueues, type Queues, routeWindowJobId } from '@cerca/queues';
import { relayOutboxForTest } from '@cerca/queues/testing';
import { type FormFile, multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { JPEG, PNG } from './fixtures';
import { MP4, storedFiles } from './publishing-fixtures';

// Spec 02 §2, §4, §5, §7, §9: weekend routes of /events. POST /api/discovery/weekend-routes
// (the wizard's Publicar) and GET /api/discovery/weekend-routes?city_id= (the carousel).

const t = useServiceTest([discoveryService], { tempStorage: true });
let queues: Queues;
let city: { id: string };
let otherCity: { id: string };
let person: Awaited<ReturnType<typeof insertUser>>;
/** Six businesses of `city`, in order. */
let places: { id: string; name: string }[];
let elsewhere: { id: string };

const HOUR = 3600 * 1000;

beforeAll(async () => {
  city = await insertCity(t.db, { name: `Ciudad ${randomUUID().slice(0, 8)}` });
  otherCity = await insertCity(t.db, { name: `Otra ${randomUUID().slice(0, 8)}` });
  person = await insertUser(t.db);
  const owner = await insertUser(t.db, { userType: 'business' });
  places = [];
  for (const name of ['Café Uno', 'Tacos Dos', 'Mezcal Tres', 'Museo Cuatro', 'Parque Cinco', 'Bar Seis']) {
    places.push(
      await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id, name, category: 'Restaurantes' }),
    );
  }
  await insertBusinessPhoto(t.db, {
    businessId: places[0]!.id,
    url: '/storage/v1/object/public/business-photos/uno.webp',
  });
  elsewhere = await insertBusiness(t.db, { ownerId: owner.id, cityId: otherCity.id, name: 'Lejos' });
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
});
afterAll(async () => {
  await queues?.close();
});

/** A calendar day `days` from today in the city's zone (America/Mexico_City). */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const ids = (n: number) => places.slice(0, n).map((place) => place.id);

const fieldsOf = (overrides: Record<string, string> = {}) => ({
  city_id: city.id,
  business_ids: ids(3).join(','),
  title: 'Ruta del Centro',
  description: 'Tres paradas a pie',
  event_date: dayFromToday(1),
  color: 'indigo',
  ...overrides,
});

/** POST as `as`: the person by default, null for a visitor. */
async function create(
  fields: Record<string, string>,
  files: FormFile[] = [],
  as: TestCaller | null = person,
) {
  const body = await multipart(fields, files, { field: 'image', type: 'image/png' });
  return t.inject({ method: 'POST', url: '/api/discovery/weekend-routes', ...body }, as ?? undefined);
}

const list = (cityId: string, as?: TestCaller, cursor?: string) =>
  t.inject(
    {
      method: 'GET',
      url: `/api/discovery/weekend-routes?${new URLSearchParams({ city_id: cityId, ...(cursor ? { cursor } : {}) })}`,
    },
    as,
  );

const listedIds = async (cityId: string, as?: TestCaller) =>
  (await list(cityId, as)).json().routes.map((route: { id: string }) => route.id) as string[];

async function routeCount() {
  const rows = await t.db.selectFrom('weekend_routes').select('id').execute();
  return rows.length;
}

/** A route written directly, whose window ends `expiresInMs` from now. */
async function insertRoute(
  cityId: string,
  expiresInMs: number,
  options: { active?: boolean; title?: string } = {},
) {
  const expiresAt = new Date(Date.now() + expiresInMs);
  const route = await t.db
    .insertInto('weekend_routes')
    .values({
      title: options.title ?? 'Ruta directa',
      city_id: cityId,
      event_date: new Date(expiresAt.getTime() - ROUTE_WINDOW_MS),
      expires_at: expiresAt,
      active: options.active ?? true,
      color: 'green',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('weekend_route_businesses')
    .values(ids(3).map((business_id, i) => ({ route_id: route.id, business_id, order: i + 1 })))
    .execute();
  return route;
}

describe('POST /api/discovery/weekend-routes', () => {
  it("creates an active route of 3 places in order, 72 hours from the start of its day in the city's zone", async () => {
    const order = [places[2]!.id, places[0]!.id, places[1]!.id];
    const response = await create(fieldsOf({ business_ids: order.join(','), title: '  Ruta del Centro  ' }));
    expect(response.statusCode, response.body).toBe(201);
    const { route } = response.json();
    expect(route).toMatchObject({
      city_id: city.id,
      title: 'Ruta del Centro',
      description: 'Tres paradas a pie',
      image_url: null,
      color: 'indigo',
    });
    expect(route.places).toEqual([
      {
        order: 1,
        business_id: places[2]!.id,
        name: 'Mezcal Tres',
        category: 'Restaurantes',
        photo_url: null,
      },
      {
        order: 2,
        business_id: places[0]!.id,
        name: 'Café Uno',
        category: 'Restaurantes',
        photo_url: '/storage/v1/object/public/business-photos/uno.webp',
      },
      { order: 3, business_id: places[1]!.id, name: 'Tacos Dos', category: 'Restaurantes', photo_url: null },
    ]);
    // The chosen day starts at midnight in the city's zone; the window is 259200000 ms.
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      hour: '2-digit',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(route.event_date));
    expect(local).toBe(`${dayFromToday(1)}, 00`);
    expect(Date.parse(route.expires_at) - Date.parse(route.event_date)).toBe(259_200_000);

    const row = await t.db
      .selectFrom('weekend_routes')
      .selectAll()
      .where('id', '=', route.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ active: true, created_by: person.id, color: 'indigo' });
    const rows = await t.db
      .selectFrom('weekend_route_businesses')
      .select(['business_id', 'order'])
      .where('route_id', '=', route.id)
      .orderBy('order')
      .execute();
    expect(rows).toEqual(order.map((business_id, i) => ({ business_id, order: i + 1 })));

    // Its close job waits for the end of the window.
    // The route recorded its jobs as outbox events; the jobs service's relay would queue them.
    await relayOutboxForTest(t.db, t.config.redisQueueUrl, t.config.redisPrefix);
    const job = await queues.queue['route-window'].getJob(routeWindowJobId(route.id));
    expect(await job?.getState()).toBe('delayed');
    expect(job!.data).toEqual({ routeId: route.id, expiresAt: route.expires_at });
    expect(job!.timestamp + job!.delay).toBeGreaterThanOrEqual(Date.parse(route.expires_at) - 1000);
    expect(job!.timestamp + job!.delay).toBeLessThanOrEqual(Date.parse(route.expires_at) + 1000);

    // The carousel shows it, to the creator and to visitors.
    expect(await listedIds(city.id, person)).toContain(route.id);
    const visitor = (await list(city.id)).json().routes.find((r: { id: string }) => r.id === route.id);
    expect(visitor).toEqual(route);
  });

  it('takes 5 places, today, an image stored under the person, and no description', async () => {
    const fields = fieldsOf({ business_ids: ids(5).join(','), event_date: dayFromToday(0), color: 'red' });
    delete (fields as Partial<typeof fields>).description;
    const response = await create(fields, [{ name: 'ruta.jpg', content: JPEG, type: 'image/jpeg' }]);
    expect(response.statusCode, response.body).toBe(201);
    const { route } = response.json();
    expect(route.description).toBeNull();
    expect(route.places.map((p: { order: number }) => p.order)).toEqual([1, 2, 3, 4, 5]);
    expect(route.image_url).toMatch(
      new RegExp(`^/storage/v1/object/public/business-posts/users/${person.id}/routes/.+\\.jpg$`),
    );
    const key = route.image_url.replace('/storage/v1/object/public/', '');
    expect((await storedFiles(t.config.storageDir)).some((file) => file.endsWith(key))).toBe(true);
  });

  describe('refusals store nothing', () => {
    let before: number;
    let files: string[];
    let jobs: number;
    beforeAll(async () => {
      before = await routeCount();
      files = await storedFiles(t.config.storageDir);
      // The route recorded its jobs as outbox events; the jobs service's relay would queue them.
      await relayOutboxForTest(t.db, t.config.redisQueueUrl, t.config.redisPrefix);
      jobs = (await queues.queue['route-window'].getJobCounts('delayed')).delayed ?? 0;
    });
    const unchanged = async () => {
      expect(await routeCount()).toBe(before);
      expect(await storedFiles(t.config.storageDir)).toEqual(files);
      // The route recorded its jobs as outbox events; the jobs service's relay would queue them.
      await relayOutboxForTest(t.db, t.config.redisQueueUrl, t.config.redisPrefix);
      expect((await queues.queue['route-window'].getJobCounts('delayed')).delayed).toBe(jobs);
    };
    const image: FormFile[] = [{ name: 'a.png', content: PNG }];

    it('asks visitors to sign in', async () => {
      expectError(
        await create(fieldsOf(), image, null),
        401,
        'unauthorized',
        'Debes iniciar sesión para crear una ruta',
      );
      await unchanged();
    });

    it('needs 3 to 5 distinct places', async () => {
      const cases: [string, string, string][] = [
        ['', 'business_required', 'Por favor selecciona al menos un negocio'],
        [ids(2).join(','), 'too_few_places', 'Una ruta necesita al menos 3 lugares'],
        [ids(6).join(','), 'too_many_places', 'Una ruta puede tener máximo 5 lugares'],
        [
          [places[0]!.id, places[1]!.id, places[0]!.id].join(','),
          'duplicate_place',
          'Cada lugar puede aparecer una sola vez en la ruta.',
        ],
        [
          [places[0]!.id, places[1]!.id, places[0]!.id.toUpperCase()].join(','),
          'duplicate_place',
          'Cada lugar puede aparecer una sola vez en la ruta.',
        ],
      ];
      for (const [businessIds, code, message] of cases) {
        expectError(await create(fieldsOf({ business_ids: businessIds }), image), 400, code, message);
      }
      const { business_ids: _, ...withoutPlaces } = fieldsOf();
      expectError(
        await create(withoutPlaces, image),
        400,
        'business_required',
        'Por favor selecciona al menos un negocio',
      );
      await unchanged();
    });

    it('needs businesses of the route city', async () => {
      const message = 'Los lugares de la ruta deben ser negocios de esta ciudad.';
      for (const stranger of [elsewhere.id, randomUUID(), 'tacos']) {
        const businessIds = [places[0]!.id, places[1]!.id, stranger].join(',');
        expectError(
          await create(fieldsOf({ business_ids: businessIds }), image),
          400,
          'unknown_place',
          message,
        );
      }
      await unchanged();
    });

    it('needs a name', async () => {
      for (const title of ['', '   ']) {
        expectError(
          await create(fieldsOf({ title }), image),
          400,
          'title_required',
          'Por favor ingresa un nombre para la ruta',
        );
      }
      const { title: _, ...untitled } = fieldsOf();
      expectError(
        await create(untitled, image),
        400,
        'title_required',
        'Por favor ingresa un nombre para la ruta',
      );
      expectError(
        await create(fieldsOf({ title: 'a'.repeat(121) }), image),
        400,
        'title_too_long',
        'El nombre de la ruta es demasiado largo. Máximo 120 caracteres.',
      );
      await unchanged();
    });

    it('refuses text Postgres cannot hold', async () => {
      expectError(
        await create(fieldsOf({ title: 'Ruta\u0000' }), image),
        400,
        'invalid_characters',
        'El texto contiene caracteres no permitidos.',
      );
      await unchanged();
    });

    it('needs a real date, not before today', async () => {
      expectError(
        await create(fieldsOf({ event_date: dayFromToday(-1) }), image),
        400,
        'past_route_date',
        'La fecha de la ruta no puede ser anterior a hoy.',
      );
      for (const date of ['2099-02-30', 'mañana', '', '2099-01-01T10:00:00Z']) {
        expectError(
          await create(fieldsOf({ event_date: date }), image),
          400,
          'invalid_route_date',
          'La fecha de la ruta no es válida.',
        );
      }
      await unchanged();
    });

    it('needs one of the ten colours', async () => {
      for (const color of ['black', 'Rojo', '']) {
        expectError(
          await create(fieldsOf({ color }), image),
          400,
          'invalid_route_color',
          'Elige uno de los 10 colores de la ruta.',
        );
      }
      await unchanged();
    });

    it('needs a known city', async () => {
      for (const cityId of [randomUUID(), 'guadalajara']) {
        expectError(
          await create(fieldsOf({ city_id: cityId }), image),
          400,
          'city_required',
          'Selecciona una ciudad válida',
        );
      }
      await unchanged();
    });

    it('takes only one image, and only an image', async () => {
      expectError(
        await create(fieldsOf(), [{ name: 'v.mp4', content: MP4, type: 'video/mp4' }]),
        400,
        'invalid_image',
        'Por favor selecciona una imagen válida',
      );
      expectError(
        await create(fieldsOf(), [image[0]!, { name: 'b.png', content: PNG }]),
        400,
        'too_many_files',
        'La ruta lleva una sola imagen.',
      );
      const notMultipart = await t.inject(
        { method: 'POST', url: '/api/discovery/weekend-routes', payload: fieldsOf() },
        person,
      );
      expect(notMultipart.statusCode).toBe(415);
      await unchanged();
    });
  });
});

describe('GET /api/discovery/weekend-routes', () => {
  it('lists active routes whose window is open, soonest first, and no other city', async () => {
    const cityB = await insertCity(t.db, { name: `Lista ${randomUUID().slice(0, 8)}` });
    const later = await insertRoute(cityB.id, 60 * HOUR);
    const sooner = await insertRoute(cityB.id, 10 * HOUR);
    await insertRoute(cityB.id, 10 * HOUR, { active: false });
    await insertRoute(cityB.id, -1000);
    await insertRoute(otherCity.id, 10 * HOUR);
    const response = await list(cityB.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().routes.map((r: { id: string }) => r.id)).toEqual([sooner.id, later.id]);
    expect(response.json().next_cursor).toBeNull();
    expect(response.json().routes[0].places.map((p: { name: string }) => p.name)).toEqual([
      'Café Uno',
      'Tacos Dos',
      'Mezcal Tres',
    ]);
  });

  it('pages with a cursor', async () => {
    const cityC = await insertCity(t.db, { name: `Páginas ${randomUUID().slice(0, 8)}` });
    const all: string[] = [];
    for (let i = 0; i < WEEKEND_ROUTES_PAGE_SIZE + 3; i++)
      all.push((await insertRoute(cityC.id, (i + 1) * HOUR)).id);
    const first = (await list(cityC.id)).json();
    expect(first.routes).toHaveLength(WEEKEND_ROUTES_PAGE_SIZE);
    const second = (await list(cityC.id, undefined, first.next_cursor)).json();
    expect(second.next_cursor).toBeNull();
    expect([...first.routes, ...second.routes].map((r: { id: string }) => r.id)).toEqual(all);
    expectError(
      await list(cityC.id, undefined, 'no-es-un-cursor'),
      400,
      'invalid_cursor',
      'No pudimos cargar más contenido. Vuelve a cargar la página.',
    );
  });

  it('shows a route until the end of its window and never after, with no job run', async () => {
    const cityD = await insertCity(t.db, { name: `Ventana ${randomUUID().slice(0, 8)}` });
    // The window ends moments from now (time injected through expires_at); no worker runs here.
    const route = await insertRoute(cityD.id, 1500);
    expect(await listedIds(cityD.id)).toEqual([route.id]);
    expect(await listedIds(cityD.id, person)).toEqual([route.id]);
    const expiresAt = (
      await t.db
        .selectFrom('weekend_routes')
        .select('expires_at')
        .where('id', '=', route.id)
        .executeTakeFirstOrThrow()
    ).expires_at;
    // Polled until it goes, which must not be before its window ends.
    await expect.poll(() => listedIds(cityD.id, person), { timeout: 10_000, interval: 100 }).toEqual([]);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime());
    // Visitors' shared answer (cached a moment ago) leaves it out as well, at once.
    expect(await listedIds(cityD.id)).toEqual([]);
    const row = await t.db
      .selectFrom('weekend_routes')
      .select('active')
      .where('id', '=', route.id)
      .executeTakeFirstOrThrow();
    expect(row.active).toBe(true);
  });

  it('reads a colour stored as the original palette hex (the demo seed) as its id, anything else as none', async () => {
    const cityE = await insertCity(t.db, { name: `Colores ${randomUUID().slice(0, 8)}` });
    const stored = ['#EF4444', '#10b981', 'violet', 'chartreuse', null];
    for (const [i, color] of stored.entries()) {
      const route = await insertRoute(cityE.id, (i + 1) * HOUR);
      await t.db.updateTable('weekend_routes').set({ color }).where('id', '=', route.id).execute();
    }
    const response = await list(cityE.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().routes.map((r: { color: string | null }) => r.color)).toEqual([
      'red',
      'emerald',
      'violet',
      null,
      null,
    ]);
  });

  it('answers an empty list for an unknown city and 400 for a malformed one', async () => {
    expect((await list(randomUUID())).json()).toEqual({ routes: [], next_cursor: null });
    expectError(
      await list('guadalajara'),
      400,
      'validation_error',
      'Los datos enviados no son válidos. Revisa el formulario.',
    );
  });
});

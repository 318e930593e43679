import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from '@cerca/db';
import { cityByName, insertUser } from '@cerca/db-testing';
import { type FormFile, multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { JPEG, PNG } from './fixtures';

const t = useServiceTest([discoveryService], { seedCatalogue: true, tempStorage: true });
let cityId: string;

beforeAll(async () => {
  cityId = (await cityByName(t.db, 'Oaxaca')).id;
});

function fields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    name: 'Café Azul',
    description: 'Café de especialidad y pan dulce',
    address: 'Calle Macedonio Alcalá 100',
    city: 'Oaxaca',
    state: 'Oaxaca',
    zip_code: '68000',
    category: 'Cafeterías',
    subcategory: undefined,
    city_id: cityId,
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(base).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

let cafeSubcategory: string;
async function subcategoryOf(categoryId: string) {
  const row = await t.db
    .selectFrom('subcategories')
    .select('name')
    .where('category_id', '=', categoryId)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  return row.name;
}

async function post(form: Record<string, string>, files: FormFile[], as?: TestCaller) {
  const body = await multipart(form, files, { field: 'photos', type: 'image/png' });
  return t.inject({ method: 'POST', url: '/api/discovery/businesses', ...body }, as);
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.config.storageDir, 'business-photos');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function businessCount(ownerId: string) {
  const row = await t.db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const photo = (name = 'portada.png', content = PNG): FormFile => ({ name, content });

describe('POST /api/discovery/businesses', () => {
  beforeAll(async () => {
    cafeSubcategory = await subcategoryOf('cafeterias');
  });

  it('answers 401 to visitors', async () => {
    const response = await post(fields({ subcategory: cafeSubcategory }), [photo()]);
    expectError(response, 401, 'unauthorized', 'Debes iniciar sesión para continuar.');
  });

  it('creates the business with its photos (written by content type) and returns it', async () => {
    const person = await insertUser(t.db);
    const token = await t.sign({ id: person.id });
    const response = await post(
      fields({
        subcategory: cafeSubcategory,
        phone: '9511234567',
        website: 'https://cafeazul.mx',
        business_type: 'menu',
      }),
      // The JPEG is named .png on purpose: the stored key follows the content, not the name.
      [photo('portada.png'), photo('interior.png', JPEG)],
      token,
    );
    expect(response.statusCode).toBe(201);
    const { business } = response.json();
    expect(business).toMatchObject({
      owner_id: person.id,
      name: 'Café Azul',
      description: 'Café de especialidad y pan dulce',
      address: 'Calle Macedonio Alcalá 100',
      city: 'Oaxaca',
      state: 'Oaxaca',
      zip_code: '68000',
      phone: '9511234567',
      website: 'https://cafeazul.mx',
      website_platform: 'website',
      category: 'Cafeterías',
      subcategory: cafeSubcategory,
      price_range: 1,
      city_id: cityId,
      business_type: 'menu',
      rating_avg: 0,
      rating_count: 0,
      schedule: expect.objectContaining({ monday_start: '09:00', sunday_end: '20:00' }),
    });
    expect(business.photos).toHaveLength(2);
    expect(business.photos.map((p: { type: string }) => p.type)).toEqual(['main', 'main']);
    const [first, second] = business.photos as Array<{ url: string }>;
    expect(first!.url).toMatch(
      new RegExp(`^/storage/v1/object/public/business-photos/${business.id}/[\\w-]+\\.png$`),
    );
    expect(second!.url).toMatch(
      new RegExp(`^/storage/v1/object/public/business-photos/${business.id}/[\\w-]+\\.jpg$`),
    );
    const files = await storedFiles();
    for (const p of business.photos as Array<{ url: string }>) {
      expect(files).toContain(p.url.replace('/storage/v1/object/public/business-photos/', ''));
    }

    const fetched = await t.inject({ method: 'GET', url: `/api/discovery/businesses/${business.id}` });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({ business });
  });

  it('takes price range, platform and business type from the form', async () => {
    const person = await insertUser(t.db);
    const response = await post(
      fields({
        subcategory: cafeSubcategory,
        price_range: '3',
        website: 'https://instagram.com/cafeazul',
        website_platform: 'instagram',
        business_type: 'services',
        phone: '',
      }),
      [photo()],
      person,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().business).toMatchObject({
      price_range: 3,
      website_platform: 'instagram',
      business_type: 'services',
      phone: null,
    });
  });

  it('stores no platform without a website, whatever the form sent', async () => {
    const person = await insertUser(t.db);
    const response = await post(
      fields({ subcategory: cafeSubcategory, website: '', website_platform: 'instagram' }),
      [photo()],
      person,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().business).toMatchObject({ website: null, website_platform: null });
  });

  it('refuses missing or blank required fields with the spec message and stores nothing', async () => {
    const person = await insertUser(t.db);
    const token = await t.sign({ id: person.id });
    const before = await storedFiles();
    for (const form of [
      fields({ subcategory: cafeSubcategory, name: undefined }),
      fields({ subcategory: cafeSubcategory, description: '   ' }),
      fields({ subcategory: undefined }),
      fields({ subcategory: cafeSubcategory, city_id: undefined }),
      fields({ subcategory: cafeSubcategory, zip_code: '' }),
    ]) {
      const response = await post(form, [photo()], token);
      expectError(
        response,
        400,
        'missing_fields',
        'Por favor completa todos los campos obligatorios del negocio',
      );
    }
    expect(await businessCount(person.id)).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('requires a main photo and takes at most five main and three banner photos', async () => {
    const person = await insertUser(t.db);
    const token = await t.sign({ id: person.id });
    const body = fields({ subcategory: cafeSubcategory });
    const numbered = (count: number, field: 'photos' | 'banners') =>
      Array.from({ length: count }, (_, i) => ({ ...photo(`${field}-${i + 1}.png`), field }));
    const before = await storedFiles();
    const none = await post(body, [], token);
    expectError(none, 400, 'missing_photo', 'Por favor sube al menos una foto del negocio');
    // A file under another field name is not a photo, and banners alone are no main photo.
    const wrongField = await post(body, [{ ...photo(), field: 'logo' }], token);
    expectError(wrongField, 400, 'missing_photo', 'Por favor sube al menos una foto del negocio');
    const bannersOnly = await post(body, numbered(2, 'banners'), token);
    expectError(bannersOnly, 400, 'missing_photo', 'Por favor sube al menos una foto del negocio');
    const sixMain = await post(body, numbered(6, 'photos'), token);
    expectError(sixMain, 400, 'too_many_photos', 'Puedes subir máximo 5 fotos principales del negocio');
    const fourBanners = await post(body, [...numbered(1, 'photos'), ...numbered(4, 'banners')], token);
    expectError(fourBanners, 400, 'too_many_banners', 'Puedes subir máximo 3 fotos de portada');
    expect(await storedFiles()).toEqual(before);
    expect(await businessCount(person.id)).toBe(0);

    // Banners sent first still come after the main photos: the first main photo is the logo.
    const full = await post(body, [...numbered(3, 'banners'), ...numbered(5, 'photos')], token);
    expect(full.statusCode).toBe(201);
    const photos: Array<{ type: string }> = full.json().business.photos;
    expect(photos.map((stored) => stored.type)).toEqual([
      ...Array(5).fill('main'),
      ...Array(3).fill('banner'),
    ]);
    expect(await storedFiles()).toHaveLength(before.length + 8);
  });

  it('checks photos by content and size with the spec messages', async () => {
    const person = await insertUser(t.db);
    const token = await t.sign({ id: person.id });
    const before = await storedFiles();
    const text = await post(
      fields({ subcategory: cafeSubcategory }),
      [photo(), { name: 'menu.png', content: Buffer.from('esto no es una imagen'), type: 'image/png' }],
      token,
    );
    expectError(text, 415, 'invalid_file_type', 'menu.png no es una imagen válida');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await post(
      fields({ subcategory: cafeSubcategory }),
      [{ name: 'grande.png', content: big }],
      token,
    );
    expectError(tooBig, 413, 'file_too_large', 'grande.png es demasiado grande (máximo 5MB)');
    expect(await businessCount(person.id)).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts a photo of exactly 5 MB', async () => {
    const person = await insertUser(t.db);
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const response = await post(
      fields({ subcategory: cafeSubcategory }),
      [{ name: 'justo.png', content: exact }],
      person,
    );
    expect(response.statusCode).toBe(201);
  });

  it('requires a catalogue category with one of its subcategories, and an existing city', async () => {
    const person = await insertUser(t.db);
    const token = await t.sign({ id: person.id });
    const otherSub = await subcategoryOf('fitness');
    for (const form of [
      fields({ subcategory: otherSub }),
      fields({ category: 'Panaderías', subcategory: cafeSubcategory }),
      fields({ category: 'cafeterías', subcategory: cafeSubcategory }),
    ]) {
      expectError(
        await post(form, [photo()], token),
        400,
        'invalid_category',
        'Selecciona una categoría y una subcategoría válidas',
      );
    }
    const unknownCity = await post(
      fields({ subcategory: cafeSubcategory, city_id: randomUUID() }),
      [photo()],
      token,
    );
    expectError(unknownCity, 400, 'invalid_city', 'Selecciona una ciudad válida');
    expect(await businessCount(person.id)).toBe(0);
  });

  it('refuses badly formed optional fields', async () => {
    const person = await insertUser(t.db);
    const token = await t.sign({ id: person.id });
    for (const address of [
      'cafe azul',
      'javascript:alert(document.cookie)',
      'JavaScript://cafeazul.mx/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://cafeazul.mx',
    ]) {
      const website = await post(
        fields({ subcategory: cafeSubcategory, website: address }),
        [photo()],
        token,
      );
      expectError(website, 400, 'invalid_website', 'Por favor ingresa una URL válida para el sitio web');
    }
    for (const extra of [
      { price_range: '5' },
      { price_range: '0' },
      { website_platform: 'tiktok' },
      { business_type: 'tienda' },
      { city_id: 'oaxaca' },
    ]) {
      const response = await post(fields({ subcategory: cafeSubcategory, ...extra }), [photo()], token);
      expectError(
        response,
        400,
        'validation_error',
        'Los datos enviados no son válidos. Revisa el formulario.',
      );
    }
    expect(await businessCount(person.id)).toBe(0);
  });

  it('refuses a body that is not multipart', async () => {
    const person = await insertUser(t.db);
    const response = await t.inject(
      { method: 'POST', url: '/api/discovery/businesses', payload: fields({ subcategory: cafeSubcategory }) },
      person,
    );
    expectError(
      response,
      415,
      'unsupported_media_type',
      'El formulario debe enviarse como multipart/form-data.',
    );
  });

  it('lets a personal account own several businesses', async () => {
    const person = await insertUser(t.db, { userType: 'user' });
    const token = await t.sign({ id: person.id });
    expect(
      (await post(fields({ subcategory: cafeSubcategory, name: 'Uno' }), [photo()], token)).statusCode,
    ).toBe(201);
    expect(
      (await post(fields({ subcategory: cafeSubcategory, name: 'Dos' }), [photo()], token)).statusCode,
    ).toBe(201);
    expect(await businessCount(person.id)).toBe(2);
  });

  it('limits a business account to one business (409) and leaves no files behind', async () => {
    const owner = await insertUser(t.db, { userType: 'business' });
    const token = await t.sign({ id: owner.id });
    expect((await post(fields({ subcategory: cafeSubcategory }), [photo()], token)).statusCode).toBe(201);
    const before = await storedFiles();
    const second = await post(fields({ subcategory: cafeSubcategory, name: 'Otro' }), [photo()], token);
    expectError(second, 409, 'business_limit_reached', 'Has alcanzado el límite de negocios para tu cuenta');
    expect(await businessCount(owner.id)).toBe(1);
    expect(await storedFiles()).toEqual(before);
  });

  it('lets exactly one of two parallel creations by a business account win', async () => {
    const owner = await insertUser(t.db, { userType: 'business' });
    const token = await t.sign({ id: owner.id });
    const before = new Set(await storedFiles());
    const responses = await Promise.all([
      post(
        fields({ subcategory: cafeSubcategory, name: 'Carrera A' }),
        [photo('a1.png'), photo('a2.png')],
        token,
      ),
      post(
        fields({ subcategory: cafeSubcategory, name: 'Carrera B' }),
        [photo('b1.png'), photo('b2.png')],
        token,
      ),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(loser.json().message).toBe('Has alcanzado el límite de negocios para tu cuenta');
    const winner = responses.find((response) => response.statusCode === 201)!.json().business;
    expect(await businessCount(owner.id)).toBe(1);
    // Only the winner's two photos were added: the loser's files were removed (or never written).
    const added = (await storedFiles()).filter((file) => !before.has(file));
    expect(added).toHaveLength(2);
    for (const file of added) expect(file.startsWith(`${winner.id}/`)).toBe(true);
  });

  it('re-checks the limit under the profile lock when both creations got past the early check', {
    timeout: 60_000,
  }, async () => {
    const owner = await insertUser(t.db, { userType: 'business' });
    const token = await t.sign({ id: owner.id });
    const before = new Set(await storedFiles());
    // Hold the owner's profile row so both requests pass the early check, write their files and
    // queue on the lock; releasing it lets them through one at a time.
    const responses = await t.db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      try {
        await conn.selectFrom('profiles').select('id').where('id', '=', owner.id).forUpdate().execute();
        const pending = Promise.all([
          post(fields({ subcategory: cafeSubcategory, name: 'Cola A' }), [photo('a.png')], token),
          post(fields({ subcategory: cafeSubcategory, name: 'Cola B' }), [photo('b.png')], token),
        ]);
        // Generous: the whole suite shares two cores, so reaching the lock can take a while.
        await vi.waitFor(
          async () => {
            // Inside a transaction Postgres keeps the first statistics snapshot it read; without
            // clearing it, a poll that started before the requests arrived would never see them.
            await sql`select pg_stat_clear_snapshot()`.execute(conn);
            const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`.execute(conn);
            if (rows[0]!.n !== 2) throw new Error('both requests are not yet waiting on the lock');
          },
          { timeout: 30_000, interval: 20 },
        );
        expect((await storedFiles()).filter((file) => !before.has(file))).toHaveLength(2);
        await sql`commit`.execute(conn);
        return pending;
      } catch (error) {
        // Never leave the profile locked for the tests that follow.
        await sql`rollback`.execute(conn);
        throw error;
      }
    });
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const winner = responses.find((response) => response.statusCode === 201)!.json().business;
    expect(await businessCount(owner.id)).toBe(1);
    const added = (await storedFiles()).filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    expect(added[0]!.startsWith(`${winner.id}/`)).toBe(true);
  });
});

describe('GET /api/discovery/businesses/:id', () => {
  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'cafe-azul']) {
      const response = await t.inject({ method: 'GET', url: `/api/discovery/businesses/${id}` });
      expectError(response, 404, 'business_not_found', 'Negocio no encontrado');
    }
  });

  it('shows the maintained rating', async () => {
    const owner = await insertUser(t.db);
    const created = await post(fields({ subcategory: cafeSubcategory }), [photo()], owner);
    const id = created.json().business.id as string;
    const [a, b] = [await insertUser(t.db), await insertUser(t.db)];
    await t.db
      .insertInto('reviews')
      .values([
        { business_id: id, user_id: a.id, rating: 5 },
        { business_id: id, user_id: b.id, rating: 4 },
      ])
      .execute();
    const { business } = (await t.inject({ method: 'GET', url: `/api/discovery/businesses/${id}` })).json();
    expect(business).toMatchObject({ rating_avg: 4.5, rating_count: 2 });
  });
});

import { insertStory, insertUser } from '@cerca/db-testing';
import { type FormFile, multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { JPEG, PNG } from './fixtures';
import { MP4, publishingWorld, storedFiles } from './publishing-fixtures';

const t = useServiceTest([discoveryService], { tempStorage: true });
const FORBIDDEN =
  'Solo el dueño del negocio, el socio de su ciudad o un administrador pueden editar sus colecciones.';
const NOT_OURS = 'Solo puedes agregar a la colección historias de este negocio.';
const base = (businessId: string) => `/api/discovery/businesses/${businessId}/highlights`;

async function create(businessId: string, fields: Record<string, string>, files: FormFile[], as: TestCaller) {
  const body = await multipart(fields, files, { field: 'cover', type: 'image/png' });
  return t.inject({ method: 'POST', url: base(businessId), ...body }, as);
}

const covers = async () =>
  (await storedFiles(t.config.storageDir)).filter(
    (file) => file.includes('/highlights/') && !file.endsWith('.json'),
  );

async function world(options: { ageDays?: number } = {}) {
  const w = await publishingWorld(t.db, options);
  const live = await insertStory(t.db, { businessId: w.business.id, userId: w.owner.id, title: 'Hoy' });
  const archived = await insertStory(t.db, {
    businessId: w.business.id,
    userId: w.owner.id,
    title: 'Ayer',
    createdAt: new Date(Date.now() - 48 * 3600_000),
    expiresAt: new Date(Date.now() - 24 * 3600_000),
  });
  return { ...w, live, archived };
}

describe('POST /api/discovery/businesses/:id/highlights', () => {
  it('creates a collection with a cover under <business>/highlights and live or archived stories', async () => {
    const { business, owner, live, archived } = await world();
    const response = await create(
      business.id,
      { name: '  Mezcales  ', story_ids: JSON.stringify([live.id, archived.id]) },
      [{ name: 'portada.png', content: PNG }],
      owner,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { highlight } = response.json();
    expect(highlight.name).toBe('Mezcales');
    expect(highlight.cover_url).toMatch(
      new RegExp(
        `^/storage/v1/object/public/business-stories/${business.id}/highlights/[0-9a-f-]{36}\\.png$`,
      ),
    );
    expect(highlight.stories.map((s: { id: string }) => s.id)).toEqual([archived.id, live.id]);
    expect(await covers()).toHaveLength(1);

    const listed = (await t.inject({ method: 'GET', url: base(business.id) })).json().highlights;
    expect(listed.map((h: { id: string }) => h.id)).toContain(highlight.id);
  });

  it('requires a name and refuses stories of another business, a non-image cover, leaving nothing', async () => {
    const { business, owner, live } = await world();
    const other = await world();
    const before = await storedFiles(t.config.storageDir);
    expectError(
      await create(business.id, { name: '   ', story_ids: '[]' }, [{ name: 'p.png', content: PNG }], owner),
      400,
      'name_required',
      'Por favor ingresa un nombre',
    );
    expectError(
      await create(business.id, {}, [], owner),
      400,
      'name_required',
      'Por favor ingresa un nombre',
    );
    expectError(
      await create(
        business.id,
        { name: 'Mix', story_ids: JSON.stringify([live.id, other.live.id]) },
        [{ name: 'p.png', content: PNG }],
        owner,
      ),
      400,
      'invalid_stories',
      NOT_OURS,
    );
    expectError(
      await create(business.id, { name: 'Mix', story_ids: '["x"]' }, [], owner),
      400,
      'invalid_fields',
      'Los datos de la colección no son válidos. Revisa el formulario.',
    );
    expectError(
      await create(business.id, { name: 'Mix', story_ids: '[' }, [], owner),
      400,
      'invalid_fields',
      'Los datos de la colección no son válidos. Revisa el formulario.',
    );
    expectError(
      await create(
        business.id,
        { name: 'Video' },
        [{ name: 'v.mp4', content: MP4, type: 'video/mp4' }],
        owner,
      ),
      400,
      'invalid_image',
      'Por favor selecciona una imagen válida',
    );
    expect(await storedFiles(t.config.storageDir)).toEqual(before);
    const rows = await t.db
      .selectFrom('story_highlights')
      .select('id')
      .where('business_id', '=', business.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a Basic business past its trial before storing the cover', async () => {
    const { business, owner } = await world({ ageDays: 6 });
    const before = await storedFiles(t.config.storageDir);
    const message =
      'Tu plan Básico no incluye colecciones de historias. Mejora tu plan para crear colecciones.';
    expectError(
      await create(business.id, { name: 'Nueva' }, [{ name: 'p.png', content: PNG }], owner),
      403,
      'plan_limit_reached',
      message,
    );
    expect(await storedFiles(t.config.storageDir)).toEqual(before);
  });

  it('is for the owner, the city partner and admins', async () => {
    const { business, city } = await world();
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: city.id });
    const admin = await insertUser(t.db, { role: 'admin' });
    const byPartner = await create(business.id, { name: 'Socio' }, [], partner);
    expect(byPartner.statusCode, byPartner.body).toBe(201);
    expect((await create(business.id, { name: 'Admin' }, [], admin)).statusCode).toBe(201);
    expectError(
      await create(business.id, { name: 'X' }, [], await insertUser(t.db)),
      403,
      'forbidden',
      FORBIDDEN,
    );
    expectError(
      await create(business.id, { name: 'X' }, [], undefined),
      401,
      'unauthorized',
      'Debes iniciar sesión para continuar.',
    );
  });
});

describe('PATCH and DELETE /api/discovery/businesses/:id/highlights/:highlightId', () => {
  it('renames, replaces every item and the cover (removing the old one), then deletes with its cover', async () => {
    const { business, owner, live, archived } = await world();
    const created = (
      await create(
        business.id,
        { name: 'Antes', story_ids: JSON.stringify([live.id]) },
        [{ name: 'a.png', content: PNG }],
        owner,
      )
    ).json().highlight;
    const url = `${base(business.id)}/${created.id}`;
    const coversBefore = (await covers()).length;

    const json = await t.inject(
      { method: 'PATCH', url, payload: { name: 'Después', story_ids: [archived.id] } },
      owner,
    );
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().highlight).toMatchObject({ name: 'Después', cover_url: created.cover_url });
    expect(json.json().highlight.stories.map((s: { id: string }) => s.id)).toEqual([archived.id]);

    const body = await multipart(
      { story_ids: '[]' },
      [{ name: 'b.jpg', content: JPEG, type: 'image/jpeg' }],
      {
        field: 'cover',
        type: 'image/jpeg',
      },
    );
    const form = await t.inject({ method: 'PATCH', url, ...body }, owner);
    expect(form.statusCode, form.body).toBe(200);
    const edited = form.json().highlight;
    expect(edited.name).toBe('Después');
    expect(edited.stories).toEqual([]);
    expect(edited.cover_url).toMatch(/\/highlights\/[0-9a-f-]{36}\.jpg$/);
    expect(await covers()).toHaveLength(coversBefore);

    expectError(
      await t.inject({ method: 'PATCH', url, payload: { name: '' } }, owner),
      400,
      'name_required',
      'Por favor ingresa un nombre',
    );
    expectError(
      await t.inject({ method: 'PATCH', url, payload: { story_ids: [(await world()).live.id] } }, owner),
      400,
      'invalid_stories',
      NOT_OURS,
    );
    expectError(
      await t.inject({ method: 'PATCH', url, payload: { name: 'X' } }, await insertUser(t.db)),
      403,
      'forbidden',
      FORBIDDEN,
    );

    const removed = await t.inject({ method: 'DELETE', url }, owner);
    expect(removed.statusCode).toBe(204);
    expect(await covers()).toHaveLength(coversBefore - 1);
    expectError(
      await t.inject({ method: 'DELETE', url }, owner),
      404,
      'highlight_not_found',
      'Colección no encontrada',
    );
    expectError(
      await t.inject({ method: 'PATCH', url, payload: { name: 'X' } }, owner),
      404,
      'highlight_not_found',
      'Colección no encontrada',
    );
    // The stories themselves stay.
    const stories = await t.db
      .selectFrom('business_stories')
      .select('id')
      .where('business_id', '=', business.id)
      .execute();
    expect(stories).toHaveLength(2);
  });

  it('does not reach another business’s collection through this business', async () => {
    const mine = await world();
    const theirs = await world();
    const created = (await create(theirs.business.id, { name: 'Suya' }, [], theirs.owner)).json().highlight;
    const url = `${base(mine.business.id)}/${created.id}`;
    expectError(
      await t.inject({ method: 'DELETE', url }, mine.owner),
      404,
      'highlight_not_found',
      'Colección no encontrada',
    );
    expectError(
      await t.inject({ method: 'PATCH', url, payload: { name: 'Mía' } }, mine.owner),
      404,
      'highlight_not_found',
      'Colección no encontrada',
    );
  });
});

import { insertBusiness, insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { publishingWorld } from './publishing-fixtures';

const t = useServiceTest([discoveryService]);

const HOUR = 3600_000;

const archive = (businessId: string, as: TestCaller, cursor?: string) =>
  t.inject(
    {
      method: 'GET',
      url: `/api/discovery/businesses/${businessId}/stories${cursor === undefined ? '' : `?cursor=${cursor}`}`,
    },
    as,
  );

/** A story created `hoursAgo`; expired ones are archived as the expiry job leaves them. */
async function story(
  businessId: string,
  userId: string,
  title: string,
  hoursAgo: number,
  columns: { live?: boolean; approved?: boolean; archived?: boolean } = {},
) {
  const createdAt = new Date(Date.now() - hoursAgo * HOUR);
  const expiresAt = new Date(columns.live ? Date.now() + HOUR : createdAt.getTime() + 24 * HOUR);
  return t.db
    .insertInto('business_stories')
    .values({
      business_id: businessId,
      user_id: userId,
      title,
      media_url: `/${title}.webp`,
      media_type: 'image',
      approved: columns.approved ?? true,
      created_at: createdAt,
      expires_at: expiresAt,
      archived_at: columns.live || columns.archived === false ? null : expiresAt,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

const titles = (response: { json: () => unknown }) =>
  (response.json() as { stories: { title: string }[] }).stories.map((s) => s.title);

const MESSAGE =
  'Solo el dueño del negocio, el socio de su ciudad o un administrador pueden ver todas sus historias.';

describe('GET /api/discovery/businesses/:id/stories', () => {
  it("shows the owner the business's live and archived stories, newest first", async () => {
    const { business, city, owner } = await publishingWorld(t.db);
    await story(business.id, owner.id, 'Viva', 1, { live: true });
    await story(business.id, owner.id, 'Antigua', 24 * 40);
    await story(business.id, owner.id, 'Ayer', 30);
    await story(business.id, owner.id, 'Sin archivar', 26, { archived: false });
    await story(business.id, owner.id, 'Retirada', 28, { approved: false });
    const other = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id });
    await story(other.id, owner.id, 'De otro negocio', 30);

    const response = await archive(business.id, owner);
    expect(response.statusCode, response.body).toBe(200);
    // More than the city strip: its live story, and the expired ones whether archived yet or not.
    expect(titles(response)).toEqual(['Viva', 'Sin archivar', 'Ayer', 'Antigua']);
    const [, expired] = (response.json() as { stories: Record<string, unknown>[] }).stories;
    expect(expired).toMatchObject({
      type: 'instant',
      media_url: '/Sin archivar.webp',
      business: { id: business.id, name: 'Panadería Lupita' },
      author: { id: owner.id },
    });
    expect(response.json()).toMatchObject({ next_cursor: null });
  });

  it('pages with the keyset cursor and refuses a cursor that is not ours', async () => {
    const { business, owner } = await publishingWorld(t.db);
    // 25 stories, two of them created at the very same instant (the id breaks the tie).
    for (let i = 0; i < 24; i++) await story(business.id, owner.id, `H${i}`, 30 + i);
    const twin = await t.db
      .selectFrom('business_stories')
      .select(['created_at', 'expires_at', 'archived_at'])
      .where('title', '=', 'H10')
      .where('business_id', '=', business.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('business_stories')
      .values({ business_id: business.id, user_id: owner.id, title: 'H10b', media_url: '/x.webp', ...twin })
      .execute();

    const first = await archive(business.id, owner);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json() as { stories: { id: string; title: string }[]; next_cursor: string | null };
    expect(page1.stories).toHaveLength(20);
    expect(page1.next_cursor).toEqual(expect.any(String));
    const second = await archive(business.id, owner, page1.next_cursor!);
    const page2 = second.json() as { stories: { id: string }[]; next_cursor: string | null };
    expect(page2.stories).toHaveLength(5);
    expect(page2.next_cursor).toBeNull();
    const ids = [...page1.stories, ...page2.stories].map((s) => s.id);
    expect(new Set(ids).size).toBe(25);

    expectError(
      await archive(business.id, owner, 'bm8tYS1jdXJzb3I'),
      400,
      'invalid_cursor',
      'No pudimos cargar más contenido. Vuelve a cargar la página.',
    );
  });

  it('answers the city partner and admins, 403 to strangers and 401 to visitors', async () => {
    const { business, city, owner } = await publishingWorld(t.db);
    await story(business.id, owner.id, 'Ayer', 30);
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: city.id });
    const admin = await insertUser(t.db, { role: 'admin' });
    for (const caller of [partner, admin]) {
      const response = await archive(business.id, caller);
      expect(response.statusCode, response.body).toBe(200);
      expect(titles(response)).toEqual(['Ayer']);
    }
    const otherCity = await insertCity(t.db, { name: 'Otra ciudad' });
    for (const caller of [
      await insertUser(t.db),
      await insertUser(t.db, { userType: 'business' }),
      await insertUser(t.db, { role: 'city_partner', managedCityId: otherCity.id }),
    ]) {
      expectError(await archive(business.id, caller), 403, 'forbidden', MESSAGE);
    }
    expectError(await archive('no-existe', partner), 403, 'forbidden', MESSAGE);
    expectError(
      await archive(business.id, undefined),
      401,
      'unauthorized',
      'Debes iniciar sesión para continuar.',
    );
  });
});

describe('archived stories in the public reads', () => {
  it('are hidden from the story strip but stay in the collections that keep them', async () => {
    const { business, city, owner } = await publishingWorld(t.db);
    await story(business.id, owner.id, 'Viva', 1, { live: true });
    const kept = await story(business.id, owner.id, 'Guardada', 30);
    await story(business.id, owner.id, 'Archivada', 31);
    const highlight = await t.db
      .insertInto('story_highlights')
      .values({ business_id: business.id, name: 'Lo mejor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('story_highlight_items')
      .values({ highlight_id: highlight.id, story_id: kept.id })
      .execute();

    const strip = await t.inject({ method: 'GET', url: `/api/discovery/stories?city_id=${city.id}` });
    expect(strip.statusCode, strip.body).toBe(200);
    expect(titles(strip)).toEqual(['Viva']);

    const highlights = await t.inject({
      method: 'GET',
      url: `/api/discovery/businesses/${business.id}/highlights`,
    });
    expect(highlights.statusCode, highlights.body).toBe(200);
    const [collection] = (highlights.json() as { highlights: { stories: { title: string }[] }[] }).highlights;
    expect(collection!.stories.map((s) => s.title)).toEqual(['Guardada']);
  });
});

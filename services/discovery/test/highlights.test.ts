import { insertBusiness, insertBusinessPhoto, insertCity, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';

const t = useServiceTest([discoveryService]);
let businessId: string;
let authorId: string;

beforeAll(async () => {
  const cityId = (await insertCity(t.db)).id;
  const author = await insertUser(t.db, { email: 'autora@example.com', userType: 'business' });
  authorId = author.id;
  businessId = (await insertBusiness(t.db, { ownerId: author.id, cityId, name: 'Mezcalería' })).id;
  await insertBusinessPhoto(t.db, { businessId, url: '/logo.webp' });
});

const getHighlights = (id: string) =>
  t.inject({ method: 'GET', url: `/api/discovery/businesses/${id}/highlights` });

async function story(
  title: string,
  hoursAgo: number,
  columns: { expired?: boolean; approved?: boolean } = {},
) {
  return t.db
    .insertInto('business_stories')
    .values({
      business_id: businessId,
      user_id: authorId,
      title,
      media_url: `/${title}.webp`,
      media_type: 'image',
      approved: columns.approved ?? true,
      created_at: new Date(Date.now() - hoursAgo * 3600_000),
      expires_at: new Date(Date.now() + (columns.expired ? -1 : 1) * 3600_000),
    })
    .returning(['id', 'created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
}

async function collection(name: string, createdAt: string, storyIds: string[]) {
  const row = await t.db
    .insertInto('story_highlights')
    .values({ business_id: businessId, name, cover_url: `/${name}.webp`, created_at: createdAt })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  for (const storyId of storyIds) {
    await t.db
      .insertInto('story_highlight_items')
      .values({ highlight_id: row.id, story_id: storyId })
      .execute();
  }
  return row;
}

describe('GET /api/discovery/businesses/:id/highlights', () => {
  it('lists collections oldest first with their stories, kept after they expire', async () => {
    const old = await story('Vieja', 72, { expired: true });
    const fresh = await story('Nueva', 1);
    const hidden = await story('Retirada', 2, { approved: false });
    const second = await collection('Noches', '2026-02-01T00:00:00Z', [fresh.id]);
    const first = await collection('Mezcales', '2026-01-01T00:00:00Z', [fresh.id, old.id, hidden.id]);
    const empty = await collection('Vacía', '2026-03-01T00:00:00Z', []);

    const response = await getHighlights(businessId);
    expect(response.statusCode).toBe(200);
    const { highlights } = response.json();
    expect(highlights.map((h: { id: string }) => h.id)).toEqual([first.id, second.id, empty.id]);
    expect(highlights[0]).toMatchObject({
      name: 'Mezcales',
      cover_url: '/Mezcales.webp',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(highlights[0].stories.map((s: { id: string }) => s.id)).toEqual([old.id, fresh.id]);
    expect(highlights[0].stories[0]).toEqual({
      id: old.id,
      type: 'instant',
      title: 'Vieja',
      content: null,
      media_url: '/Vieja.webp',
      media_type: 'image',
      thumbnail_url: null,
      expires_at: old.expires_at.toISOString(),
      created_at: old.created_at.toISOString(),
      author: { id: authorId, username: 'autora', full_name: null, avatar_url: null },
      business: {
        id: businessId,
        name: 'Mezcalería',
        category: 'Cafeterías',
        subcategory: 'Café de especialidad',
        logo_url: '/logo.webp',
      },
      business_name: 'Mezcalería',
    });
    expect(highlights[2].stories).toEqual([]);
    expect(response.body).not.toContain('autora@example.com');
  });

  it('answers 404 business_not_found to missing and malformed ids', async () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'x']) {
      expectError(await getHighlights(id), 404, 'business_not_found', 'Negocio no encontrado');
    }
  });
});

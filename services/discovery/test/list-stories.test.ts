import { insertStory, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { allObjects, feedWorld, PRIVATE_PERSON_KEYS } from './feed-fixtures';

const t = useServiceTest([discoveryService]);

const stories = (cityId: string) =>
  t.inject({ method: 'GET', url: '/api/discovery/stories', query: { city_id: cityId } });

const HOUR = 3_600_000;

describe('GET /api/discovery/stories', () => {
  it("lists the city's approved unexpired stories newest first, with public author and business", async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const older = await insertStory(t.db, {
      businessId: business.id,
      userId: owner.id,
      title: 'Pan recién salido',
      createdAt: new Date(Date.now() - 2 * HOUR),
    });
    const newer = await insertStory(t.db, { businessId: business.id, userId: owner.id });
    // Expired a second ago: no worker has removed it, the read itself must hide it.
    await insertStory(t.db, {
      businessId: business.id,
      userId: owner.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    await insertStory(t.db, { businessId: business.id, userId: owner.id, approved: false });
    const elsewhere = await feedWorld(t.db);
    await insertStory(t.db, { businessId: elsewhere.business.id, userId: elsewhere.owner.id });

    const response = await stories(city.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stories.map((story: { id: string }) => story.id)).toEqual([newer.id, older.id]);
    expect(body.stories[1]).toEqual({
      id: older.id,
      type: 'instant',
      title: 'Pan recién salido',
      content: null,
      media_url: '/storage/v1/object/public/business-stories/a.webp',
      media_type: 'image',
      thumbnail_url: null,
      expires_at: older.expires_at.toISOString(),
      created_at: older.created_at.toISOString(),
      author: {
        id: owner.id,
        username: owner.username,
        full_name: 'Lupita Pérez',
        avatar_url: '/avatars/lupita.webp',
      },
      business: {
        id: business.id,
        name: 'Panadería Lupita',
        category: 'Cafeterías',
        subcategory: 'Café de especialidad',
        logo_url: '/photos/logo.webp',
      },
      business_name: 'Panadería Lupita',
    });
    for (const object of allObjects(body)) {
      for (const key of PRIVATE_PERSON_KEYS) expect(object).not.toHaveProperty(key);
    }
  });

  it('hides a story the moment it expires', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const story = await insertStory(t.db, { businessId: business.id, userId: owner.id });
    expect((await stories(city.id)).json().stories).toHaveLength(1);
    await t.db
      .updateTable('business_stories')
      .set({ expires_at: new Date() })
      .where('id', '=', story.id)
      .execute();
    expect((await stories(city.id)).json().stories).toEqual([]);
  });

  it('caps the strip at 100 stories', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const reader = await insertUser(t.db);
    await t.db
      .insertInto('business_stories')
      .values(
        Array.from({ length: 105 }, () => ({
          business_id: business.id,
          user_id: owner.id,
          title: null,
          content: null,
          media_url: '/s.webp',
          media_type: 'image' as const,
          thumbnail_url: null,
        })),
      )
      .execute();
    const response = await t.inject(
      { method: 'GET', url: '/api/discovery/stories', query: { city_id: city.id } },
      reader,
    );
    expect(response.json().stories).toHaveLength(100);
  });

  it('answers an empty strip for a city without stories and 400 to a malformed city id', async () => {
    const { city } = await feedWorld(t.db);
    expect((await stories(city.id)).json()).toEqual({ stories: [] });
    const response = await stories('oaxaca');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
  });
});

import { randomUUID } from 'node:crypto';
import { FEED_PAGE_SIZE } from '@cerca/contracts/feed';
import { insertBusiness, insertPost, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { feedWorld } from './feed-fixtures';

const t = useServiceTest([discoveryService]);

const postsOf = (businessId: string, cursor?: string, as?: TestCaller) =>
  t.inject(
    {
      method: 'GET',
      url: `/api/discovery/businesses/${businessId}/posts`,
      query: cursor === undefined ? {} : { cursor },
    },
    as,
  );

describe('GET /api/discovery/businesses/:id/posts', () => {
  it("pages one business's approved posts newest first, with the caller's reactions", async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const neighbour = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id });
    await insertPost(t.db, { businessId: neighbour.id, userId: owner.id });
    await insertPost(t.db, { businessId: business.id, userId: owner.id, approved: false });
    const ids: string[] = [];
    for (let i = 0; i < FEED_PAGE_SIZE + 3; i++) {
      const post = await insertPost(t.db, {
        businessId: business.id,
        userId: owner.id,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
      ids.unshift(post.id);
    }
    const reader = await insertUser(t.db);
    await t.db
      .insertInto('post_reactions')
      .values({ post_id: ids[0]!, user_id: reader.id, reaction_type: 'like' })
      .execute();

    const first = await postsOf(business.id, undefined, reader);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.posts).toHaveLength(FEED_PAGE_SIZE);
    expect(page1.posts[0]).toMatchObject({ id: ids[0], my_reaction: 'like', reactions: { like: 1 } });
    const page2 = (await postsOf(business.id, page1.next_cursor, reader)).json();
    expect(page2.next_cursor).toBeNull();
    expect([...page1.posts, ...page2.posts].map((post: { id: string }) => post.id)).toEqual(ids);
  });

  it('answers an empty list for a business without posts', async () => {
    const { business } = await feedWorld(t.db);
    expect((await postsOf(business.id)).json()).toEqual({ posts: [], next_cursor: null });
  });

  it('answers 404 Negocio no encontrado for unknown or malformed ids, 400 to a foreign cursor', async () => {
    for (const id of [randomUUID(), 'no-es-un-id']) {
      const response = await postsOf(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'business_not_found',
        error: 'Not Found',
        message: 'Negocio no encontrado',
      });
    }
    const { business } = await feedWorld(t.db);
    const response = await postsOf(business.id, 'eyJ4IjoxfQ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_cursor' });
  });
});

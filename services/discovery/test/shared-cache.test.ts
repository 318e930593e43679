import { insertPost, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { VISITOR_CACHE_TTL_MS } from '../src/shared-cache';
import { feedWorld } from './feed-fixtures';

const t = useServiceTest([discoveryService]);

describe('answers shared by visitors', () => {
  it('serve visitors one copy for at most a few seconds, and signed-in people a fresh one', async () => {
    const { city, business } = await feedWorld(t.db);
    const page = (as?: Parameters<typeof t.inject>[1]) =>
      t.inject({ method: 'GET', url: `/api/discovery/businesses/${business.id}/page` }, as);
    const follower = await insertUser(t.db);

    expect((await page()).json().followers_count).toBe(0);
    const followed = await t.inject(
      { method: 'PUT', url: `/api/discovery/businesses/${business.id}/follow` },
      follower,
    );
    expect(followed.json()).toEqual({ following: true, followers_count: 1 });
    // The person who acted sees it at once; a visitor may see the copy made just before.
    expect((await page(follower)).json().followers_count).toBe(1);
    const visitor = await page();
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(visitor.json().followers_count).toBe(0);
    expect(VISITOR_CACHE_TTL_MS).toBeLessThanOrEqual(5_000);
    expect(await t.redis.pttl(`business-page:${business.id}`)).toBeLessThanOrEqual(VISITOR_CACHE_TTL_MS);

    const search = await t.inject({
      method: 'GET',
      url: '/api/discovery/businesses',
      query: { city_id: city.id },
    });
    expect(search.json().businesses.map((card: { id: string }) => card.id)).toContain(business.id);
  });

  it('keep the contract: a cached visitor answer has the same shape as a fresh one', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    for (let i = 0; i < 3; i++) await insertPost(t.db, { businessId: business.id, userId: owner.id });
    const reader = await insertUser(t.db);
    const fresh = (
      await t.inject({ method: 'GET', url: '/api/discovery/feed', query: { city_id: city.id } }, reader)
    ).json();
    const shared = (
      await t.inject({ method: 'GET', url: '/api/discovery/feed', query: { city_id: city.id } })
    ).json();
    expect(shared.posts).toHaveLength(3);
    expect(shared).toEqual(fresh);
  });
});

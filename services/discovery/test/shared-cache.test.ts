import { insertPost, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { VISITOR_CACHE_TTL_MS } from '../src/shared-cache';
import { feedWorld } from './feed-fixtures';

const t = useServiceTest([discoveryService]);

describe('shared public answers', () => {
  it('serve everyone one public copy for at most a few seconds; a follow drops it at once', async () => {
    const { city, business } = await feedWorld(t.db);
    const page = (as?: Parameters<typeof t.inject>[1]) =>
      t.inject({ method: 'GET', url: `/api/discovery/businesses/${business.id}/page` }, as);
    const reader = await insertUser(t.db);
    const follower = await insertUser(t.db);

    expect((await page()).json().followers_count).toBe(0);
    // A follow written behind the routes' back: the shared copy still says 0, to visitors and to
    // signed-in readers alike, while the reader's own flag is read for them.
    await t.db
      .insertInto('business_followers')
      .values({ business_id: business.id, user_id: reader.id })
      .execute();
    const visitor = await page();
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(visitor.json()).toMatchObject({ followers_count: 0, viewer: { is_following: false } });
    expect((await page(reader)).json()).toMatchObject({ followers_count: 0, viewer: { is_following: true } });
    expect(VISITOR_CACHE_TTL_MS).toBeLessThanOrEqual(5_000);
    expect(await t.redis.pttl(`business-page-public:${business.id}`)).toBeLessThanOrEqual(
      VISITOR_CACHE_TTL_MS,
    );

    const followed = await t.inject(
      { method: 'PUT', url: `/api/discovery/businesses/${business.id}/follow` },
      follower,
    );
    expect(followed.json()).toEqual({ following: true, followers_count: 2 });
    // The person who acted sees it at once, and so does everyone else: the follow dropped the copy.
    expect((await page(follower)).json()).toMatchObject({
      followers_count: 2,
      viewer: { is_following: true },
    });
    expect((await page()).json()).toMatchObject({ followers_count: 2, viewer: { is_following: false } });

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

  it("drop a city's searches when a business of it changes, so its owner finds it at once", async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const names = async () =>
      (
        await t.inject(
          { method: 'GET', url: '/api/discovery/businesses', query: { city_id: city.id } },
          owner,
        )
      )
        .json()
        .businesses.map((card: { name: string }) => card.name);
    expect(await names()).toEqual(['Panadería Lupita']);
    const renamed = await t.inject(
      {
        method: 'PATCH',
        url: `/api/discovery/businesses/${business.id}`,
        payload: { name: 'Panadería Doña Lupe' },
      },
      owner,
    );
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(['Panadería Doña Lupe']);
  });
});

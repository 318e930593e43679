import { insertBusiness, insertPost } from '@cerca/db-testing';
import { cityCacheVersionKey, dropCityPublicCaches, dropPublicCaches, publicCacheKeys } from '@cerca/queues';
import { useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { feedWorld } from './feed-fixtures';

const t = useServiceTest([discoveryService]);

const visitorFeed = async (cityId: string) =>
  (await t.inject({ method: 'GET', url: '/api/discovery/feed', query: { city_id: cityId } })).json() as {
    posts: { id: string }[];
  };

describe('public answers dropped by another service (content moderation)', () => {
  it('leave Redis and this process at once, with no wait for either cache layer', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const post = await insertPost(t.db, { businessId: business.id, userId: owner.id });
    expect((await visitorFeed(city.id)).posts.map((each) => each.id)).toEqual([post.id]);
    // Both layers now hold the page: Redis and this process's memory.
    expect(await t.redis.exists(publicCacheKeys.cityFeedFirstPage(city.id))).toBe(1);

    // What the partner service does after deleting the row (it shares only @cerca/queues).
    await t.db.deleteFrom('business_posts').where('id', '=', post.id).execute();
    await dropPublicCaches(t.redis, t.config.redisPrefix, [publicCacheKeys.cityFeedFirstPage(city.id)]);
    // The announcement reaches this process's listener within moments: before the in-process
    // copy's own one-second expiry could explain it (900 ms leaves room for a busy machine).
    await expect
      .poll(async () => (await visitorFeed(city.id)).posts, { timeout: 900, interval: 20 })
      .toEqual([]);
  });

  it('leave every answer about a city at once when the city is dropped, with no scan of the keyspace', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const other = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id, name: 'Tortas Ahogadas' });
    const searches: Record<string, string>[] = [
      { city_id: city.id },
      { city_id: city.id, q: 'tortas' },
      { city_id: city.id, q: 'TORTAS' },
    ];
    const visitorSearch = async (query: Record<string, string>) =>
      (
        (await t.inject({ method: 'GET', url: '/api/discovery/businesses', query })).json() as {
          businesses: { id: string }[];
        }
      ).businesses.map((card) => card.id);
    expect(await visitorSearch(searches[0]!)).toEqual(expect.arrayContaining([business.id, other.id]));
    expect(await visitorSearch(searches[1]!)).toEqual([other.id]);

    // Moderation deletes a business and drops the city: one INCR of its version, announced.
    await t.db.deleteFrom('businesses').where('id', '=', other.id).execute();
    await dropCityPublicCaches(t.redis, t.config.redisPrefix, city.id);
    expect(await t.redis.get(cityCacheVersionKey(city.id))).toBe('1');
    // Within moments, before the in-process copies' own one-second expiry could explain it.
    await expect.poll(() => visitorSearch(searches[1]!), { timeout: 900, interval: 20 }).toEqual([]);
    expect(await visitorSearch(searches[2]!)).toEqual([]);
    expect(await visitorSearch(searches[0]!)).toEqual([business.id]);
  });
});

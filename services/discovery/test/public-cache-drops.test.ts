import { insertPost } from '@cerca/db-testing';
import { dropPublicCaches, publicCacheKeys } from '@cerca/queues';
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
});

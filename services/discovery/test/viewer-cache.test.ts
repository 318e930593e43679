import { randomUUID } from 'node:crypto';
import { insertCity, insertPost, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { discoveryService } from '../src/plugin';
import { forgetViewer, keepViewer, readViewer, VIEWER_TTL_MS } from '../src/viewer-cache';
import { decodePageReactions, encodePageReactions, STANDING_FRESH_MS } from '../src/viewer-state';
import { feedWorld } from './feed-fixtures';

// Issue 24: signed-in reads of the feed and the business page take the person's own part
// (reactions, follow and favourite flags, standing) from the viewer cache, and see their own
// writes at once.

const t = useServiceTest([discoveryService]);

const silent = { warn: () => undefined } as unknown as Parameters<typeof readViewer>[3];

describe('the viewer cache', () => {
  it('keeps what a read loaded, and refuses a load that raced with a write', async () => {
    const userId = randomUUID();
    const first = await readViewer(t.redis, userId, ['r:a'], silent);
    expect(first).toEqual({ generation: '', values: [null] });
    expect(await keepViewer(t.redis, userId, first!, new Map([['r:a', 'like']]), silent)).toBe(true);
    expect((await readViewer(t.redis, userId, ['r:a'], silent))?.values).toEqual(['like']);
    expect(await t.redis.pttl(`viewer:${userId}`)).toBeGreaterThan(VIEWER_TTL_MS - 5_000);

    // A load starts (it read the generation), the person writes and forgets, the load ends.
    const raced = await readViewer(t.redis, userId, ['r:b'], silent);
    await forgetViewer(t.redis, userId, silent);
    expect(await keepViewer(t.redis, userId, raced!, new Map([['r:b', '']]), silent)).toBe(false);
    const after = await readViewer(t.redis, userId, ['r:a', 'r:b'], silent);
    expect(after?.values).toEqual([null, null]);
    expect(after?.generation).not.toBe(raced?.generation);
  });

  it('shows a person their own reactions, from the cache, and their own writes at once', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const older = await insertPost(t.db, { businessId: business.id, userId: owner.id });
    const newer = await insertPost(t.db, { businessId: business.id, userId: owner.id });
    const reader = await insertUser(t.db);
    const feed = async () => {
      const response = await t.inject(
        { method: 'GET', url: '/api/discovery/feed', query: { city_id: city.id } },
        reader,
      );
      expect(response.statusCode).toBe(200);
      return Object.fromEntries(
        response
          .json()
          .posts.map((post: { id: string; my_reaction: string | null }) => [post.id, post.my_reaction]),
      );
    };
    const react = (postId: string, type: string | null) =>
      t.inject(
        type
          ? {
              method: 'PUT',
              url: `/api/discovery/posts/${postId}/reaction`,
              payload: { reaction_type: type },
            }
          : { method: 'DELETE', url: `/api/discovery/posts/${postId}/reaction` },
        reader,
      );

    expect((await react(older.id, 'like')).statusCode).toBe(200);
    expect(await feed()).toEqual({ [older.id]: 'like', [newer.id]: null });
    // Written behind the routes' back: the kept values answer, so no database read was made.
    await t.db
      .insertInto('post_reactions')
      .values({ post_id: newer.id, user_id: reader.id, reaction_type: 'visited' })
      .execute();
    expect(await feed()).toEqual({ [older.id]: 'like', [newer.id]: null });
    // The person's own writes are seen on the next read.
    expect((await react(newer.id, 'love')).statusCode).toBe(200);
    expect(await feed()).toEqual({ [older.id]: 'like', [newer.id]: 'love' });
    expect((await react(older.id, null)).statusCode).toBe(200);
    expect(await feed()).toEqual({ [older.id]: null, [newer.id]: 'love' });
  });

  it("shows a person their own follow and favourite on the business page, and another's never", async () => {
    const { business } = await feedWorld(t.db);
    const reader = await insertUser(t.db);
    const other = await insertUser(t.db);
    const viewer = async (as: Parameters<typeof t.inject>[1]) => {
      const response = await t.inject(
        { method: 'GET', url: `/api/discovery/businesses/${business.id}/page` },
        as,
      );
      expect(response.statusCode).toBe(200);
      return response.json().viewer;
    };
    const url = (what: string) => `/api/discovery/businesses/${business.id}/${what}`;

    expect(await viewer(reader)).toEqual({
      is_owner: false,
      can_manage: false,
      is_following: false,
      is_favorite: false,
    });
    expect((await t.inject({ method: 'PUT', url: url('follow') }, reader)).statusCode).toBe(200);
    expect(await viewer(reader)).toMatchObject({ is_following: true, is_favorite: false });
    // Removed behind the routes' back: the kept flag answers until the person's next write.
    await t.db.deleteFrom('business_followers').where('user_id', '=', reader.id).execute();
    expect(await viewer(reader)).toMatchObject({ is_following: true });
    expect((await t.inject({ method: 'PUT', url: url('favorite') }, reader)).statusCode).toBe(200);
    expect(await viewer(reader)).toMatchObject({ is_following: false, is_favorite: true });
    expect((await t.inject({ method: 'DELETE', url: url('favorite') }, reader)).statusCode).toBe(200);
    expect(await viewer(reader)).toMatchObject({ is_following: false, is_favorite: false });
    // Each person's part is their own.
    expect((await t.inject({ method: 'PUT', url: url('follow') }, other)).statusCode).toBe(200);
    expect(await viewer(other)).toMatchObject({ is_following: true });
    expect(await viewer(reader)).toMatchObject({ is_following: false });
    expect(await viewer(undefined)).toMatchObject({ is_following: false, is_favorite: false });
  });

  it('tells the owner, an admin and the city partner they may manage the page, and nobody else', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const admin = await insertUser(t.db, { role: 'admin' });
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: city.id });
    const elsewhere = await insertCity(t.db, { name: `Otra ${randomUUID().slice(0, 8)}` });
    const otherPartner = await insertUser(t.db, { role: 'city_partner', managedCityId: elsewhere.id });
    const reader = await insertUser(t.db);
    const viewer = async (as: Parameters<typeof t.inject>[1]) =>
      (await t.inject({ method: 'GET', url: `/api/discovery/businesses/${business.id}/page` }, as)).json()
        .viewer;
    expect(await viewer(owner)).toMatchObject({ is_owner: true, can_manage: true });
    expect(await viewer(admin)).toMatchObject({ is_owner: false, can_manage: true });
    expect(await viewer(partner)).toMatchObject({ is_owner: false, can_manage: true });
    expect(await viewer(otherPartner)).toMatchObject({ can_manage: false });
    expect(await viewer(reader)).toMatchObject({ can_manage: false });

    // Roles change in other services, which do not forget this cache: a kept standing counts for
    // STANDING_FRESH_MS, then the database is asked again.
    expect(STANDING_FRESH_MS).toBeLessThanOrEqual(30_000);
    await t.db
      .updateTable('profiles')
      .set({ role: 'user', managed_city_id: null })
      .where('id', '=', partner.id)
      .execute();
    expect(await viewer(partner)).toMatchObject({ can_manage: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + STANDING_FRESH_MS + 1_000);
      expect(await viewer(partner)).toMatchObject({ can_manage: false });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a feed page in the viewer cache', () => {
  const page = { key: 'city:', postIds: ['p1', 'p2', 'p3'], fingerprint: 'abc' };

  it('keeps only the reactions, by position, for this very list of posts', () => {
    const kept = encodePageReactions(page, new Map([['p3', 'love']]));
    expect(kept).toBe('abc|2:love');
    expect(decodePageReactions(page, kept)).toEqual(new Map([['p3', 'love']]));
    expect(decodePageReactions(page, encodePageReactions(page, new Map()))).toEqual(new Map());
    // The page's posts changed since: nothing kept counts.
    expect(decodePageReactions({ ...page, fingerprint: 'xyz' }, kept)).toBeNull();
    // Unreadable values are misses, not wrong answers.
    expect(decodePageReactions(page, 'abc|9:love')).toBeNull();
    expect(decodePageReactions(page, 'abc|0:shrug')).toBeNull();
    expect(decodePageReactions(page, 'abc')).toBeNull();
  });
});

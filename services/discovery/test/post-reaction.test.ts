import { randomUUID } from 'node:crypto';
import { insertPost, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { feedWorld } from './feed-fixtures';

const t = useServiceTest([discoveryService]);

const put = (postId: string, reaction_type: unknown, as?: TestCaller) =>
  t.inject({ method: 'PUT', url: `/api/discovery/posts/${postId}/reaction`, payload: { reaction_type } }, as);
const remove = (postId: string, as?: TestCaller) =>
  t.inject({ method: 'DELETE', url: `/api/discovery/posts/${postId}/reaction` }, as);

async function newPost() {
  const { owner, business } = await feedWorld(t.db);
  return insertPost(t.db, { businessId: business.id, userId: owner.id });
}

/** The maintained counts next to the real rows: they must always agree. */
async function countsAndRows(postId: string) {
  const post = await t.db
    .selectFrom('business_posts')
    .select(['like_count', 'love_count', 'visited_count', 'want_to_go_count', 'likes_count'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  const rows = await t.db
    .selectFrom('post_reactions')
    .select('reaction_type')
    .where('post_id', '=', postId)
    .execute();
  const real = (type: string) => rows.filter((row) => row.reaction_type === type).length;
  return {
    counts: {
      like: post.like_count,
      love: post.love_count,
      visited: post.visited_count,
      want_to_go: post.want_to_go_count,
      any: post.likes_count,
    },
    real: {
      like: real('like'),
      love: real('love'),
      visited: real('visited'),
      want_to_go: real('want_to_go'),
      any: rows.length,
    },
  };
}

const ZERO = { like: 0, love: 0, visited: 0, want_to_go: 0 };

describe('PUT and DELETE /api/discovery/posts/:id/reaction', () => {
  it('sets, replaces and removes the caller’s one reaction, answering fresh counts', async () => {
    const post = await newPost();
    const me = await insertUser(t.db);
    const set = await put(post.id, 'like', me);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ post_id: post.id, reactions: { ...ZERO, like: 1 }, my_reaction: 'like' });
    // Another type replaces it: still one row.
    expect((await put(post.id, 'love', me)).json()).toEqual({
      post_id: post.id,
      reactions: { ...ZERO, love: 1 },
      my_reaction: 'love',
    });
    // The same type again changes nothing.
    expect((await put(post.id, 'love', me)).json().reactions).toEqual({ ...ZERO, love: 1 });
    const removed = await remove(post.id, me);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ post_id: post.id, reactions: ZERO, my_reaction: null });
    // Removing nothing is not an error, and counts stay at 0.
    expect((await remove(post.id, me)).json()).toEqual({
      post_id: post.id,
      reactions: ZERO,
      my_reaction: null,
    });
    const { counts, real } = await countsAndRows(post.id);
    expect(counts).toEqual(real);
  });

  it('refuses visitors with the spec’s Spanish message and writes nothing', async () => {
    const post = await newPost();
    for (const response of [await put(post.id, 'like'), await remove(post.id)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'unauthorized',
        error: 'Unauthorized',
        message: 'Debes iniciar sesión para reaccionar',
      });
    }
    expect((await countsAndRows(post.id)).real.any).toBe(0);
  });

  it('answers 404 for unknown, malformed and unapproved posts', async () => {
    const me = await insertUser(t.db);
    const { owner, business } = await feedWorld(t.db);
    const hidden = await insertPost(t.db, { businessId: business.id, userId: owner.id, approved: false });
    for (const id of [randomUUID(), 'no-es-un-id', hidden.id]) {
      for (const response of [await put(id, 'like', me), await remove(id, me)]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({
          statusCode: 404,
          code: 'post_not_found',
          error: 'Not Found',
          message: 'Publicación no encontrada',
        });
      }
    }
    expect((await countsAndRows(hidden.id)).real.any).toBe(0);
  });

  it('refuses an unknown reaction type with 400 and writes nothing', async () => {
    const post = await newPost();
    const me = await insertUser(t.db);
    for (const value of ['dislike', '', 1, null, ['like']]) {
      const response = await put(post.id, value, me);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
    expect((await countsAndRows(post.id)).real.any).toBe(0);
  });

  it('answers 404 profile_not_found to a valid token without a profile', async () => {
    const post = await newPost();
    const response = await put(post.id, 'like', { id: randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'profile_not_found' });
  });

  it('keeps counts equal to the rows under 20 concurrent PUTs and DELETEs from two people', async () => {
    const post = await newPost();
    const ana = await t.sign({ id: (await insertUser(t.db)).id });
    const beto = await t.sign({ id: (await insertUser(t.db)).id });
    const types = ['like', 'love', 'visited', 'want_to_go'];
    const requests = Array.from({ length: 20 }, (_, i) => {
      const who = i % 2 === 0 ? ana : beto;
      return i % 3 === 2 ? remove(post.id, who) : put(post.id, types[i % 4], who);
    });
    const responses = await Promise.all(requests);
    for (const response of responses) expect(response.statusCode).toBe(200);
    const { counts, real } = await countsAndRows(post.id);
    expect(counts).toEqual(real);
    expect(real.any).toBeLessThanOrEqual(2);
  });

  it('never double-counts one person tapping from two sessions at once', async () => {
    const post = await newPost();
    const me = (await insertUser(t.db)).id;
    const sessionA = await t.sign({ id: me, sessionId: randomUUID() });
    const sessionB = await t.sign({ id: me, sessionId: randomUUID() });
    for (let round = 0; round < 5; round++) {
      const responses = await Promise.all([
        put(post.id, 'like', sessionA),
        put(post.id, 'like', sessionB),
        put(post.id, 'love', sessionA),
        put(post.id, 'like', sessionB),
      ]);
      for (const response of responses) expect(response.statusCode).toBe(200);
      const { counts, real } = await countsAndRows(post.id);
      expect(real.any).toBe(1);
      expect(counts).toEqual(real);
      await Promise.all([remove(post.id, sessionA), remove(post.id, sessionB)]);
      expect(await countsAndRows(post.id)).toEqual({
        counts: { ...ZERO, any: 0 },
        real: { ...ZERO, any: 0 },
      });
    }
  });
});

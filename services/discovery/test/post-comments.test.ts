import { randomUUID } from 'node:crypto';
import { COMMENT_MAX_LENGTH, COMMENTS_PAGE_SIZE } from '@cerca/contracts/feed';
import { insertPost, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { allObjects, feedWorld, PRIVATE_PERSON_KEYS } from './feed-fixtures';

const t = useServiceTest([discoveryService]);

const comment = (postId: string, payload: unknown, as?: TestCaller) =>
  t.inject(
    { method: 'POST', url: `/api/discovery/posts/${postId}/comments`, payload: payload as object },
    as,
  );
const comments = (postId: string, cursor?: string) =>
  t.inject({
    method: 'GET',
    url: `/api/discovery/posts/${postId}/comments`,
    query: cursor === undefined ? {} : { cursor },
  });

async function newPost() {
  const { owner, business } = await feedWorld(t.db);
  return insertPost(t.db, { businessId: business.id, userId: owner.id });
}

async function commentCount(postId: string) {
  const rows = await t.db.selectFrom('post_comments').select('id').where('post_id', '=', postId).execute();
  const post = await t.db
    .selectFrom('business_posts')
    .select('comments_count')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return { rows: rows.length, count: post.comments_count };
}

const NOT_FOUND = {
  statusCode: 404,
  code: 'post_not_found',
  error: 'Not Found',
  message: 'Publicación no encontrada',
};

describe('POST /api/discovery/posts/:id/comments', () => {
  it('stores the trimmed comment and answers it with the public author and the new count', async () => {
    const post = await newPost();
    const me = await insertUser(t.db, { username: 'marisol' });
    const response = await comment(post.id, { comment: '  ¡Qué rico pan!  ' }, me);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      comment: {
        id: expect.any(String),
        post_id: post.id,
        comment: '¡Qué rico pan!',
        created_at: expect.any(String),
        author: { id: me.id, username: 'marisol', full_name: null, avatar_url: null },
      },
      comments_count: 1,
    });
    for (const object of allObjects(body)) {
      for (const key of PRIVATE_PERSON_KEYS) expect(object).not.toHaveProperty(key);
    }
    expect(await commentCount(post.id)).toEqual({ rows: 1, count: 1 });
  });

  it("refuses blank comments with 'El comentario no puede estar vacío' and writes nothing", async () => {
    const post = await newPost();
    const me = await insertUser(t.db);
    for (const text of ['', '   ', '\n\t ']) {
      const response = await comment(post.id, { comment: text }, me);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'empty_comment',
        error: 'Bad Request',
        message: 'El comentario no puede estar vacío',
      });
    }
    expect(await commentCount(post.id)).toEqual({ rows: 0, count: 0 });
  });

  it('accepts COMMENT_MAX_LENGTH characters and refuses one more', async () => {
    const post = await newPost();
    const me = await insertUser(t.db);
    expect((await comment(post.id, { comment: 'a'.repeat(COMMENT_MAX_LENGTH) }, me)).statusCode).toBe(201);
    const response = await comment(post.id, { comment: 'a'.repeat(COMMENT_MAX_LENGTH + 1) }, me);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'comment_too_long',
      error: 'Bad Request',
      message: 'El comentario es demasiado largo. Máximo 2000 caracteres.',
    });
    expect(await commentCount(post.id)).toEqual({ rows: 1, count: 1 });
  });

  it("refuses visitors with 'Debes iniciar sesión para comentar'", async () => {
    const post = await newPost();
    const response = await comment(post.id, { comment: 'Hola' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'unauthorized',
      error: 'Unauthorized',
      message: 'Debes iniciar sesión para comentar',
    });
    expect(await commentCount(post.id)).toEqual({ rows: 0, count: 0 });
  });

  it('answers 404 for unknown, malformed and unapproved posts', async () => {
    const me = await insertUser(t.db);
    const { owner, business } = await feedWorld(t.db);
    const hidden = await insertPost(t.db, { businessId: business.id, userId: owner.id, approved: false });
    for (const id of [randomUUID(), 'no-es-un-id', hidden.id]) {
      const response = await comment(id, { comment: 'Hola' }, me);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect((await comments(id)).json()).toEqual(NOT_FOUND);
    }
    expect(await commentCount(hidden.id)).toEqual({ rows: 0, count: 0 });
  });

  it('counts concurrent comments exactly', async () => {
    const post = await newPost();
    const people = await Promise.all(Array.from({ length: 10 }, () => insertUser(t.db)));
    const responses = await Promise.all(
      people.map((person) => comment(post.id, { comment: 'Rico' }, person)),
    );
    for (const response of responses) expect(response.statusCode).toBe(201);
    expect(await commentCount(post.id)).toEqual({ rows: 10, count: 10 });
  });
});

describe('GET /api/discovery/posts/:id/comments', () => {
  it('pages the comments oldest first with a cursor', async () => {
    const post = await newPost();
    const me = await insertUser(t.db);
    const total = COMMENTS_PAGE_SIZE + 7;
    await t.db
      .insertInto('post_comments')
      .values(
        Array.from({ length: total }, (_, i) => ({
          post_id: post.id,
          user_id: me.id,
          comment: `Comentario ${i}`,
          // Some share a timestamp: the id breaks the tie.
          created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))),
        })),
      )
      .execute();
    const expected = await t.db
      .selectFrom('post_comments')
      .select('id')
      .where('post_id', '=', post.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const first = await comments(post.id);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.comments).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(page1.comments[0]).toMatchObject({
      post_id: post.id,
      author: { id: me.id, username: me.username, full_name: null, avatar_url: null },
    });
    const page2 = (await comments(post.id, page1.next_cursor)).json();
    expect(page2.next_cursor).toBeNull();
    expect([...page1.comments, ...page2.comments].map((row: { id: string }) => row.id)).toEqual(
      expected.map((row) => row.id),
    );
    for (const object of allObjects(page1)) {
      for (const key of PRIVATE_PERSON_KEYS) expect(object).not.toHaveProperty(key);
    }
  });

  it('answers an empty page for a post without comments, and 400 invalid_cursor to a foreign cursor', async () => {
    const post = await newPost();
    expect((await comments(post.id)).json()).toEqual({ comments: [], next_cursor: null });
    const response = await comments(post.id, 'bm8gZXMgdW4gY3Vyc29y');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_cursor' });
  });
});

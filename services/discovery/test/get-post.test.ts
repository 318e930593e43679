import { randomUUID } from 'node:crypto';
import { insertPost, insertPublication, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { allObjects, feedWorld, PRIVATE_PERSON_KEYS } from './feed-fixtures';

const t = useServiceTest([discoveryService]);

const NOT_FOUND = {
  statusCode: 404,
  code: 'post_not_found',
  error: 'Not Found',
  message: 'Publicación no encontrada',
};

describe('GET /api/discovery/posts/:id', () => {
  it('answers the post and every row of its publication in carousel order', async () => {
    const { owner, business } = await feedWorld(t.db);
    const rows = await insertPublication(t.db, {
      businessId: business.id,
      userId: owner.id,
      caption: 'Tres panes',
      mediaUrls: ['/p/1.webp', '/p/2.webp', '/p/3.webp'],
    });
    // Same caption and minute, another publication: not part of the carousel.
    await insertPost(t.db, { businessId: business.id, userId: owner.id, caption: 'Tres panes' });
    const reader = await insertUser(t.db);
    const middle = [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))[1]!;
    await t.db
      .insertInto('post_reactions')
      .values({ post_id: middle.id, user_id: reader.id, reaction_type: 'want_to_go' })
      .execute();

    const response = await t.inject({ method: 'GET', url: `/api/discovery/posts/${middle.id}` }, reader);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.post).toMatchObject({
      id: middle.id,
      publication_id: rows[0]!.publication_id,
      caption: 'Tres panes',
      my_reaction: 'want_to_go',
      reactions: { like: 0, love: 0, visited: 0, want_to_go: 1 },
      author: { id: owner.id, full_name: 'Lupita Pérez' },
      business: { id: business.id, logo_url: '/photos/logo.webp' },
    });
    // Carousel order: (created_at, id); one statement shares created_at, so by id.
    expect(body.publication.map((post: { id: string }) => post.id)).toEqual(rows.map((row) => row.id).sort());
    expect(body.publication.map((post: { my_reaction: string | null }) => post.my_reaction)).toEqual([
      null,
      'want_to_go',
      null,
    ]);
    for (const object of allObjects(body)) {
      for (const key of PRIVATE_PERSON_KEYS) expect(object).not.toHaveProperty(key);
    }

    const asVisitor = (await t.inject({ method: 'GET', url: `/api/discovery/posts/${middle.id}` })).json();
    expect(asVisitor.post.my_reaction).toBeNull();
  });

  it('answers a single post as a publication of one', async () => {
    const { owner, business } = await feedWorld(t.db);
    const post = await insertPost(t.db, { businessId: business.id, userId: owner.id });
    const body = (await t.inject({ method: 'GET', url: `/api/discovery/posts/${post.id}` })).json();
    expect(body.publication).toEqual([body.post]);
  });

  it('answers 404 Publicación no encontrada for unknown, malformed and unapproved ids', async () => {
    const { owner, business } = await feedWorld(t.db);
    const hidden = await insertPost(t.db, { businessId: business.id, userId: owner.id, approved: false });
    for (const id of [randomUUID(), 'no-es-un-id', hidden.id, '%00']) {
      const response = await t.inject({ method: 'GET', url: `/api/discovery/posts/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });
});

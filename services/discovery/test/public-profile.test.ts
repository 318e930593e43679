import { randomUUID } from 'node:crypto';
import { FEED_PAGE_SIZE } from '@cerca/contracts/feed';
import { sql } from '@cerca/db';
import { insertBusiness, insertPost, insertPublication, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { timeCursorAt } from '../src/keyset-cursor';
import { discoveryService } from '../src/plugin';
import { personPostsQuery } from '../src/repositories/posts';
import { allObjects, feedWorld } from './feed-fixtures';

const t = useServiceTest([discoveryService]);

const profileOf = (id: string, as?: TestCaller) =>
  t.inject({ method: 'GET', url: `/api/discovery/people/${encodeURIComponent(id)}` }, as);

const postsOf = (id: string, cursor?: string, as?: TestCaller) =>
  t.inject(
    {
      method: 'GET',
      url: `/api/discovery/people/${encodeURIComponent(id)}/posts`,
      query: cursor === undefined ? {} : { cursor },
    },
    as,
  );

const showEmail = (id: string, on: boolean) =>
  t.db.updateTable('profiles').set({ show_email: on }).where('id', '=', id).execute();

const NOT_FOUND = {
  statusCode: 404,
  code: 'person_not_found',
  error: 'Not Found',
  message: 'Usuario no encontrado',
};

describe('GET /api/discovery/people/:id', () => {
  it('answers the public fields, join date, publication count and businesses to everyone', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const second = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id, name: 'Café Lupita' });
    await t.db
      .updateTable('businesses')
      .set({ created_at: new Date(Date.now() + 60_000) })
      .where('id', '=', second.id)
      .execute();
    // A three-photo publication counts once; an unapproved post not at all.
    await insertPublication(t.db, {
      businessId: business.id,
      userId: owner.id,
      mediaUrls: ['/a', '/b', '/c'],
    });
    await insertPost(t.db, { businessId: business.id, userId: owner.id });
    await insertPost(t.db, { businessId: business.id, userId: owner.id, approved: false });
    const joined = await t.db
      .selectFrom('profiles')
      .select('created_at')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();

    const reader = await insertUser(t.db);
    for (const as of [undefined, reader, owner]) {
      const response = await profileOf(owner.id, as);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        profile: {
          id: owner.id,
          username: owner.username,
          full_name: 'Lupita Pérez',
          avatar_url: '/avatars/lupita.webp',
          email: null,
          created_at: joined.created_at.toISOString(),
        },
        posts_count: 2,
        businesses: [
          { id: second.id, name: 'Café Lupita', category: 'Cafeterías', logo_url: null },
          {
            id: business.id,
            name: 'Panadería Lupita',
            category: 'Cafeterías',
            logo_url: '/photos/logo.webp',
          },
        ],
      });
    }
  });

  it('shows the e-mail only while its owner has show_email on, and never other private fields', async () => {
    const person = await insertUser(t.db);
    await t.db.updateTable('profiles').set({ phone: '+523312345678' }).where('id', '=', person.id).execute();
    const emailOf = async () => (await profileOf(person.id)).json().profile.email;

    expect(await emailOf()).toBeNull();
    await showEmail(person.id, true);
    expect(await emailOf()).toBe(person.email);
    await showEmail(person.id, false);
    expect(await emailOf()).toBeNull();

    const body = (await profileOf(person.id, person)).json();
    expect(body.profile.email).toBeNull();
    for (const object of allObjects(body)) {
      for (const key of ['phone', 'role', 'user_type', 'managed_city_id', 'show_email']) {
        expect(object).not.toHaveProperty(key);
      }
    }
    expect(JSON.stringify(body)).not.toContain(person.email);
  });

  it('answers a person without posts or businesses', async () => {
    const person = await insertUser(t.db);
    const body = (await profileOf(person.id)).json();
    expect(body.posts_count).toBe(0);
    expect(body.businesses).toEqual([]);
  });

  it('answers 404 Usuario no encontrado for unknown or malformed ids', async () => {
    for (const id of [randomUUID(), 'no-es-un-id', "1' or '1'='1"]) {
      const response = await profileOf(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('GET /api/discovery/people/:id/posts', () => {
  it("pages the person's approved posts newest first, in any business, with the caller's reactions", async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const other = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id });
    const stranger = await insertUser(t.db);
    await insertPost(t.db, { businessId: business.id, userId: stranger.id });
    await insertPost(t.db, { businessId: business.id, userId: owner.id, approved: false });
    const ids: string[] = [];
    for (let i = 0; i < FEED_PAGE_SIZE + 3; i++) {
      const post = await insertPost(t.db, {
        businessId: i % 2 ? other.id : business.id,
        userId: owner.id,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
      ids.unshift(post.id);
    }
    const reader = await insertUser(t.db);
    await t.db
      .insertInto('post_reactions')
      .values({ post_id: ids[0]!, user_id: reader.id, reaction_type: 'love' })
      .execute();

    const first = await postsOf(owner.id, undefined, reader);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.posts).toHaveLength(FEED_PAGE_SIZE);
    expect(page1.posts[0]).toMatchObject({
      id: ids[0],
      author: { id: owner.id, username: owner.username },
      my_reaction: 'love',
      reactions: { love: 1 },
      comments_count: 0,
    });
    const page2 = (await postsOf(owner.id, page1.next_cursor, reader)).json();
    expect(page2.next_cursor).toBeNull();
    expect([...page1.posts, ...page2.posts].map((post: { id: string }) => post.id)).toEqual(ids);
    // Visitors get the same rows without a reaction of their own.
    expect((await postsOf(owner.id)).json().posts[0].my_reaction).toBeNull();
  });

  it('keeps the rows of one publication adjacent and includes posts under a typed name', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const rows = await insertPublication(t.db, {
      businessId: business.id,
      userId: owner.id,
      mediaUrls: ['/uno', '/dos'],
      createdAt: new Date(Date.UTC(2026, 1, 1)),
    });
    const person = await insertUser(t.db);
    const [named] = await t.db
      .insertInto('business_posts')
      .values({ user_id: person.id, business_name: 'Tacos Ana', city_id: city.id, caption: 'Hoy abrimos' })
      .returning('id')
      .execute();
    const ownPage = (await postsOf(owner.id)).json();
    expect(ownPage.posts.map((post: { publication_id: string }) => post.publication_id)).toEqual([
      rows[0]!.publication_id,
      rows[0]!.publication_id,
    ]);
    const namedPage = (await postsOf(person.id)).json();
    expect(namedPage.posts).toHaveLength(1);
    expect(namedPage.posts[0]).toMatchObject({ id: named!.id, business: null, business_name: 'Tacos Ana' });
    expect((await profileOf(person.id)).json().posts_count).toBe(1);
  });

  it('answers an empty page for a person without posts, 404 for unknown ids, 400 to a foreign cursor', async () => {
    const person = await insertUser(t.db);
    expect((await postsOf(person.id)).json()).toEqual({ posts: [], next_cursor: null });
    for (const id of [randomUUID(), 'no-es-un-id']) {
      const response = await postsOf(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const response = await postsOf(person.id, 'eyJ4IjoxfQ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_cursor' });
  });

  it('reads one index range of the author, 21 rows, whatever the size of the table (EXPLAIN)', async () => {
    const { owner, business } = await feedWorld(t.db);
    const busy = await feedWorld(t.db);
    await sql`
      insert into business_posts (business_id, user_id, caption, created_at)
      select ${business.id}::uuid, ${owner.id}::uuid, 'Post ' || g, now() - g * interval '1 minute'
        from generate_series(1, 300) g`.execute(t.db);
    await sql`
      insert into business_posts (business_id, user_id, caption, created_at)
      select ${busy.business.id}::uuid, ${busy.owner.id}::uuid, 'Post ' || g, now() - g * interval '7 seconds'
        from generate_series(1, 3000) g`.execute(t.db);
    await sql`analyze business_posts`.execute(t.db);

    const page = (await postsOf(owner.id)).json();
    const last = await t.db
      .selectFrom('business_posts')
      .select(timeCursorAt('created_at').as('at'))
      .where('id', '=', page.posts.at(-1).id)
      .executeTakeFirstOrThrow();
    for (const cursor of [undefined, { at: last.at, id: page.posts.at(-1).id }]) {
      const lines = await personPostsQuery(t.db, owner.id, cursor, FEED_PAGE_SIZE).explain(
        'text',
        sql`analyze, costs off, timing off, summary off`,
      );
      const text = lines.map((line) => String(line['QUERY PLAN'])).join('\n');
      expect(text).toMatch(
        /Limit \(actual rows=21 loops=1\)\n\s+-> {2}Index Scan using business_posts_user_feed_idx on business_posts \(actual rows=21 loops=1\)/,
      );
      expect(text).not.toMatch(/Seq Scan on business_posts/);
    }
  });
});

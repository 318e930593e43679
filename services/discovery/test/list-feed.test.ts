import { randomUUID } from 'node:crypto';
import { FEED_PAGE_SIZE, type Post } from '@cerca/contracts/feed';
import { sql } from '@cerca/db';
import { insertBusiness, insertPost, insertPublication, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { FEED_CACHE_TTL_MS, invalidateCityFeed } from '../src/feed-cache';
import { encodeTimeCursor, timeCursorAt } from '../src/keyset-cursor';
import { discoveryService } from '../src/plugin';
import { cityFeedQuery } from '../src/repositories/posts';
import { allObjects, feedWorld, PRIVATE_PERSON_KEYS } from './feed-fixtures';

const t = useServiceTest([discoveryService]);

const feed = (cityId: string, cursor?: string, as?: TestCaller) =>
  t.inject(
    {
      method: 'GET',
      url: '/api/discovery/feed',
      query: { city_id: cityId, ...(cursor === undefined ? {} : { cursor }) },
    },
    as,
  );

/** Every page of the city's feed, following next_cursor. */
async function allPages(cityId: string, as?: TestCaller) {
  const pages: { posts: Post[]; next_cursor: string | null }[] = [];
  let cursor: string | undefined;
  do {
    const response = await feed(cityId, cursor, as);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    pages.push(page);
    cursor = page.next_cursor ?? undefined;
  } while (cursor && pages.length < 20);
  return pages;
}

const INVALID_CURSOR = {
  statusCode: 400,
  code: 'invalid_cursor',
  error: 'Bad Request',
  message: 'No pudimos cargar más contenido. Vuelve a cargar la página.',
};

describe('GET /api/discovery/feed', () => {
  it("shows the city's approved posts newest first with public author, business, logo and counts", async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const older = await insertPost(t.db, {
      businessId: business.id,
      userId: owner.id,
      caption: 'Conchas calientitas',
      mediaUrl: '/posts/conchas.webp',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    const newer = await insertPost(t.db, {
      businessId: business.id,
      userId: owner.id,
      caption: 'Abrimos temprano',
      mediaUrl: null,
      createdAt: new Date('2026-03-02T10:00:00Z'),
    });
    await insertPost(t.db, { businessId: business.id, userId: owner.id, approved: false });
    const elsewhere = await feedWorld(t.db);
    await insertPost(t.db, { businessId: elsewhere.business.id, userId: elsewhere.owner.id });
    const reader = await insertUser(t.db);
    await t.db
      .insertInto('post_reactions')
      .values({ post_id: older.id, user_id: reader.id, reaction_type: 'love' })
      .execute();
    await t.db
      .insertInto('post_comments')
      .values({ post_id: older.id, user_id: reader.id, comment: '¡Qué rico!' })
      .execute();

    const response = await feed(city.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.next_cursor).toBeNull();
    expect(body.posts.map((post: Post) => post.id)).toEqual([newer.id, older.id]);
    expect(body.posts[1]).toEqual({
      id: older.id,
      publication_id: older.publication_id,
      caption: 'Conchas calientitas',
      media_url: '/posts/conchas.webp',
      media_type: 'image',
      thumbnail_url: null,
      created_at: '2026-03-01T10:00:00.000Z',
      author: {
        id: owner.id,
        username: owner.username,
        full_name: 'Lupita Pérez',
        avatar_url: '/avatars/lupita.webp',
      },
      business: {
        id: business.id,
        name: 'Panadería Lupita',
        category: 'Cafeterías',
        subcategory: 'Café de especialidad',
        logo_url: '/photos/logo.webp',
      },
      business_name: 'Panadería Lupita',
      reactions: { like: 0, love: 1, visited: 0, want_to_go: 0 },
      my_reaction: null,
      comments_count: 1,
    });
    expect(body.posts[0]).toMatchObject({ caption: 'Abrimos temprano', media_url: null, media_type: null });
    for (const object of allObjects(body)) {
      for (const key of PRIVATE_PERSON_KEYS) expect(object).not.toHaveProperty(key);
    }
  });

  it('gives a business without main photos a null logo', async () => {
    const { city } = await feedWorld(t.db);
    const owner = await insertUser(t.db);
    const bare = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id });
    await insertPost(t.db, { businessId: bare.id, userId: owner.id });
    const body = (await feed(city.id)).json();
    expect(body.posts[0].business).toMatchObject({ id: bare.id, logo_url: null });
  });

  it('pages 20 at a time with an opaque cursor, in (created_at, id) order, without gaps at microsecond ties', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    for (let i = 0; i < 45; i++) await insertPost(t.db, { businessId: business.id, userId: owner.id });
    // Timestamps a JS Date cannot hold (microseconds), and ties broken only by id.
    await sql`
      update business_posts p set created_at = timestamptz '2026-05-01T12:00:00Z' + (n.i / 3) * interval '1 microsecond'
        from (select id, row_number() over (order by id) as i from business_posts where city_id = ${city.id}) n
       where n.id = p.id`.execute(t.db);
    const expected = await t.db
      .selectFrom('business_posts')
      .select('id')
      .where('city_id', '=', city.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();

    const pages = await allPages(city.id);
    expect(pages.map((page) => page.posts.length)).toEqual([FEED_PAGE_SIZE, FEED_PAGE_SIZE, 5]);
    expect(pages.flatMap((page) => page.posts.map((post) => post.id))).toEqual(expected.map((row) => row.id));
    expect(pages.at(-1)!.next_cursor).toBeNull();
    expect(pages[0]!.next_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('keeps the rows of a 3-image publication adjacent and in one group', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const other = await feedWorld(t.db);
    const otherInCity = await insertBusiness(t.db, { ownerId: other.owner.id, cityId: city.id });
    await insertPost(t.db, { businessId: otherInCity.id, userId: other.owner.id });
    const rows = await insertPublication(t.db, {
      businessId: business.id,
      userId: owner.id,
      caption: 'Tres panes',
      mediaUrls: ['/p/1.webp', '/p/2.webp', '/p/3.webp'],
    });
    await insertPost(t.db, { businessId: otherInCity.id, userId: other.owner.id });
    await insertPost(t.db, { businessId: business.id, userId: owner.id });

    const posts: Post[] = (await feed(city.id)).json().posts;
    expect(posts).toHaveLength(6);
    const positions = rows.map((row) => posts.findIndex((post) => post.id === row.id)).sort();
    expect(positions[2]! - positions[0]!).toBe(2);
    const group = posts.slice(positions[0], positions[0]! + 3);
    expect(new Set(group.map((post) => post.publication_id))).toEqual(new Set([rows[0]!.publication_id]));
    expect(new Set(group.map((post) => post.created_at)).size).toBe(1);
  });

  it("adds the caller's own reaction, fresh even when the page is cached", async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const post = await insertPost(t.db, { businessId: business.id, userId: owner.id });
    const reader = await insertUser(t.db);
    const other = await insertUser(t.db);
    expect((await feed(city.id, undefined, reader)).json().posts[0].my_reaction).toBeNull();
    const react = (as: TestCaller, reaction_type: string) =>
      t.inject(
        { method: 'PUT', url: `/api/discovery/posts/${post.id}/reaction`, payload: { reaction_type } },
        as,
      );
    expect((await react(reader, 'visited')).statusCode).toBe(200);
    expect((await react(other, 'like')).statusCode).toBe(200);
    expect((await feed(city.id, undefined, reader)).json().posts[0].my_reaction).toBe('visited');
    expect((await feed(city.id, undefined, other)).json().posts[0].my_reaction).toBe('like');
    expect((await feed(city.id)).json().posts[0].my_reaction).toBeNull();
  });

  it('shares the first page for at most 5 seconds, and invalidateCityFeed drops it', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    const first = await insertPost(t.db, { businessId: business.id, userId: owner.id });
    expect((await feed(city.id)).json().posts.map((post: Post) => post.id)).toEqual([first.id]);
    expect(FEED_CACHE_TTL_MS).toBeLessThanOrEqual(5_000);
    const ttl = await t.redis.pttl(`feed:first:${city.id}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(FEED_CACHE_TTL_MS);

    const second = await insertPost(t.db, { businessId: business.id, userId: owner.id });
    expect((await feed(city.id)).json().posts.map((post: Post) => post.id)).toEqual([first.id]);
    await invalidateCityFeed(t.redis, city.id);
    expect((await feed(city.id)).json().posts.map((post: Post) => post.id)).toEqual([second.id, first.id]);
  });

  it('answers 400 invalid_cursor to a cursor it did not issue, and validation_error to a bad city id', async () => {
    const { city } = await feedWorld(t.db);
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    const encode = (value: unknown) => b64(JSON.stringify(value));
    const cursors = [
      'no es un cursor',
      '%%%',
      b64('hola'),
      b64(`2026-05-01T12:00:00.000000Z|${randomUUID()}`),
      encode({ at: '2026-05-01T12:00:00.000000Z', id: randomUUID() }),
      encode(['2026-05-01T12:00:00.000000Z', 'x'.repeat(36)]),
      encode(['2026-02-30T12:00:00.000000Z', randomUUID()]),
      encode(['2026-05-01T25:00:00.000000Z', randomUUID()]),
      encode(['2026-05-01T12:00:00Z', randomUUID()]),
      encode(['2026-05-01T12:00:00.000000Z', randomUUID(), 'extra']),
      encode(['0000-01-01T00:00:00.000000Z', randomUUID()]),
      encode([1777636800000000, randomUUID()]),
    ];
    for (const cursor of cursors) {
      const response = await feed(city.id, cursor);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toEqual(INVALID_CURSOR);
    }
    // A well-formed cursor past every row is simply the end.
    const end = encodeTimeCursor({ at: '1970-01-01T00:00:00.000000Z', id: randomUUID() });
    expect((await feed(city.id, end)).json()).toEqual({ posts: [], next_cursor: null });

    for (const cityId of ['', 'no-es-un-id', '%00']) {
      const response = await feed(cityId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });

  it('reads a page with one index range scan and joins only the page rows (EXPLAIN)', async () => {
    const { city, owner, business } = await feedWorld(t.db);
    // A small city among busier ones over the same five hours: the plan that filters the global
    // created_at index instead would read most of the table to fill one page of this city.
    const others = [];
    for (let i = 0; i < 10; i++) others.push(await feedWorld(t.db));
    await sql`
      insert into business_posts (business_id, user_id, caption, created_at)
      select ${business.id}::uuid, ${owner.id}::uuid, 'Post ' || g, now() - g * interval '1 minute'
        from generate_series(1, 300) g`.execute(t.db);
    for (const other of others) {
      await sql`
        insert into business_posts (business_id, user_id, caption, created_at)
        select ${other.business.id}::uuid, ${other.owner.id}::uuid, 'Post ' || g, now() - g * interval '18 seconds'
          from generate_series(1, 1000) g`.execute(t.db);
    }
    await sql`analyze business_posts`.execute(t.db);
    await sql`analyze business_photos`.execute(t.db);

    const plan = async (cursor?: { at: string; id: string }) => {
      const rows = await cityFeedQuery(t.db, city.id, cursor, FEED_PAGE_SIZE)
        .explain('text', sql`analyze, costs off, timing off, summary off`)
        .then((lines) => lines.map((line) => String(line['QUERY PLAN'])));
      return rows.join('\n');
    };
    const first = await plan();
    const page = (await feed(city.id)).json();
    const cursorRow = await t.db
      .selectFrom('business_posts')
      .select(timeCursorAt('created_at').as('at'))
      .where('id', '=', page.posts.at(-1).id)
      .executeTakeFirstOrThrow();
    const next = await plan({ at: cursorRow.at, id: page.posts.at(-1).id });
    for (const text of [first, next]) {
      // The LIMIT sits right on the index range: 21 rows are read out of 10 300, in index order.
      expect(text).toMatch(
        /Limit \(actual rows=21 loops=1\)\n\s+-> {2}Index Scan using business_posts_city_feed_idx on business_posts \(actual rows=21 loops=1\)/,
      );
      expect(text).not.toMatch(/Seq Scan on business_posts/);
      // Any sort is of the page's rows (or one business's photos), never of the city's posts.
      for (const match of text.matchAll(/Sort \(actual rows=(\d+)/g))
        expect(Number(match[1])).toBeLessThanOrEqual(21);
      // The joins and the logo lookup run per page row at most, not per post of the city.
      for (const match of text.matchAll(/loops=(\d+)/g)) expect(Number(match[1])).toBeLessThanOrEqual(21);
    }
    // The cursor is an index condition, not a filter over rows already read.
    expect(next).toMatch(
      /Index Cond: \(\(city_id = '[0-9a-f-]+'::uuid\) AND \(ROW\(created_at, id\) < ROW\(/,
    );
  });
});

import type { CityContentItem, ContentType } from '@cerca/contracts/city-content';
import { sql } from '@cerca/db';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';

// The search reads the newest 150 rows one by one, reads on (up to 1,200) for a text common
// there, and finds the rest through the indexes. This city has ~1,650 rows of filler, the newest,
// so the rows these tests look for lie past what is read one by one; each search is paged to the
// end and compared with the definition: every row of the city matched one by one, newest first.

const t = useServiceTest([partnerService]);

let cityId: string;
let admin: TestUser;
const ids: Record<string, string> = {};

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function insertFiller(businessId: string, ownerId: string) {
  // 200 people: authors of comments, one review each of the filler business.
  await sql`insert into auth.users (id, email)
    select gen_random_uuid(), 'relleno' || n || '@example.com' from generate_series(1, 200) n`.execute(t.db);
  await sql`insert into profiles (id, email, username)
    select id, email, split_part(email, '@', 1) from auth.users where email like 'relleno%@example.com'`.execute(
    t.db,
  );
  const people = sql`(select id, row_number() over (order by email) as n from profiles
    where email like 'relleno%@example.com')`;
  // Every 10th post says 'tamales' (common); posts 3, 10, 20, 30, 40 and 50 say 'pozole', which
  // the older rows below say too: common in the newest rows, then not for long. Posts 400 and 700
  // say 'mole': none among the newest 150 rows, two soon after.
  await sql`insert into business_posts (business_id, user_id, caption, created_at)
    select ${businessId}, ${ownerId},
      'Relleno ' || i || case when i % 10 = 0 then ' con tamales' else '' end
        || case when i in (3, 10, 20, 30, 40, 50) then ' y pozole' else '' end
        || case when i in (400, 700) then ' con mole' else '' end,
      now() - i * interval '2 seconds'
    from generate_series(1, 1000) i`.execute(t.db);
  await sql`insert into post_comments (post_id, user_id, comment, created_at)
    select p.id, u.id, 'Comentario ' || i, now() - i * interval '5 seconds'
    from generate_series(1, 400) i
    join (select id, row_number() over (order by created_at desc) as n from business_posts
      where business_id = ${businessId}) p on p.n = i
    join ${people} u on u.n = 1 + i % 200`.execute(t.db);
  await sql`insert into reviews (business_id, user_id, rating, comment, created_at)
    select ${businessId}, u.id, 4, 'Reseña ' || u.n, now() - u.n * interval '13 seconds'
    from ${people} u where u.n <= 150`.execute(t.db);
  await sql`insert into business_stories (business_id, user_id, title, created_at)
    select ${businessId}, ${ownerId}, 'Historia ' || i, now() - i * interval '31 seconds'
    from generate_series(1, 60) i`.execute(t.db);
  await sql`insert into weekend_plans (business_id, title, event_date, created_at)
    select ${businessId}, 'Evento ' || i, now() + interval '1 day', now() - i * interval '47 seconds'
    from generate_series(1, 40) i`.execute(t.db);
}

/** The rows found only past the filler: by business name, typed name, full name, rare words. */
async function insertOlder(shopId: string, shopOwnerId: string, fillerBusinessId: string, ownerId: string) {
  const zoe = await insertUser(t.db, { username: 'lectora77' });
  await t.db.updateTable('profiles').set({ full_name: 'Zoé Ibáñez' }).where('id', '=', zoe.id).execute();
  const reader = await insertUser(t.db, { username: 'lector_sin_nombre' });
  // A month old, each a minute older than the one before.
  let minutes = 0;
  const older = () => {
    minutes += 1;
    return ago(30 * DAY + minutes * 60_000);
  };

  // Librería Ñandú: 25 posts that only its name finds, and one of each other type.
  for (let index = 0; index < 25; index += 1) {
    const post = await t.db
      .insertInto('business_posts')
      .values({ business_id: shopId, user_id: shopOwnerId, caption: `Novedad ${index}`, created_at: older() })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[`shopPost${index}`] = post.id;
  }
  ids.shopComment = (
    await t.db
      .insertInto('post_comments')
      .values({ post_id: ids.shopPost3!, user_id: reader.id, comment: 'Qué bonito', created_at: older() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.shopReview = (
    await t.db
      .insertInto('reviews')
      .values({
        business_id: shopId,
        user_id: reader.id,
        rating: 5,
        comment: 'Buen surtido',
        created_at: older(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.shopEvent = (
    await t.db
      .insertInto('weekend_plans')
      .values({
        business_id: shopId,
        title: 'Lectura en voz alta',
        event_date: ago(-DAY),
        created_at: older(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.shopStory = (
    await t.db
      .insertInto('business_stories')
      .values({ business_id: shopId, user_id: shopOwnerId, title: 'Hoy', created_at: older() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // A post under a typed name (no business), and a comment on it.
  ids.namedPost = (
    await t.db
      .insertInto('business_posts')
      .values({
        business_id: null,
        business_name: 'Puesto Ñandú',
        city_id: cityId,
        user_id: reader.id,
        caption: 'Tamal de elote',
        created_at: older(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // Zoé Ibáñez, found only by her full name.
  ids.zoeComment = (
    await t.db
      .insertInto('post_comments')
      .values({ post_id: ids.shopPost0!, user_id: zoe.id, comment: 'Me gustó', created_at: older() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.zoeReview = (
    await t.db
      .insertInto('reviews')
      .values({
        business_id: fillerBusinessId,
        user_id: zoe.id,
        rating: 3,
        comment: 'Bien',
        created_at: older(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // Rare words, and old rows of a word common among the newest ('pozole').
  ids.axolotlPost = (
    await t.db
      .insertInto('business_posts')
      .values({
        business_id: fillerBusinessId,
        user_id: ownerId,
        caption: 'Vimos un ajolote',
        created_at: older(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.axolotlStory = (
    await t.db
      .insertInto('business_stories')
      .values({
        business_id: fillerBusinessId,
        user_id: ownerId,
        content: 'El ajolote del lago',
        created_at: older(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.pozoleReview = (
    await t.db
      .insertInto('reviews')
      .values({
        business_id: shopId,
        user_id: zoe.id,
        rating: 5,
        comment: 'Pozole rojo los jueves',
        created_at: older(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.pozoleEvent = (
    await t.db
      .insertInto('weekend_plans')
      .values({
        business_id: fillerBusinessId,
        title: 'Noche mexicana',
        description: 'Pozolé y música',
        event_date: ago(-DAY),
        created_at: older(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.namedComment = (
    await t.db
      .insertInto('post_comments')
      .values({ post_id: ids.namedPost!, user_id: ownerId, comment: 'Rico', created_at: older() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

beforeAll(async () => {
  const city = await insertCity(t.db, { name: 'Guadalajara' });
  cityId = city.id;
  admin = await insertUser(t.db, { role: 'admin' });
  const owner = await insertUser(t.db, { username: 'tienda_uno' });
  const filler = await insertBusiness(t.db, { ownerId: owner.id, cityId, name: 'Tienda Uno' });
  const shopOwner = await insertUser(t.db, { username: 'libros' });
  const shop = await insertBusiness(t.db, { ownerId: shopOwner.id, cityId, name: 'Librería Ñandú' });
  // The same name in another city: never in this city's results.
  const puebla = await insertCity(t.db, { name: 'Puebla' });
  const elsewhere = await insertBusiness(t.db, {
    ownerId: shopOwner.id,
    cityId: puebla.id,
    name: 'Librería Ñandú',
  });
  ids.otherCityPost = (
    await t.db
      .insertInto('business_posts')
      .values({ business_id: elsewhere.id, user_id: shopOwner.id, caption: 'Ñandú en Puebla' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await insertOlder(shop.id, shopOwner.id, filler.id, owner.id);
  await insertFiller(filler.id, owner.id);
  await sql`analyze`.execute(t.db);
});

/** The definition of the search: every row of the city, compared one by one, newest first. */
async function definition(q: string, type?: ContentType): Promise<string[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const any = (columns: string[]) =>
    sql.join(
      columns.map(
        (column) =>
          sql`public.f_unaccent(lower(${sql.ref(column)})) like public.f_unaccent(lower(${pattern}))`,
      ),
      sql` or `,
    );
  const names = ['b.name', 'u.username', 'u.full_name'];
  const { rows } = await sql<{ id: string }>`select id from (
      select 'post' as type, p.id, p.created_at from business_posts p
        left join businesses b on b.id = p.business_id left join profiles u on u.id = p.user_id
        where p.city_id = ${cityId} and (${any(['p.caption', 'p.business_name', ...names])})
      union all select 'story', s.id, s.created_at from business_stories s
        left join businesses b on b.id = s.business_id left join profiles u on u.id = s.user_id
        where s.city_id = ${cityId} and (${any(['s.title', 's.content', 's.business_name', ...names])})
      union all select 'comment', c.id, c.created_at from post_comments c join business_posts cp on cp.id = c.post_id
        left join businesses b on b.id = cp.business_id left join profiles u on u.id = c.user_id
        where cp.city_id = ${cityId} and (${any(['c.comment', 'cp.business_name', ...names])})
      union all select 'review', r.id, r.created_at from reviews r join businesses b on b.id = r.business_id
        left join profiles u on u.id = r.user_id
        where b.city_id = ${cityId} and (${any(['r.comment', ...names])})
      union all select 'event', w.id, w.created_at from weekend_plans w join businesses b on b.id = w.business_id
        left join profiles u on u.id = b.owner_id
        where b.city_id = ${cityId} and (${any(['w.title', 'w.description', ...names])})
    ) found where ${type ?? null}::text is null or type = ${type ?? null}
    order by created_at desc, id desc`.execute(t.db);
  return rows.map((row) => row.id);
}

/** Every page of the search, in order. */
async function search(q: string, type?: ContentType): Promise<string[]> {
  const seen: string[] = [];
  let cursor = '';
  do {
    const query = new URLSearchParams({ q, ...(type ? { type } : {}), ...(cursor ? { cursor } : {}) });
    const response = await t.inject(
      { method: 'GET', url: `/api/partner/cities/${cityId}/content?${query}` },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { items: CityContentItem[]; next_cursor: string | null };
    seen.push(...page.items.map((item) => item.id));
    cursor = page.next_cursor ?? '';
  } while (cursor);
  return seen;
}

describe('GET /api/partner/cities/:cityId/content?q= past the newest rows', () => {
  it('finds rows only through their business name, their post’s typed name, in this city only', async () => {
    const found = await search('nandu');
    expect(found).toEqual(await definition('nandu'));
    const shop = ['shopComment', 'shopReview', 'shopEvent', 'shopStory', 'namedPost', 'namedComment'];
    const posts = Object.keys(ids).filter((key) => key.startsWith('shopPost'));
    expect(posts).toHaveLength(25);
    expect(found).toEqual(expect.arrayContaining([...shop, ...posts].map((key) => ids[key])));
    expect(found).not.toContain(ids.otherCityPost);
  });

  it('finds rows only through their author’s full name, accents ignored', async () => {
    const found = await search('zoe ibanez');
    expect(found).toEqual(await definition('zoe ibanez'));
    expect([...found].sort()).toEqual([ids.zoeComment, ids.zoeReview, ids.pozoleReview].sort());
  });

  it('finds rare words through the indexes', async () => {
    const found = await search('AJOLOTE');
    expect(found).toEqual(await definition('AJOLOTE'));
    expect([...found].sort()).toEqual([ids.axolotlPost, ids.axolotlStory].sort());
    const mole = await search('mole');
    expect(mole).toHaveLength(2);
    expect(mole).toEqual(await definition('mole'));
  });

  it('pages through a common text row by row, and one common only among the newest rows', async () => {
    for (const q of ['tamales', 'relleno 7', 'pozole']) {
      const found = await search(q);
      expect(found.length).toBeGreaterThan(0);
      expect(found, q).toEqual(await definition(q));
    }
    // 'pozole' is in six of the newest rows, then only in much older ones.
    expect(await search('pozole')).toEqual(expect.arrayContaining([ids.pozoleReview, ids.pozoleEvent]));
  });

  it('searches one type, and finds nothing when nothing matches', async () => {
    expect(await search('nandu', 'comment')).toEqual(await definition('nandu', 'comment'));
    expect(await search('tamales', 'review')).toEqual([]);
    expect(await search('xilófono')).toEqual([]);
  });
});

import { REVIEWS_PAGE_SIZE } from '@cerca/contracts/business-page';
import { insertBusiness, insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';

const t = useServiceTest([discoveryService]);
let cityId: string;
let owner: Awaited<ReturnType<typeof insertUser>>;

beforeAll(async () => {
  cityId = (await insertCity(t.db)).id;
  owner = await insertUser(t.db, { userType: 'business' });
});

const newBusiness = async () => (await insertBusiness(t.db, { ownerId: owner.id, cityId })).id;
const putReview = (id: string, payload: unknown, as?: TestCaller) =>
  t.inject({ method: 'PUT', url: `/api/discovery/businesses/${id}/review`, payload: payload as object }, as);
const getReviews = (id: string, as?: TestCaller, cursor?: string) =>
  t.inject(
    { method: 'GET', url: `/api/discovery/businesses/${id}/reviews${cursor ? `?cursor=${cursor}` : ''}` },
    as,
  );
const reviewCount = async (businessId: string) =>
  Number(
    (
      await t.db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const INVALID_REVIEW =
  'Elige una calificación de 1 a 5 estrellas. El comentario puede tener máximo 2000 caracteres.';

describe('PUT /api/discovery/businesses/:id/review', () => {
  it('creates the review, then edits it, with the business rating updated at once', async () => {
    const businessId = await newBusiness();
    const ana = await insertUser(t.db, { email: 'ana@example.com' });
    const luis = await insertUser(t.db);

    const first = await putReview(businessId, { rating: 5, comment: '  ¡Excelente café!  ' }, ana);
    expect(first.statusCode).toBe(200);
    const created = first.json();
    expect(created).toEqual({
      review: {
        id: expect.any(String),
        business_id: businessId,
        rating: 5,
        comment: '¡Excelente café!',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        author: { id: ana.id, username: 'ana', full_name: null, avatar_url: null },
      },
      rating_avg: 5,
      rating_count: 1,
    });
    expect(first.body).not.toContain('ana@example.com');

    expect((await putReview(businessId, { rating: 2 }, luis)).json()).toMatchObject({
      rating_avg: 3.5,
      rating_count: 2,
    });
    // The author edits theirs: same row, new rating, comment cleared when left out.
    const edited = (await putReview(businessId, { rating: 3 }, ana)).json();
    expect(edited).toMatchObject({ rating_avg: 2.5, rating_count: 2 });
    expect(edited.review).toMatchObject({ id: created.review.id, rating: 3, comment: null });
    expect(edited.review.created_at).toBe(created.review.created_at);
    expect(await reviewCount(businessId)).toBe(2);
  });

  it('answers 401 with a Spanish message to visitors', async () => {
    const businessId = await newBusiness();
    expectError(
      await putReview(businessId, { rating: 5 }),
      401,
      'unauthorized',
      'Debes iniciar sesión para escribir una reseña',
    );
    expect(await reviewCount(businessId)).toBe(0);
  });

  it('refuses the owner reviewing their own business with 403', async () => {
    const businessId = await newBusiness();
    expectError(
      await putReview(businessId, { rating: 5 }, owner),
      403,
      'forbidden',
      'No puedes escribir una reseña de tu propio negocio',
    );
    expect(await reviewCount(businessId)).toBe(0);
  });

  it('answers 404 for missing and malformed businesses', async () => {
    const person = await insertUser(t.db);
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'resena']) {
      expectError(
        await putReview(id, { rating: 4 }, person),
        404,
        'business_not_found',
        'Negocio no encontrado',
      );
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const businessId = await newBusiness();
    const person = await insertUser(t.db);
    await putReview(businessId, { rating: 4, comment: 'Bien' }, person);
    const bodies: unknown[] = [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      { rating: null },
      { rating: 5, comment: 'x'.repeat(2001) },
      { rating: 5, comment: 12 },
      [5],
    ];
    for (const body of bodies) {
      expectError(await putReview(businessId, body, person), 400, 'invalid_review', INVALID_REVIEW);
    }
    expectError(
      await putReview(businessId, { rating: 5, comment: 'ho\u0000la' }, person),
      400,
      'invalid_characters',
      'El texto contiene caracteres no permitidos.',
    );
    const unchanged = (await getReviews(businessId, person)).json().mine;
    expect(unchanged).toMatchObject({ rating: 4, comment: 'Bien' });
    expect(await reviewCount(businessId)).toBe(1);
  });

  it('takes concurrent first reviews of one business without deadlocks, counting every one', async () => {
    const businessId = await newBusiness();
    const people = await Promise.all(Array.from({ length: 10 }, () => insertUser(t.db)));
    const ratings = people.map((_, i) => (i % 5) + 1);
    const responses = await Promise.all(
      people.map((person, i) => putReview(businessId, { rating: ratings[i] }, person)),
    );
    for (const response of responses) expect(response.statusCode).toBe(200);
    const counts = responses.map((response) => response.json().rating_count).sort((a, b) => a - b);
    expect(counts.at(-1)).toBe(10);
    const business = await t.db
      .selectFrom('businesses')
      .select(['rating_avg', 'rating_count'])
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(business).toEqual({ rating_avg: '3.00', rating_count: 10 });
  });
});

describe('GET /api/discovery/businesses/:id/reviews', () => {
  it('lists newest first in keyset pages, with the caller’s own review as mine', async () => {
    const businessId = await newBusiness();
    const people = await Promise.all(Array.from({ length: REVIEWS_PAGE_SIZE + 5 }, () => insertUser(t.db)));
    for (const [i, person] of people.entries()) {
      await t.db
        .insertInto('reviews')
        .values({
          business_id: businessId,
          user_id: person.id,
          rating: (i % 5) + 1,
          comment: `Reseña ${i}`,
          // Two reviews per microsecond-identical instant: ties are broken by id.
          created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))),
        })
        .execute();
    }
    const me = people[3]!;
    const first = await getReviews(businessId, me);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(page1.mine).toMatchObject({ comment: 'Reseña 3', author: { id: me.id } });
    expect(page1.next_cursor).toEqual(expect.any(String));
    const page2 = (await getReviews(businessId, me, page1.next_cursor)).json();
    expect(page2.reviews).toHaveLength(5);
    expect(page2.next_cursor).toBeNull();
    const all = [...page1.reviews, ...page2.reviews];
    expect(new Set(all.map((review: { id: string }) => review.id)).size).toBe(REVIEWS_PAGE_SIZE + 5);
    const keys = all.map((review: { created_at: string; id: string }) => `${review.created_at}|${review.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(all[0].author).toEqual({
      id: people.at(-1)!.id,
      username: expect.any(String),
      full_name: null,
      avatar_url: null,
    });

    // Visitors and people without a review get mine = null.
    expect((await getReviews(businessId)).json().mine).toBeNull();
    expect((await getReviews(businessId, await insertUser(t.db))).json().mine).toBeNull();
  });

  it('answers a malformed cursor with 400 invalid_cursor and unknown businesses with 404', async () => {
    const businessId = await newBusiness();
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'nope!',
      encode(['abc', '0f8fad5b-d9cb-469f-a165-70867728950e']),
      encode(['1', 'x']),
      // Microseconds since the epoch (an earlier form) and a search cursor are not review cursors.
      encode(['1777636800000000', '0f8fad5b-d9cb-469f-a165-70867728950e']),
      encode(['4.50', 3, '0f8fad5b-d9cb-469f-a165-70867728950e']),
    ]) {
      expectError(
        await getReviews(businessId, undefined, cursor),
        400,
        'invalid_cursor',
        'No pudimos cargar más contenido. Vuelve a cargar la página.',
      );
    }
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'x']) {
      expectError(await getReviews(id), 404, 'business_not_found', 'Negocio no encontrado');
    }
  });
});

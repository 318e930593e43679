import { cityByName, insertBusiness, insertPost, insertUser } from '@cerca/db-testing';
import { multipart, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { PNG } from './fixtures';

// A bounded fuzz of the discovery endpoints with input no form sends: NUL bytes, overlong text,
// wrong types and broken multipart bodies. None may answer 5xx, and none may write a business.
const t = useServiceTest([discoveryService], { seedCatalogue: true, tempStorage: true });
let cityId: string;
const owners: string[] = [];

beforeAll(async () => {
  cityId = (await cityByName(t.db, 'Oaxaca')).id;
});

/** A new person per request: business creation is rate-limited per person, and the fuzz must
 * reach the handler every time rather than the limiter. */
async function freshToken(): Promise<string> {
  const person = await insertUser(t.db);
  owners.push(person.id);
  return t.sign({ id: person.id });
}

// Refused whatever the field: Postgres text cannot hold NUL, and every field has a length limit.
const REFUSED = ['caf\u0000é', '\u0000', 'x'.repeat(20_000)];
// Odd but possibly legitimate text: it may be accepted, never a 5xx.
const ODD = ['%00', '../../etc/passwd', '{"$ne":null}', '<script>alert(1)</script>'];

function validFields(): Record<string, string> {
  return {
    name: 'Café Azul',
    description: 'Café de especialidad',
    address: 'Calle Macedonio Alcalá 100',
    city: 'Oaxaca',
    state: 'Oaxaca',
    zip_code: '68000',
    category: 'Cafeterías',
    subcategory: 'Café de especialidad',
    city_id: cityId,
  };
}

async function businessCount() {
  const row = await t.db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', 'in', owners)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The business form with its photo, sent by a new person (see freshToken). */
async function postForm(form: Record<string, string>) {
  const body = await multipart(form, [{ name: 'a.png', content: PNG }], {
    field: 'photos',
    type: 'image/png',
  });
  return t.inject({ method: 'POST', url: '/api/discovery/businesses', ...body }, await freshToken());
}

describe('crafted input', () => {
  it('answers every crafted business field with a 4xx and writes nothing', async () => {
    for (const field of Object.keys(validFields())) {
      for (const value of REFUSED) {
        const response = await postForm({ ...validFields(), [field]: value });
        expect(response.statusCode, `${field}=${JSON.stringify(value.slice(0, 20))}`).toBeLessThan(500);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await businessCount()).toBe(0);
  });

  it('never answers odd text with a 5xx', async () => {
    for (const field of Object.keys(validFields())) {
      for (const value of ODD) {
        const response = await postForm({ ...validFields(), [field]: value });
        expect(response.statusCode, `${field}=${value}`).toBeLessThan(500);
      }
    }
  });

  it('answers broken multipart bodies with a 4xx', async () => {
    owners.length = 0; // the odd-text test above may have created businesses
    const bodies: Array<{ headers: Record<string, string>; payload: string | Buffer }> = [
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' },
      { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '' },
      {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nCafé\r\n--x--',
      },
      { headers: { 'content-type': 'application/json' }, payload: '{"name":"Café"}' },
      { headers: { 'content-type': 'application/json' }, payload: '{"name":' },
    ];
    for (const body of bodies) {
      const response = await t.inject(
        { method: 'POST', url: '/api/discovery/businesses', ...body },
        await freshToken(),
      );
      expect(response.statusCode, body.payload.toString().slice(0, 40)).toBeLessThan(500);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(await businessCount()).toBe(0);
  });

  it('answers crafted ids and queries with a 4xx', async () => {
    const urls = [
      '/api/discovery/businesses/%00',
      `/api/discovery/businesses/${'9'.repeat(5000)}`,
      '/api/discovery/cities/%00',
      '/api/discovery/cities?countryId=%00',
      '/api/discovery/cities?countryId=1e309',
      '/api/discovery/cities?countryId[]=1',
    ];
    for (const url of urls) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('answers crafted feed, post, reaction and comment input with a 4xx and writes nothing', async () => {
    const author = await insertUser(t.db);
    const business = await insertBusiness(t.db, { ownerId: author.id, cityId });
    const post = await insertPost(t.db, { businessId: business.id, userId: author.id });
    const person = await insertUser(t.db);
    const token = await t.sign({ id: person.id });
    const writes = async () => {
      const reactions = await t.db
        .selectFrom('post_reactions')
        .select('post_id')
        .where('user_id', '=', person.id)
        .execute();
      const comments = await t.db
        .selectFrom('post_comments')
        .select('id')
        .where('user_id', '=', person.id)
        .execute();
      return reactions.length + comments.length;
    };

    const bodies: unknown[] = [
      null,
      1,
      'texto',
      [],
      {},
      { comment: 1 },
      { comment: null },
      { comment: ['a'] },
    ];
    for (const comment of REFUSED) bodies.push({ comment });
    for (const payload of bodies) {
      const response = await t.inject(
        {
          method: 'POST',
          url: `/api/discovery/posts/${post.id}/comments`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        },
        token,
      );
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const reactionBodies: unknown[] = [null, {}, { reaction_type: 1 }, { reaction_type: ['like'] }];
    for (const value of [...REFUSED, 'like\u0000', 'LIKE']) reactionBodies.push({ reaction_type: value });
    for (const payload of reactionBodies) {
      const response = await t.inject(
        {
          method: 'PUT',
          url: `/api/discovery/posts/${post.id}/reaction`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        },
        token,
      );
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await writes()).toBe(0);

    for (const comment of ODD) {
      const response = await t.inject(
        { method: 'POST', url: `/api/discovery/posts/${post.id}/comments`, payload: { comment } },
        token,
      );
      expect(response.statusCode, comment).toBeLessThan(500);
    }

    const long = '9'.repeat(5000);
    const urls = [
      '/api/discovery/feed',
      '/api/discovery/feed?city_id=%00',
      `/api/discovery/feed?city_id=${long}`,
      `/api/discovery/feed?city_id[]=${cityId}`,
      `/api/discovery/feed?city_id=${cityId}&cursor=%00`,
      `/api/discovery/feed?city_id=${cityId}&cursor=${long}`,
      `/api/discovery/feed?city_id=${cityId}&cursor[]=a`,
      `/api/discovery/feed?city_id=${cityId}&cursor=${Buffer.from('\u0000|\u0000').toString('base64url')}`,
      '/api/discovery/stories?city_id=%00',
      `/api/discovery/stories?city_id=${long}`,
      '/api/discovery/posts/%00',
      `/api/discovery/posts/${long}`,
      '/api/discovery/posts/%00/comments',
      `/api/discovery/posts/${post.id}/comments?cursor=%00`,
      `/api/discovery/posts/${post.id}/comments?cursor=${long}`,
      '/api/discovery/businesses/%00/posts',
      `/api/discovery/businesses/${business.id}/posts?cursor=%00`,
    ];
    for (const url of urls) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url.slice(0, 80)).toBeLessThan(500);
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const id of ['%00', long]) {
        const response = await t.inject(
          { method, url: `/api/discovery/posts/${id}/reaction`, payload: { reaction_type: 'like' } },
          token,
        );
        expect(response.statusCode, `${method} ${id.slice(0, 10)}`).toBeLessThan(500);
      }
    }
    expect(
      await t.db.selectFrom('post_reactions').select('post_id').where('user_id', '=', person.id).execute(),
    ).toEqual([]);
  });

  it('answers crafted business search, page, review, follow and favourite input with a 4xx and writes nothing', async () => {
    const owner = await insertUser(t.db);
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId });
    const person = await insertUser(t.db);
    const token = await t.sign({ id: person.id });
    const long = '9'.repeat(5000);
    const text = (value: string) => encodeURIComponent(value);

    const urls = [
      '/api/discovery/businesses?city_id=%00',
      `/api/discovery/businesses?city_id=${long}`,
      `/api/discovery/businesses?city_id[]=${cityId}`,
      `/api/discovery/businesses?city_id=${cityId}&q[]=a`,
      `/api/discovery/businesses?city_id=${cityId}&q=a&q=b`,
      `/api/discovery/businesses?city_id=${cityId}&cursor=${Buffer.from('["5.00",1e309,"x"]').toString('base64url')}`,
      '/api/discovery/events/upcoming?city_id=%00',
      `/api/discovery/events/upcoming?city_id=${cityId}&category[]=a`,
      '/api/discovery/users?q[]=a',
    ];
    for (const value of [...REFUSED, ...ODD]) {
      for (const field of ['q', 'category', 'subcategory', 'cursor']) {
        urls.push(`/api/discovery/businesses?city_id=${cityId}&${field}=${text(value)}`);
      }
      urls.push(`/api/discovery/events/upcoming?city_id=${cityId}&category=${text(value)}`);
      urls.push(`/api/discovery/users?q=${text(value)}`);
      urls.push(`/api/discovery/businesses/${business.id}/reviews?cursor=${text(value)}`);
    }
    for (const id of ['%00', long, "1'--"]) {
      for (const tail of ['page', 'promotions', 'highlights', 'reviews']) {
        urls.push(`/api/discovery/businesses/${id}/${tail}`);
      }
    }
    for (const url of urls) {
      const response = await t.inject({ method: 'GET', url }, token);
      expect(response.statusCode, url.slice(0, 80)).toBeLessThan(500);
    }

    const reviewBodies: unknown[] = [
      null,
      1,
      'texto',
      [],
      {},
      { rating: '5' },
      { rating: 5.5 },
      { rating: [5] },
      { rating: 5, comment: 1 },
      { rating: 5, comment: ['a'] },
    ];
    for (const comment of REFUSED) reviewBodies.push({ rating: 5, comment });
    for (const payload of reviewBodies) {
      const response = await t.inject(
        {
          method: 'PUT',
          url: `/api/discovery/businesses/${business.id}/review`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        },
        token,
      );
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    for (const id of ['%00', long]) {
      const review = await t.inject(
        { method: 'PUT', url: `/api/discovery/businesses/${id}/review`, payload: { rating: 5 } },
        token,
      );
      expect(review.statusCode, `review ${id.slice(0, 10)}`).toBeLessThan(500);
      for (const method of ['PUT', 'DELETE'] as const) {
        for (const what of ['follow', 'favorite']) {
          const response = await t.inject({ method, url: `/api/discovery/businesses/${id}/${what}` }, token);
          expect(response.statusCode, `${method} ${what} ${id.slice(0, 10)}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        }
      }
    }
    const written = await Promise.all(
      (['reviews', 'business_followers', 'business_favorites'] as const).map((table) =>
        t.db.selectFrom(table).select('id').where('user_id', '=', person.id).execute(),
      ),
    );
    expect(written.flat()).toEqual([]);
  });

  it('answers crafted publishing input with a 4xx and writes nothing', async () => {
    const owner = await insertUser(t.db);
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId });
    const token = await t.sign({ id: owner.id });
    const base = `/api/discovery/businesses/${business.id}`;
    const image = [{ name: 'a.png', content: PNG }];
    const forms: Array<[string, Record<string, string>, string]> = [];
    for (const value of REFUSED) {
      forms.push(['posts', { caption: value }, 'files']);
      forms.push(['events', { description: value, event_date: '2030-01-01' }, 'file']);
      forms.push(['events', { description: 'Hola', event_date: value }, 'file']);
      forms.push(['events', { title: value, description: 'Hola', event_date: '2030-01-01' }, 'file']);
    }
    // A NUL in a field's name (busboy truncates long names, which are then merely unknown).
    forms.push(['stories', { 'x\u0000': 'campo' }, 'file']);
    for (const [tail, fields, field] of forms) {
      const body = await multipart(fields, image, { field, type: 'image/png' });
      const response = await t.inject({ method: 'POST', url: `${base}/${tail}`, ...body }, token);
      expect(response.statusCode, `${tail} ${JSON.stringify(fields).slice(0, 40)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(response.statusCode).toBeLessThan(500);
    }
    for (const tail of ['stories', 'posts', 'events']) {
      for (const body of [
        { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' },
        { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
        { headers: { 'content-type': 'application/json' }, payload: '{"caption":"Hola"}' },
      ]) {
        const response = await t.inject({ method: 'POST', url: `${base}/${tail}`, ...body }, token);
        expect(response.statusCode, `${tail} ${body.payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    const promotions: unknown[] = [null, 1, 'texto', [], {}, { message: 1 }, { message: ['a'] }];
    for (const value of REFUSED) {
      promotions.push(
        { message: value },
        { message: 'Hola', title: value },
        { message: 'Hola', expires_at: value },
      );
    }
    promotions.push(
      { message: 'Hola', expires_at: '+275760-09-13T00:00:00Z' },
      { message: 'Hola', is_premium_only: 'sí' },
    );
    for (const payload of promotions) {
      const response = await t.inject(
        {
          method: 'POST',
          url: `${base}/promotions`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        },
        token,
      );
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    for (const id of ['%00', '9'.repeat(5000), "1'--"]) {
      for (const tail of ['stories', 'posts', 'events', 'promotions']) {
        const response = await t.inject(
          { method: 'POST', url: `/api/discovery/businesses/${id}/${tail}`, payload: { message: 'Hola' } },
          token,
        );
        expect(response.statusCode, `${tail} ${id.slice(0, 10)}`).toBeLessThan(500);
      }
      const plan = await t.inject({ method: 'GET', url: `/api/discovery/businesses/${id}/plan` }, token);
      expect(plan.statusCode).toBeLessThan(500);
    }
    const written = await Promise.all(
      (['business_posts', 'business_stories', 'weekend_plans', 'business_global_messages'] as const).map(
        (table) => t.db.selectFrom(table).select('id').where('business_id', '=', business.id).execute(),
      ),
    );
    expect(written.flat()).toEqual([]);
  });

  it('answers crafted typed-name publishing input with a 4xx and writes nothing', async () => {
    const person = await insertUser(t.db);
    const token = await t.sign({ id: person.id });
    const image = [{ name: 'a.png', content: PNG }];
    const forms: Array<[string, Record<string, string>, string]> = [];
    for (const tail of ['stories', 'posts'] as const) {
      const field = tail === 'stories' ? 'file' : 'files';
      const valid = { business_name: 'Tacos Ana', city_id: cityId, caption: 'Hola' };
      for (const value of [...REFUSED, ' ', 'x'.repeat(121)]) {
        forms.push([tail, { ...valid, business_name: value }, field]);
      }
      for (const value of [...REFUSED, ...ODD, '', '00000000-0000-4000-8000-000000000000']) {
        forms.push([tail, { ...valid, city_id: value }, field]);
      }
      forms.push([tail, { ...valid, 'x\u0000': 'campo' }, field]);
    }
    for (const value of REFUSED) {
      forms.push(['posts', { business_name: 'Tacos Ana', city_id: cityId, caption: value }, 'files']);
    }
    for (const [tail, fields, field] of forms) {
      const body = await multipart(fields, image, { field, type: 'image/png' });
      const response = await t.inject({ method: 'POST', url: `/api/discovery/${tail}`, ...body }, token);
      expect(response.statusCode, `${tail} ${JSON.stringify(fields).slice(0, 60)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(response.statusCode).toBeLessThan(500);
    }
    for (const tail of ['stories', 'posts']) {
      for (const body of [
        { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' },
        { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
        { headers: { 'content-type': 'application/json' }, payload: '{"business_name":"Tacos"}' },
      ]) {
        const response = await t.inject({ method: 'POST', url: `/api/discovery/${tail}`, ...body }, token);
        expect(response.statusCode, `${tail} ${body.payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    const written = await Promise.all(
      (['business_posts', 'business_stories'] as const).map((table) =>
        t.db.selectFrom(table).select('id').where('user_id', '=', person.id).execute(),
      ),
    );
    expect(written.flat()).toEqual([]);
  });

  it('answers crafted business edits and photo input with a 4xx and changes nothing', async () => {
    const owner = await insertUser(t.db);
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId });
    const token = await t.sign({ id: owner.id });
    const base = `/api/discovery/businesses/${business.id}`;
    const snapshot = () =>
      t.db.selectFrom('businesses').selectAll().where('id', '=', business.id).executeTakeFirstOrThrow();
    const before = await snapshot();

    const edits: unknown[] = [
      null,
      1,
      'texto',
      [],
      { name: 1 },
      { name: ['a'] },
      { price_range: '2' },
      { price_range: 2.5 },
      { city_id: 'no-uuid' },
      { category: 'Restaurantes' },
      { schedule: 'lunes' },
      { schedule: { monday_start: '25:00' } },
      { schedule: [] },
      { website: 'data:text/html,hola' },
      { business_type: 'tienda' },
    ];
    for (const field of [...Object.keys(validFields()), 'phone', 'website']) {
      for (const value of REFUSED) edits.push({ [field]: value });
    }
    for (const payload of edits) {
      const response = await t.inject(
        {
          method: 'PATCH',
          url: base,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        },
        token,
      );
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    for (const value of ODD) {
      const response = await t.inject({ method: 'PATCH', url: base, payload: { description: value } }, token);
      expect(response.statusCode, value).toBeLessThan(500);
    }
    const { description: _before, updated_at: _a, ...rest } = before;
    const { description: _after, updated_at: _b, ...now } = await snapshot();
    expect(now).toEqual(rest);

    for (const body of [
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' },
      { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
      { headers: { 'content-type': 'application/json' }, payload: '{"photos":"a"}' },
    ]) {
      const response = await t.inject({ method: 'POST', url: `${base}/photos`, ...body }, token);
      expect(response.statusCode, body.payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const nul = await multipart({ 'x\u0000': 'campo' }, [{ name: 'a.png', content: PNG }], {
      field: 'photos',
      type: 'image/png',
    });
    const refused = await t.inject({ method: 'POST', url: `${base}/photos`, ...nul }, token);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    for (const id of ['%00', '9'.repeat(5000), "1'--"]) {
      for (const request of [
        { method: 'PATCH' as const, url: `/api/discovery/businesses/${id}`, payload: { name: 'Hola' } },
        { method: 'DELETE' as const, url: `/api/discovery/businesses/${id}/photos/${id}` },
        { method: 'DELETE' as const, url: `${base}/photos/${id}` },
      ]) {
        const response = await t.inject(request, token);
        expect(response.statusCode, `${request.method} ${request.url.slice(0, 60)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    const photos = await t.db
      .selectFrom('business_photos')
      .select('id')
      .where('business_id', '=', business.id)
      .execute();
    expect(photos).toEqual([]);
  });

  it('answers crafted collection input with a 4xx and writes no collection', async () => {
    const owner = await insertUser(t.db);
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId });
    const token = await t.sign({ id: owner.id });
    const base = `/api/discovery/businesses/${business.id}/highlights`;
    const image = [{ name: 'a.png', content: PNG }];
    const forms: Record<string, string>[] = [{ 'x\u0000': 'campo' }];
    for (const value of REFUSED) forms.push({ name: value }, { name: 'Hola', story_ids: value });
    for (const storyIds of ['{}', '"a"', '[1]', '[null]', `[${'"x",'.repeat(300)}"x"]`, '["%00"]']) {
      forms.push({ name: 'Hola', story_ids: storyIds });
    }
    for (const fields of forms) {
      const body = await multipart(fields, image, { field: 'cover', type: 'image/png' });
      const response = await t.inject({ method: 'POST', url: base, ...body }, token);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    for (const body of [
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' },
      { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
      { headers: { 'content-type': 'application/json' }, payload: '{"name":"Hola"}' },
    ]) {
      const response = await t.inject({ method: 'POST', url: base, ...body }, token);
      expect(response.statusCode, body.payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const created = await t.inject(
      { method: 'POST', url: base, ...(await multipart({ name: 'Base' }, [])) },
      token,
    );
    expect(created.statusCode).toBe(201);
    const url = `${base}/${created.json().highlight.id}`;
    const patches: unknown[] = [null, 1, 'texto', [], { name: 1 }, { story_ids: 'a' }, { story_ids: [1] }];
    for (const value of REFUSED) patches.push({ name: value }, { story_ids: [value] });
    for (const payload of patches) {
      const response = await t.inject(
        {
          method: 'PATCH',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        },
        token,
      );
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    for (const id of ['%00', '9'.repeat(5000), "1'--"]) {
      for (const request of [
        {
          method: 'POST' as const,
          url: `/api/discovery/businesses/${id}/highlights`,
          payload: { name: 'Hola' },
        },
        { method: 'PATCH' as const, url: `${base}/${id}`, payload: { name: 'Hola' } },
        { method: 'DELETE' as const, url: `${base}/${id}` },
        { method: 'DELETE' as const, url: `/api/discovery/businesses/${id}/highlights/${id}` },
      ]) {
        const response = await t.inject(request, token);
        expect(response.statusCode, `${request.method} ${request.url.slice(0, 60)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    const rows = await t.db
      .selectFrom('story_highlights')
      .select(['name'])
      .where('business_id', '=', business.id)
      .execute();
    expect(rows).toEqual([{ name: 'Base' }]);
  });

  // Last, so the counts above start from nothing: proves the fuzz varies a form that otherwise passes.
  it('accepts the form the fuzz starts from', async () => {
    const response = await postForm(validFields());
    expect(response.statusCode).toBe(201);
  });
});

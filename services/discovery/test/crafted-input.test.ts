import { cityByName, insertUser } from '@cerca/db-testing';
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

  // Last, so the counts above start from nothing: proves the fuzz varies a form that otherwise passes.
  it('accepts the form the fuzz starts from', async () => {
    const response = await postForm(validFields());
    expect(response.statusCode).toBe(201);
  });
});

import { randomUUID } from 'node:crypto';
import { call, expectStatus } from './http';

/** The demo seed's owner (shared/seed), whose business the drill's customers order from. */
export const DEMO_OWNER = { email: 'tortas.el.guero@demo.cerca.mx', password: 'cerca-demo-1234' };
const DEMO_BUSINESS = 'Tortas Ahogadas El Güero';

/** Open all day every day, as the e2e helpers set it: orders are accepted whatever the clock says. */
const ALWAYS_OPEN = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}_start`, '00:00'],
    [`${day}_end`, '23:59'],
  ]),
);

export interface Stage {
  ownerToken: string;
  businessId: string;
  cityId: string;
  itemId: string;
  customers: { name: string; token: string }[];
}

export async function passwordToken(baseUrl: string, email: string, password: string): Promise<string> {
  const body = expectStatus(
    await call(baseUrl, '/auth/v1/token?grant_type=password', { method: 'POST', body: { email, password } }),
    200,
    `sign in ${email}`,
  );
  return String(body.access_token);
}

/**
 * Through the API only, as a person would: the demo owner opens the business all day and adds a
 * dish to a new category; `customers` people sign up.
 */
export async function prepareStage(baseUrl: string, runId: string, customers: number): Promise<Stage> {
  const ownerToken = await passwordToken(baseUrl, DEMO_OWNER.email, DEMO_OWNER.password);
  const mine = expectStatus(
    await call(baseUrl, '/api/discovery/me/businesses', { token: ownerToken }),
    200,
    "the owner's businesses",
  ) as { businesses: { id: string; name: string }[] };
  const business = mine.businesses.find((candidate) => candidate.name === DEMO_BUSINESS);
  if (!business) throw new Error(`the demo owner has no business named ${DEMO_BUSINESS}: was the seed run?`);
  const businessId = business.id;
  expectStatus(
    await call(baseUrl, `/api/discovery/businesses/${businessId}`, {
      method: 'PATCH',
      token: ownerToken,
      body: { schedule: ALWAYS_OPEN },
    }),
    200,
    'open the business all day',
  );
  const page = expectStatus(
    await call(baseUrl, `/api/discovery/businesses/${businessId}`),
    200,
    'the business',
  );
  const cityId = String((page.business as { city_id?: string } | undefined)?.city_id ?? page.city_id ?? '');
  if (!cityId) throw new Error('the demo business has no city');
  const menu = `/api/ordering/businesses/${businessId}/menu`;
  const category = expectStatus(
    await call(baseUrl, `${menu}/categories`, {
      method: 'POST',
      token: ownerToken,
      body: { name: `Simulacro ${runId}` },
    }),
    201,
    'a menu category',
  ) as { category: { id: string } };
  const item = expectStatus(
    await call(baseUrl, `${menu}/items`, {
      method: 'POST',
      token: ownerToken,
      body: { category_id: category.category.id, name: 'Torta del simulacro', price: '75' },
    }),
    201,
    'a dish',
  ) as { item: { id: string } };
  const people = [];
  for (let i = 1; i <= customers; i += 1) {
    const email = `simulacro.${runId}.${i}@drill.cerca.test`;
    const password = `simulacro-${randomUUID()}`;
    const signup = await call(baseUrl, '/auth/v1/signup', {
      method: 'POST',
      body: { email, password, data: { full_name: `Cliente ${i} del simulacro` } },
    });
    const session = expectStatus(signup, 200, `sign up ${email}`);
    const token = session.access_token
      ? String(session.access_token)
      : await passwordToken(baseUrl, email, password);
    people.push({ name: `cliente-${i}`, token });
  }
  return { ownerToken, businessId, cityId, itemId: item.item.id, customers: people };
}

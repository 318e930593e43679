import { randomUUID } from 'node:crypto';
import { insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { orderingService } from '../src/plugin';
import { insertMenuBusiness } from './support/menu-business';

// Issue 25: "Mis direcciones", where a business delivers, and an order's address checked against
// both (the order's city is the business's city; a place outside the zone is refused).

const t = useServiceTest([orderingService]);

let owner: TestUser;
let customer: TestUser;
let stranger: TestUser;
let gdlId: string;
let cdmxId: string;
let businessId: string;
let itemId: string;

const home = (overrides: Record<string, unknown> = {}) => ({
  label: 'home',
  street: 'Calle Morelos',
  number: '45',
  interior: '3',
  neighborhood: 'Americana',
  postal_code: '44160',
  city_id: gdlId,
  between_streets: 'Chapultepec y Marsella',
  references: 'Portón verde',
  ...overrides,
});

const api = (as: TestUser | null) => ({
  list: () => t.inject({ method: 'GET', url: '/api/ordering/me/addresses' }, as ?? undefined),
  create: (body: object) =>
    t.inject({ method: 'POST', url: '/api/ordering/me/addresses', payload: body }, as ?? undefined),
  update: (id: string, body: object) =>
    t.inject({ method: 'PUT', url: `/api/ordering/me/addresses/${id}`, payload: body }, as ?? undefined),
  remove: (id: string) =>
    t.inject({ method: 'DELETE', url: `/api/ordering/me/addresses/${id}` }, as ?? undefined),
  zone: (business = businessId) =>
    t.inject({ method: 'GET', url: `/api/ordering/businesses/${business}/delivery-zone` }, as ?? undefined),
  setZone: (body: object, business = businessId) =>
    t.inject(
      { method: 'PUT', url: `/api/ordering/businesses/${business}/delivery-zone`, payload: body },
      as ?? undefined,
    ),
  order: (address: object) =>
    t.inject(
      {
        method: 'POST',
        url: '/api/ordering/orders',
        payload: {
          idempotency_key: randomUUID(),
          business_id: businessId,
          items: [{ menu_item_id: itemId, quantity: 1 }],
          contact_phone: '33 1234 5678',
          ...address,
        },
      },
      as ?? undefined,
    ),
});

async function clearAddresses(user: TestUser) {
  await t.db.deleteFrom('user_addresses').where('user_id', '=', user.id).execute();
}

beforeAll(async () => {
  const gdl = await insertCity(t.db, { name: 'Guadalajara', state: 'Jalisco' });
  const cdmx = await insertCity(t.db, { name: 'Ciudad de México', state: 'Ciudad de México' });
  gdlId = gdl.id;
  cdmxId = cdmx.id;
  owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db);
  stranger = await insertUser(t.db);
  ({ businessId, itemId } = await insertMenuBusiness(t.db, {
    ownerId: owner.id,
    cityId: gdlId,
    name: 'Tortas',
    item: { name: 'Torta', price: '85.00' },
  }));
});

describe('Mis direcciones', () => {
  it('saves addresses: the first is the default, another marked default takes its place', async () => {
    await clearAddresses(customer);
    const first = await api(customer).create(home());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      label: 'home',
      street: 'Calle Morelos',
      city_name: 'Guadalajara',
      references: 'Portón verde',
      is_default: true,
    });
    const work = await api(customer).create(
      home({ label: 'work', street: 'Av. Vallarta', number: '1200', interior: '', is_default: true }),
    );
    expect(work.json()).toMatchObject({ label: 'work', interior: null, is_default: true });
    const listed = (await api(customer).list()).json().addresses;
    expect(
      listed.map((address: { label: string; is_default: boolean }) => [address.label, address.is_default]),
    ).toEqual([
      ['work', true],
      ['home', false],
    ]);
  });

  it('hands the default to the oldest address left when the default is deleted', async () => {
    await clearAddresses(customer);
    const a = (await api(customer).create(home())).json();
    const b = (await api(customer).create(home({ label: 'other', name: 'Casa de mi mamá' }))).json();
    expect((await api(customer).remove(a.id)).statusCode).toBe(204);
    const [left] = (await api(customer).list()).json().addresses;
    expect(left).toMatchObject({ id: b.id, name: 'Casa de mi mamá', is_default: true });
  });

  it("keeps each person's addresses to themselves: another's is 404 to change or delete", async () => {
    await clearAddresses(customer);
    const mine = (await api(customer).create(home())).json();
    expect((await api(stranger).update(mine.id, home({ street: 'Robada' }))).statusCode).toBe(404);
    expect((await api(stranger).remove(mine.id)).statusCode).toBe(404);
    expect((await api(stranger).list()).json().addresses).toEqual([]);
    expect((await api(null).list()).statusCode).toBe(401);
    const changed = await api(customer).update(mine.id, home({ street: 'Calle Libertad', number: '1800' }));
    expect(changed.json()).toMatchObject({ street: 'Calle Libertad', number: '1800', is_default: true });
  });

  it("refuses a postal code of another state than the city's, and a city not in the catalogue", async () => {
    const cdmxCode = await api(customer).create(home({ postal_code: '06700' }));
    expect(cdmxCode.statusCode).toBe(400);
    expect(cdmxCode.json()).toMatchObject({
      code: 'postal_code_not_in_city',
      message: messages.postalCodeNotInCity.replace('{city}', 'Guadalajara'),
    });
    const nowhere = await api(customer).create(home({ city_id: randomUUID() }));
    expect(nowhere.json()).toMatchObject({ code: 'city_not_found' });
    expect((await api(customer).create(home({ postal_code: '4416' }))).statusCode).toBe(400);
  });

  it('keeps at most 10, also when the 10th and 11th are saved at the same moment', async () => {
    await clearAddresses(customer);
    for (let n = 0; n < 9; n += 1) expect((await api(customer).create(home())).statusCode).toBe(201);
    const both = await Promise.all([api(customer).create(home()), api(customer).create(home())]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((response) => response.statusCode === 409)?.json()).toMatchObject({
      code: 'address_limit',
      message: messages.addressLimit,
    });
    expect((await api(customer).list()).json().addresses).toHaveLength(10);
    const defaults = await t.db
      .selectFrom('user_addresses')
      .select('id')
      .where('user_id', '=', customer.id)
      .where('is_default', '=', true)
      .execute();
    expect(defaults).toHaveLength(1);
  });
});

describe('the delivery zone', () => {
  it('is the whole city until the owner names places; anyone may read it', async () => {
    expect((await api(null).zone()).json()).toEqual({
      city_id: gdlId,
      city_name: 'Guadalajara',
      everywhere: true,
      postal_codes: [],
      neighborhoods: [],
    });
  });

  it('is set by the owner only, with repeats dropped, and never to nowhere', async () => {
    expect(
      (await api(customer).setZone({ everywhere: true, postal_codes: [], neighborhoods: [] })).statusCode,
    ).toBe(403);
    expect(
      (await api(null).setZone({ everywhere: true, postal_codes: [], neighborhoods: [] })).statusCode,
    ).toBe(401);
    const empty = await api(owner).setZone({ everywhere: false, postal_codes: [], neighborhoods: [] });
    expect(empty.json()).toMatchObject({ code: 'zone_without_places', message: messages.zoneWithoutPlaces });
    expect(
      (await api(owner).setZone({ everywhere: false, postal_codes: ['441'], neighborhoods: [] })).statusCode,
    ).toBe(400);
    const saved = await api(owner).setZone({
      everywhere: false,
      postal_codes: ['44100', '44100'],
      neighborhoods: ['Americana', 'americana', 'Col. Chapultepec'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      everywhere: false,
      postal_codes: ['44100'],
      neighborhoods: ['Americana', 'Col. Chapultepec'],
    });
    expect((await api(null).zone()).json()).toEqual(saved.json());
  });
});

describe("an order's address", () => {
  const typed = (overrides: Record<string, unknown> = {}) => ({
    address: {
      street: 'Av. Juárez',
      number: '100',
      neighborhood: 'Centro',
      postal_code: '44100',
      ...overrides,
    },
  });

  it('delivers to a typed address inside the zone (postal code, or colonia without accents or case)', async () => {
    await api(owner).setZone({
      everywhere: false,
      postal_codes: ['44100'],
      neighborhoods: ['Colonia Chapultepec', 'Americana'],
    });
    const byCode = await api(customer).order(typed());
    expect(byCode.statusCode).toBe(201);
    expect(byCode.json().delivery_address).toBe('Av. Juárez 100, Col. Centro, C.P. 44100, Guadalajara');
    const byColonia = await api(customer).order(
      typed({
        neighborhood: 'col. CHAPULTEPEC',
        postal_code: '44140',
        between_streets: 'Libertad y Vallarta',
      }),
    );
    expect(byColonia.statusCode).toBe(201);
    expect(byColonia.json().delivery_address).toBe(
      'Av. Juárez 100, Col. col. CHAPULTEPEC, C.P. 44140, Guadalajara (entre Libertad y Vallarta)',
    );
    const row = await t.db
      .selectFrom('orders')
      .select(['delivery_city_id', 'delivery_postal_code', 'delivery_neighborhood'])
      .where('id', '=', byColonia.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      delivery_city_id: gdlId,
      delivery_postal_code: '44140',
      delivery_neighborhood: 'col. CHAPULTEPEC',
    });
  });

  it("refuses a place outside the zone: 'Este negocio no entrega en esa zona', nothing stored", async () => {
    const before = await t.db
      .selectFrom('orders')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const outside = await api(customer).order(typed({ neighborhood: 'Providencia', postal_code: '44630' }));
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({
      code: 'outside_delivery_zone',
      message: 'Este negocio no entrega en esa zona',
    });
    const after = await t.db
      .selectFrom('orders')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses an address in another city: a CDMX postal code, or a saved CDMX address', async () => {
    await api(owner).setZone({ everywhere: true, postal_codes: [], neighborhoods: [] });
    const typedCdmx = await api(customer).order(typed({ neighborhood: 'Roma Norte', postal_code: '06700' }));
    expect(typedCdmx.statusCode).toBe(409);
    expect(typedCdmx.json()).toMatchObject({ code: 'address_outside_city' });
    await clearAddresses(customer);
    const cdmx = (
      await api(customer).create(home({ city_id: cdmxId, neighborhood: 'Roma Norte', postal_code: '06700' }))
    ).json();
    const savedCdmx = await api(customer).order({ address_id: cdmx.id });
    expect(savedCdmx.statusCode).toBe(409);
    expect(savedCdmx.json()).toMatchObject({
      code: 'address_outside_city',
      message: messages.addressOutsideCity.replaceAll('{city}', 'Guadalajara'),
    });
  });

  it("takes a saved address of the customer's, never another person's, and exactly one address", async () => {
    await clearAddresses(customer);
    const saved = (await api(customer).create(home())).json();
    const ordered = await api(customer).order({ address_id: saved.id });
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json().delivery_address).toBe(
      'Calle Morelos 45 int. 3, Col. Americana, C.P. 44160, Guadalajara (entre Chapultepec y Marsella; Portón verde)',
    );
    const theirs = await api(stranger).order({ address_id: saved.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'address_not_found' });
    const both = await api(customer).order({ address_id: saved.id, ...typed() });
    expect(both.json()).toMatchObject({ code: 'address_required', message: messages.addressRequired });
    const none = await api(customer).order({});
    expect(none.json()).toMatchObject({ code: 'address_required' });
  });
});

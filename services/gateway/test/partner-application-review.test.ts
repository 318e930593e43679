import { readFileSync } from 'node:fs';
import path from 'node:path';
import { insertBusiness, insertCity } from '@cerca/db-testing';
import { multipart } from '@cerca/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAdmin, signedIn } from './accounts';
import { startTestGateway, type TestGateway } from './test-gateway';

// Issue 21 §3, through the gateway as an attacker would call it: a brand-new account applied for
// Oaxaca, which had live businesses and no partner, and became its partner at once — then read
// owners' and drivers' e-mails and phones, downloaded a driver's ID and could delete businesses.
// Now (DESIGN §10) an application for an existing city waits for an admin in Solicitudes; only a
// city the applicant created in the wizard, still empty, makes them its partner at once.

const PNG = readFileSync(path.join(import.meta.dirname, '../../../shared/storage/test/fixtures/photo.png'));
let test: TestGateway;
let gateway: FastifyInstance;
/** The country of every city these tests create. */
let countryId: string;

const as = (caller: Account) => ({ authorization: `Bearer ${caller.token}` });

async function countryOf(cityId: string): Promise<string> {
  const row = await test.database.db
    .selectFrom('cities')
    .select('country_id')
    .where('id', '=', cityId)
    .executeTakeFirstOrThrow();
  return row.country_id;
}

async function applyFor(caller: Account, cityId: string) {
  return gateway.inject({
    method: 'POST',
    url: '/api/partner/applications',
    headers: as(caller),
    payload: {
      country_id: await countryOf(cityId),
      city_id: cityId,
      whatsapp: '951 123 4567',
      email: caller.email,
    },
  });
}

async function roleOf(caller: Account) {
  const me = await gateway.inject({ method: 'GET', url: '/api/ordering/me', headers: as(caller) });
  expect(me.statusCode, me.body).toBe(200);
  const { role, managed_city_id } = me.json().profile as { role: string; managed_city_id: string | null };
  return { role, managed_city_id };
}

/** A city of the catalogue with a live business (its owner's contacts) and a driver with an ID. */
async function cityWithBusinesses() {
  const city = await insertCity(test.database.db, { name: 'Oaxaca' });
  const owner = await signedIn(gateway, 'dueno');
  const business = await insertBusiness(test.database.db, {
    ownerId: owner.id,
    cityId: city.id,
    phone: '951 555 0101',
  });
  const driver = await signedIn(gateway, 'repartidor');
  await test.database.db
    .insertInto('drivers')
    .values({
      id: driver.id,
      zone_id: city.id,
      phone: '951 555 0202',
      identification_url: `${driver.id}.png`,
    })
    .execute();
  const document = await multipart({}, [{ name: 'ine.png', content: PNG, type: 'image/png' }]);
  const upload = await gateway.inject({
    method: 'POST',
    url: `/storage/v1/object/driver-ids/${driver.id}.png`,
    headers: { ...document.headers, ...as(driver) },
    payload: document.payload,
  });
  expect(upload.statusCode, upload.body).toBe(200);
  return { cityId: city.id, owner, businessId: business.id, driver };
}

/** What a partner of the city may do, as the caller: status of each call. */
async function dashboardCalls(caller: Account, city: Awaited<ReturnType<typeof cityWithBusinesses>>) {
  const spare = await insertBusiness(test.database.db, { ownerId: city.owner.id, cityId: city.cityId });
  const base = `/api/partner/cities/${city.cityId}`;
  const calls = {
    access: await gateway.inject({ method: 'GET', url: `${base}/access`, headers: as(caller) }),
    drivers: await gateway.inject({ method: 'GET', url: `${base}/drivers?status=all`, headers: as(caller) }),
    businesses: await gateway.inject({ method: 'GET', url: `${base}/businesses`, headers: as(caller) }),
    driverId: await gateway.inject({
      method: 'GET',
      url: `${base}/drivers/${city.driver.id}/identification`,
      headers: as(caller),
    }),
    deleteBusiness: await gateway.inject({
      method: 'DELETE',
      url: `${base}/businesses/${spare.id}`,
      headers: as(caller),
    }),
  };
  return { calls, statuses: Object.fromEntries(Object.entries(calls).map(([k, v]) => [k, v.statusCode])) };
}

beforeAll(async () => {
  test = await startTestGateway({ name: 'partner-application-review' });
  gateway = test.app;
  countryId = await countryOf((await insertCity(test.database.db, { name: 'Ciudad Base' })).id);
});

afterAll(async () => {
  await test?.close();
});

describe('applying to be partner of a city', () => {
  it('leaves a new account without any partner power over a city with businesses until an admin approves', async () => {
    const city = await cityWithBusinesses();
    const attacker = await signedIn(gateway, 'atacante');

    const applied = await applyFor(attacker, city.cityId);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toEqual({
      id: expect.any(String),
      status: 'pending',
      city_id: city.cityId,
      reason: null,
    });
    expect(await roleOf(attacker)).toEqual({ role: 'user', managed_city_id: null });
    const mine = await gateway.inject({
      method: 'GET',
      url: '/api/partner/applications/mine',
      headers: as(attacker),
    });
    expect(mine.json().applications).toEqual([
      expect.objectContaining({
        id: applied.json().id,
        status: 'pending',
        city: expect.objectContaining({ id: city.cityId }),
      }),
    ]);

    const refused = await dashboardCalls(attacker, city);
    expect(refused.statuses).toEqual({
      access: 403,
      drivers: 403,
      businesses: 403,
      driverId: 403,
      deleteBusiness: 403,
    });
    for (const response of Object.values(refused.calls)) {
      expect(response.json().message).toBe('No tienes permiso para acceder a esta página');
      expect(response.body).not.toContain(city.owner.email);
      expect(response.body).not.toContain('951 555 0202');
    }

    // Approving and rejecting belong to admins: the applicant cannot approve their own request.
    const selfApproved = await gateway.inject({
      method: 'POST',
      url: `/api/admin/applications/${applied.json().id}/approve`,
      headers: as(attacker),
    });
    expect(selfApproved.statusCode).toBe(403);
    expect(await roleOf(attacker)).toEqual({ role: 'user', managed_city_id: null });

    // An admin approves it in Solicitudes: the same token now gets through, on the next request.
    const admin = await signedIn(gateway, 'admin');
    await makeAdmin(test.database.db, admin.id);
    const listed = await gateway.inject({
      method: 'GET',
      url: '/api/admin/applications',
      headers: as(admin),
    });
    expect(listed.json().applications).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: applied.json().id, status: 'pending' })]),
    );
    const approved = await gateway.inject({
      method: 'POST',
      url: `/api/admin/applications/${applied.json().id}/approve`,
      headers: as(admin),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await roleOf(attacker)).toEqual({ role: 'city_partner', managed_city_id: city.cityId });
    const allowed = await dashboardCalls(attacker, city);
    expect(allowed.statuses).toEqual({
      access: 200,
      drivers: 200,
      businesses: 200,
      driverId: 200,
      deleteBusiness: 200,
    });
    expect(allowed.calls.drivers.body).toContain('951 555 0202');
  });

  it('makes the applicant partner at once of a city they created in the wizard, still empty', async () => {
    const founder = await signedIn(gateway, 'fundadora');
    const created = await gateway.inject({
      method: 'POST',
      url: '/api/partner/cities',
      headers: as(founder),
      payload: { country_id: countryId, name: 'Villa Nueva', state: 'Oaxaca' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const cityId = created.json().city.id as string;

    const applied = await applyFor(founder, cityId);
    expect(applied.json()).toMatchObject({ status: 'approved', city_id: cityId, reason: null });
    expect(await roleOf(founder)).toEqual({ role: 'city_partner', managed_city_id: cityId });
    const access = await gateway.inject({
      method: 'GET',
      url: `/api/partner/cities/${cityId}/access`,
      headers: as(founder),
    });
    expect(access.statusCode).toBe(200);
  });

  it('keeps pending a city someone else created, and one the applicant created that now has a business', async () => {
    const createCity = async (caller: Account, name: string) => {
      const created = await gateway.inject({
        method: 'POST',
        url: '/api/partner/cities',
        headers: as(caller),
        payload: { country_id: countryId, name, state: 'Oaxaca' },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().city.id as string;
    };
    const creator = await signedIn(gateway, 'creadora');
    const applicant = await signedIn(gateway, 'aspirante');
    const theirs = await createCity(creator, 'Villa Ajena');
    const own = await createCity(applicant, 'Villa Propia');
    // Someone opens a business there before the creator applies.
    await insertBusiness(test.database.db, { ownerId: creator.id, cityId: own });

    for (const cityId of [theirs, own]) {
      const applied = await applyFor(applicant, cityId);
      expect(applied.json()).toMatchObject({ status: 'pending', city_id: cityId, reason: null });
      const access = await gateway.inject({
        method: 'GET',
        url: `/api/partner/cities/${cityId}/access`,
        headers: as(applicant),
      });
      expect(access.statusCode).toBe(403);
    }
    expect(await roleOf(applicant)).toEqual({ role: 'user', managed_city_id: null });
  });
});

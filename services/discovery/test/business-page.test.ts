import { type BusinessSchedule, sql, WEEKDAYS } from '@cerca/db';
import { insertBusiness, insertBusinessPhoto, insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';

const t = useServiceTest([discoveryService]);
let cityId: string;
let owner: Awaited<ReturnType<typeof insertUser>>;

beforeAll(async () => {
  cityId = (await insertCity(t.db, { name: 'Cancún', state: 'Quintana Roo' })).id;
  await t.db.updateTable('cities').set({ time_zone: 'America/Cancun' }).where('id', '=', cityId).execute();
  owner = await insertUser(t.db, { email: 'duena@example.com', userType: 'business' });
  await t.db
    .updateTable('profiles')
    .set({ full_name: 'Dueña', phone: '9981234567', avatar_url: '/a.webp' })
    .where('id', '=', owner.id)
    .execute();
});

const getPage = (id: string, as?: TestCaller) =>
  t.inject({ method: 'GET', url: `/api/discovery/businesses/${id}/page` }, as);

const ALWAYS_OPEN = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}_start`, '00:00'],
    [`${day}_end`, '24:00'],
  ]),
) as BusinessSchedule;
/** No hours on any day: closed whatever the time. */
const NEVER_OPEN = '{}';

describe('GET /api/discovery/businesses/:id/page', () => {
  it('shows a visitor the business, its owner (public fields), zone, open-now and followers', async () => {
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId, schedule: ALWAYS_OPEN });
    await insertBusinessPhoto(t.db, { businessId: business.id, url: '/portada.webp' });
    for (let i = 0; i < 3; i++) {
      const fan = await insertUser(t.db);
      await t.db
        .insertInto('business_followers')
        .values({ business_id: business.id, user_id: fan.id })
        .execute();
    }

    const response = await getPage(business.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.business).toMatchObject({
      id: business.id,
      owner_id: owner.id,
      name: 'Café Azul',
      city_id: cityId,
      photos: [expect.objectContaining({ url: '/portada.webp', type: 'main' })],
    });
    expect(body.owner).toEqual({
      id: owner.id,
      username: 'duena',
      full_name: 'Dueña',
      avatar_url: '/a.webp',
    });
    expect(response.body).not.toContain('duena@example.com');
    expect(response.body).not.toContain('9981234567');
    expect(body.time_zone).toBe('America/Cancun');
    expect(body.open_now).toBe(true);
    expect(body.orders_paused).toBe(false);
    expect(body.followers_count).toBe(3);
    expect(body.viewer).toEqual({
      is_owner: false,
      can_manage: false,
      is_following: false,
      is_favorite: false,
    });
  });

  it("sets the viewer's flags: owner, following, saved", async () => {
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId, schedule: NEVER_OPEN });
    const fan = await insertUser(t.db);
    await t.db
      .insertInto('business_followers')
      .values({ business_id: business.id, user_id: fan.id })
      .execute();
    await t.db
      .insertInto('business_favorites')
      .values({ business_id: business.id, user_id: fan.id })
      .execute();

    const asFan = (await getPage(business.id, fan)).json();
    expect(asFan.viewer).toEqual({
      is_owner: false,
      can_manage: false,
      is_following: true,
      is_favorite: true,
    });
    expect(asFan.open_now).toBe(false);
    const asOwner = (await getPage(business.id, owner)).json();
    expect(asOwner.viewer).toEqual({
      is_owner: true,
      can_manage: true,
      is_following: false,
      is_favorite: false,
    });
    const stranger = await insertUser(t.db);
    expect((await getPage(business.id, stranger)).json().viewer).toEqual({
      is_owner: false,
      can_manage: false,
      is_following: false,
      is_favorite: false,
    });
  });

  it("lets the city's partner and admins manage the business, not another city's partner", async () => {
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId });
    const otherCity = await insertCity(t.db, { name: 'Mérida', state: 'Yucatán' });
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: cityId });
    const elsewhere = await insertUser(t.db, { role: 'city_partner', managedCityId: otherCity.id });
    const admin = await insertUser(t.db, { role: 'admin' });
    const flags = async (as: TestCaller) => (await getPage(business.id, as)).json().viewer;
    expect(await flags(partner)).toMatchObject({ is_owner: false, can_manage: true });
    expect(await flags(admin)).toMatchObject({ is_owner: false, can_manage: true });
    expect(await flags(elsewhere)).toMatchObject({ is_owner: false, can_manage: false });
  });

  it('says "No recibe pedidos por ahora" rather than open while its kitchen paused orders (issue 25)', async () => {
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId, schedule: ALWAYS_OPEN });
    await t.db
      .updateTable('businesses')
      .set({ orders_paused_until: sql<Date>`'infinity'::timestamptz` })
      .where('id', '=', business.id)
      .execute();
    expect((await getPage(business.id)).json()).toMatchObject({ open_now: false, orders_paused: true });
  });

  it('uses Mexico City for a business without a catalogue city', async () => {
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId: null });
    expect((await getPage(business.id)).json().time_zone).toBe('America/Mexico_City');
  });

  it('answers 404 business_not_found to missing and malformed ids', async () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'no-existe', '123']) {
      expectError(await getPage(id), 404, 'business_not_found', 'Negocio no encontrado');
    }
  });
});

import { localClock } from '@cerca/contracts/opening-hours';
import { DEFAULT_SCHEDULE } from '@cerca/db';
import { insertBusiness, insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';

const t = useServiceTest([discoveryService], { seedCatalogue: true });
const FORBIDDEN =
  'Solo el dueño del negocio, el socio de su ciudad o un administrador pueden editar este negocio.';

let cityId: string;
beforeAll(async () => {
  cityId = (await insertCity(t.db, { name: 'Ciudad de la edición' })).id;
});

async function world() {
  const owner = await insertUser(t.db, { userType: 'business' });
  const business = await insertBusiness(t.db, { ownerId: owner.id, cityId, name: 'Café Azul' });
  return { owner, business };
}

const patch = (id: string, payload: unknown, as: TestCaller) =>
  t.inject({ method: 'PATCH', url: `/api/discovery/businesses/${id}`, payload: payload as object }, as);

describe('PATCH /api/discovery/businesses/:id', () => {
  it('saves every field of the form and the schedule, and answers the business', async () => {
    const { owner, business } = await world();
    const schedule = { ...DEFAULT_SCHEDULE, monday_start: '07:30', sunday_end: '23:59' };
    const response = await patch(
      business.id,
      {
        name: '  Tacos Don Pepe ',
        description: 'Los mejores tacos',
        address: 'Av. Juárez 10',
        city: 'Oaxaca de Juárez',
        state: 'Oaxaca',
        zip_code: '68010',
        category: 'Restaurantes',
        subcategory: 'Tacos',
        city_id: cityId,
        price_range: 3,
        phone: '951 123 4567',
        website: 'https://instagram.com/donpepe',
        website_platform: 'instagram',
        business_type: 'services',
        schedule,
      },
      owner,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().business).toMatchObject({
      id: business.id,
      name: 'Tacos Don Pepe',
      description: 'Los mejores tacos',
      zip_code: '68010',
      category: 'Restaurantes',
      subcategory: 'Tacos',
      price_range: 3,
      phone: '951 123 4567',
      website: 'https://instagram.com/donpepe',
      website_platform: 'instagram',
      business_type: 'services',
      schedule,
    });

    // Blank optional fields clear them; absent fields stay.
    const cleared = await patch(business.id, { phone: '', website: null, website_platform: null }, owner);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().business).toMatchObject({
      name: 'Tacos Don Pepe',
      phone: null,
      website: null,
      website_platform: null,
      price_range: 3,
    });
  });

  it('keeps a platform only beside a website', async () => {
    const { owner, business } = await world();
    const stored = async () =>
      t.db
        .selectFrom('businesses')
        .select(['website', 'website_platform'])
        .where('id', '=', business.id)
        .executeTakeFirstOrThrow();
    // A website without a platform is a plain website; its platform can change alone later.
    expect((await patch(business.id, { website: 'https://cafeazul.mx' }, owner)).statusCode).toBe(200);
    expect(await stored()).toEqual({ website: 'https://cafeazul.mx', website_platform: 'website' });
    expect((await patch(business.id, { website_platform: 'facebook' }, owner)).statusCode).toBe(200);
    expect(await stored()).toEqual({ website: 'https://cafeazul.mx', website_platform: 'facebook' });
    // Clearing the website clears its platform, even when the request names one.
    const cleared = await patch(business.id, { website: '', website_platform: 'instagram' }, owner);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().business).toMatchObject({ website: null, website_platform: null });
    // And a platform alone labels nothing.
    expect((await patch(business.id, { website_platform: 'airbnb' }, owner)).statusCode).toBe(200);
    expect(await stored()).toEqual({ website: null, website_platform: null });
  });

  it('shows the edit to visitors at once (the shared page cache is dropped)', async () => {
    const { owner, business } = await world();
    const page = () => t.inject({ method: 'GET', url: `/api/discovery/businesses/${business.id}/page` });
    expect((await page()).json().business.description).toBe('Café de especialidad');
    expect((await patch(business.id, { description: 'Nueva descripción' }, owner)).statusCode).toBe(200);
    expect((await page()).json().business.description).toBe('Nueva descripción');
  });

  it('lets the city partner and admins edit, 403 to others and 401 to visitors', async () => {
    const { business } = await world();
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: cityId });
    const admin = await insertUser(t.db, { role: 'admin' });
    expect((await patch(business.id, { name: 'Por el socio' }, partner)).statusCode).toBe(200);
    expect((await patch(business.id, { name: 'Por admin' }, admin)).statusCode).toBe(200);
    const elsewhere = await insertCity(t.db, { name: 'Otra ciudad' });
    for (const caller of [
      await insertUser(t.db),
      await insertUser(t.db, { role: 'city_partner', managedCityId: elsewhere.id }),
    ]) {
      expectError(await patch(business.id, { name: 'Intruso' }, caller), 403, 'forbidden', FORBIDDEN);
    }
    expectError(await patch('no-existe', { name: 'x' }, admin), 403, 'forbidden', FORBIDDEN);
    expectError(
      await patch(business.id, { name: 'x' }, undefined),
      401,
      'unauthorized',
      'Debes iniciar sesión para continuar.',
    );
    const row = await t.db
      .selectFrom('businesses')
      .select('name')
      .where('id', '=', business.id)
      .executeTakeFirst();
    expect(row?.name).toBe('Por admin');
  });

  it('needs a subcategory of a new main category, from the catalogue', async () => {
    const { owner, business } = await world();
    const message = 'Selecciona una categoría y una subcategoría válidas';
    expectError(
      await patch(business.id, { category: 'Restaurantes' }, owner),
      400,
      'invalid_category',
      message,
    );
    expectError(
      await patch(business.id, { category: 'Restaurantes', subcategory: 'Café de especialidad' }, owner),
      400,
      'invalid_category',
      message,
    );
    expectError(await patch(business.id, { subcategory: 'Tacos' }, owner), 400, 'invalid_category', message);
    expectError(
      await patch(business.id, { category: 'Inventada', subcategory: 'X' }, owner),
      400,
      'invalid_category',
      message,
    );
    expect((await patch(business.id, { subcategory: 'Panadería' }, owner)).statusCode).toBe(200);
  });

  it('saves closed days, split shifts and special dates, dropping dates already past (issue 25)', async () => {
    const { owner, business } = await world();
    const schedule = {
      ...DEFAULT_SCHEDULE,
      sunday_start: '',
      sunday_end: '',
      friday_end: '15:00',
      friday_start_2: '18:00',
      friday_end_2: '02:00',
    };
    const today = localClock(new Date(), 'America/Mexico_City').date;
    const special_hours = [
      { date: '2099-12-12', start: '', end: '' },
      { date: today, start: '10:00', end: '14:00' },
      { date: '2020-12-12', start: '', end: '' },
    ];
    const saved = await patch(business.id, { schedule, special_hours }, owner);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().business.schedule).toEqual(schedule);
    expect(saved.json().business.special_hours).toEqual([
      { date: today, start: '10:00', end: '14:00' },
      { date: '2099-12-12', start: '', end: '' },
    ]);
    const page = await t.inject({ method: 'GET', url: `/api/discovery/businesses/${business.id}/page` });
    expect(page.json().business.special_hours).toHaveLength(2);
  });

  it('says a business closed on a special date today is closed, whatever the week says', async () => {
    const { owner, business } = await world();
    const always = Object.fromEntries(
      Object.keys(DEFAULT_SCHEDULE).map((key) => [key, key.endsWith('_start') ? '00:00' : '23:59']),
    );
    const today = localClock(new Date(), 'America/Mexico_City').date;
    const openPage = async () =>
      (await t.inject({ method: 'GET', url: `/api/discovery/businesses/${business.id}/page` })).json()
        .open_now;
    expect((await patch(business.id, { schedule: always }, owner)).statusCode).toBe(200);
    expect(await openPage()).toBe(true);
    const closed = { special_hours: [{ date: today, start: '', end: '' }] };
    expect((await patch(business.id, closed, owner)).statusCode).toBe(200);
    expect(await openPage()).toBe(false);
  });

  it('refuses half a shift, overlapping shifts and a date twice', async () => {
    const { owner, business } = await world();
    const invalid = 'Los datos enviados no son válidos. Revisa el formulario.';
    for (const body of [
      { schedule: { ...DEFAULT_SCHEDULE, monday_end: '' } },
      { schedule: { ...DEFAULT_SCHEDULE, monday_start_2: '20:00', monday_end_2: '23:00' } },
      {
        special_hours: [
          { date: '2099-12-12', start: '', end: '' },
          { date: '2099-12-12', start: '10:00', end: '12:00' },
        ],
      },
      { special_hours: [{ date: '2099-02-30', start: '', end: '' }] },
    ])
      expectError(await patch(business.id, body, owner), 400, 'validation_error', invalid);
  });

  it('refuses bad values with the form messages', async () => {
    const { owner, business } = await world();
    const invalid = 'Los datos enviados no son válidos. Revisa el formulario.';
    expectError(await patch(business.id, { name: '   ' }, owner), 400, 'validation_error', invalid);
    expectError(await patch(business.id, { price_range: 5 }, owner), 400, 'validation_error', invalid);
    expectError(
      await patch(business.id, { schedule: { ...DEFAULT_SCHEDULE, friday_end: '24:00' } }, owner),
      400,
      'validation_error',
      invalid,
    );
    expectError(
      await patch(business.id, { schedule: { monday_start: '09:00' } }, owner),
      400,
      'validation_error',
      invalid,
    );
    expectError(
      await patch(business.id, { website: 'javascript:alert(1)' }, owner),
      400,
      'invalid_website',
      'Por favor ingresa una URL válida para el sitio web',
    );
    expectError(
      await patch(business.id, { city_id: '00000000-0000-4000-8000-000000000000' }, owner),
      400,
      'invalid_city',
      'Selecciona una ciudad válida',
    );
    expectError(
      await patch(business.id, { description: 'caf\u0000é' }, owner),
      400,
      'invalid_characters',
      'El texto contiene caracteres no permitidos.',
    );
  });
});

import { randomUUID } from 'node:crypto';
import { CITY_EVENTS_PAGE_SIZE } from '@cerca/contracts/city-life/events';
import { insertBusiness, insertBusinessPhoto, insertCity, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError, insertEvent } from './business-fixtures';

// Spec 02 §2, §7: the events carousel of /events — GET /api/discovery/events?city_id=: active
// events of the city's businesses, event_date today or later (in the city's zone), ascending.

const t = useServiceTest([discoveryService]);
let ownerId: string;

beforeAll(async () => {
  ownerId = (await insertUser(t.db, { userType: 'business' })).id;
});

const events = (query: Record<string, string>, as?: string) =>
  t.inject({ method: 'GET', url: `/api/discovery/events?${new URLSearchParams(query)}` }, as);

describe('GET /api/discovery/events', () => {
  it("lists the city's active events from the start of today on, oldest first, each with its business", async () => {
    const cityId = (await insertCity(t.db, { name: `Eventos ${randomUUID().slice(0, 8)}` })).id;
    const bar = await insertBusiness(t.db, { ownerId, cityId, name: 'Bar Centro' });
    await insertBusinessPhoto(t.db, {
      businessId: bar.id,
      url: '/storage/v1/object/public/business-photos/bar.webp',
    });
    const cafe = await insertBusiness(t.db, { ownerId, cityId, name: 'Café Norte' });
    const elsewhere = (await insertCity(t.db, { name: `Lejos ${randomUUID().slice(0, 8)}` })).id;
    const far = await insertBusiness(t.db, { ownerId, cityId: elsewhere, name: 'Lejos' });
    await insertEvent(t.db, bar.id, 'Ayer', '-1 minute');
    await insertEvent(t.db, bar.id, 'Apagado', '2 hours', { active: false });
    await insertEvent(t.db, far.id, 'Otra ciudad', '3 hours');
    // Unlike "Eventos de la Semana", /events has no 7-day end.
    const nextMonth = await insertEvent(t.db, cafe.id, 'Mes próximo', '30 days');
    const tomorrow = await insertEvent(t.db, bar.id, 'Mañana', '1 day 20 hours');
    const startOfToday = await insertEvent(t.db, cafe.id, 'Hoy temprano', '0 minutes');

    const response = await events({ city_id: cityId });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.next_cursor).toBeNull();
    expect(body.events.map((event: { id: string }) => event.id)).toEqual([
      startOfToday.id,
      tomorrow.id,
      nextMonth.id,
    ]);
    expect(body.events[1]).toEqual({
      id: tomorrow.id,
      business_id: bar.id,
      business_name: 'Bar Centro',
      business_photo_url: '/storage/v1/object/public/business-photos/bar.webp',
      title: 'Mañana',
      description: 'Descripción de Mañana',
      image_url: '/storage/v1/object/public/business-posts/Mañana.webp',
      event_date: tomorrow.event_date.toISOString(),
    });
    expect(body.events[0].business_photo_url).toBeNull();
    // A signed-in caller gets the same list, fresh.
    const person = await t.sign(await insertUser(t.db));
    expect((await events({ city_id: cityId }, person)).json()).toEqual(body);
  });

  it("follows the city's own time zone for today", async () => {
    const city = await insertCity(t.db, { name: `Tijuana ${randomUUID().slice(0, 8)}` });
    await t.db
      .updateTable('cities')
      .set({ time_zone: 'America/Tijuana' })
      .where('id', '=', city.id)
      .execute();
    const business = await insertBusiness(t.db, { ownerId, cityId: city.id });
    const today = await insertEvent(t.db, business.id, 'Hoy', '1 minute', { timeZone: 'America/Tijuana' });
    await insertEvent(t.db, business.id, 'Ayer', '-1 minute', { timeZone: 'America/Tijuana' });
    const ids = (await events({ city_id: city.id })).json().events.map((event: { id: string }) => event.id);
    expect(ids).toEqual([today.id]);
  });

  it('pages with a cursor, and refuses a cursor it did not issue', async () => {
    const cityId = (await insertCity(t.db, { name: `Páginas ${randomUUID().slice(0, 8)}` })).id;
    const business = await insertBusiness(t.db, { ownerId, cityId });
    const all: string[] = [];
    for (let i = 0; i < CITY_EVENTS_PAGE_SIZE + 5; i++) {
      all.push((await insertEvent(t.db, business.id, `Evento ${i}`, `${i + 1} hours`)).id);
    }
    const first = (await events({ city_id: cityId })).json();
    expect(first.events).toHaveLength(CITY_EVENTS_PAGE_SIZE);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (await events({ city_id: cityId, cursor: first.next_cursor })).json();
    expect(second.next_cursor).toBeNull();
    expect([...first.events, ...second.events].map((event: { id: string }) => event.id)).toEqual(all);
    expectError(
      await events({ city_id: cityId, cursor: 'otra-cosa' }),
      400,
      'invalid_cursor',
      'No pudimos cargar más contenido. Vuelve a cargar la página.',
    );
  });

  it('answers an empty list for an unknown city and 400 for a malformed one', async () => {
    expect((await events({ city_id: randomUUID() })).json()).toEqual({ events: [], next_cursor: null });
    const invalid = 'Los datos enviados no son válidos. Revisa el formulario.';
    expectError(await events({}), 400, 'validation_error', invalid);
    expectError(await events({ city_id: 'guadalajara' }), 400, 'validation_error', invalid);
  });
});

import { UPCOMING_EVENTS_DAYS } from '@cerca/contracts/business-search';
import { insertBusiness, insertCity, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError, insertEvent } from './business-fixtures';

const t = useServiceTest([discoveryService]);
let cityId: string;
let ownerId: string;

beforeAll(async () => {
  cityId = (await insertCity(t.db, { name: 'Querétaro', state: 'Querétaro' })).id;
  ownerId = (await insertUser(t.db, { userType: 'business' })).id;
});

const upcoming = (query: Record<string, string>) =>
  t.inject({ method: 'GET', url: `/api/discovery/events/upcoming?${new URLSearchParams(query)}` });

describe('GET /api/discovery/events/upcoming', () => {
  it("lists the city's active events from today through the next 7 days, soonest first", async () => {
    const bar = await insertBusiness(t.db, {
      ownerId,
      cityId,
      name: 'Bar Centro',
      category: 'Vida Nocturna',
    });
    const cafe = await insertBusiness(t.db, { ownerId, cityId, name: 'Café Norte' });
    const elsewhere = (await insertCity(t.db, { name: 'Morelia', state: 'Michoacán' })).id;
    const far = await insertBusiness(t.db, { ownerId, cityId: elsewhere, name: 'Lejos' });
    await insertEvent(t.db, bar.id, 'Ayer', '-1 minute');
    await insertEvent(t.db, bar.id, 'Apagado', '2 hours', { active: false });
    await insertEvent(t.db, far.id, 'Otra ciudad', '3 hours');
    // The last day of the window ends at midnight starting day UPCOMING_EVENTS_DAYS + 1.
    await insertEvent(t.db, cafe.id, 'Fuera de la semana', `${UPCOMING_EVENTS_DAYS + 1} days`);
    const last = await insertEvent(t.db, cafe.id, 'Último día', `${UPCOMING_EVENTS_DAYS + 1} days -1 minute`);
    const tomorrow = await insertEvent(t.db, bar.id, 'Mañana', '1 day 20 hours');
    const today = await insertEvent(t.db, cafe.id, 'Hoy', '1 minute');

    const response = await upcoming({ city_id: cityId });
    expect(response.statusCode).toBe(200);
    const { events } = response.json();
    expect(events.map((event: { title: string }) => event.title)).toEqual(['Hoy', 'Mañana', 'Último día']);
    expect(events[0]).toEqual({
      id: today.id,
      business_id: cafe.id,
      business_name: 'Café Norte',
      title: 'Hoy',
      description: 'Descripción de Hoy',
      image_url: '/storage/v1/object/public/business-posts/Hoy.webp',
      event_date: today.event_date.toISOString(),
    });
    expect(events[1].id).toBe(tomorrow.id);
    expect(events[2].id).toBe(last.id);

    const nightlife = (await upcoming({ city_id: cityId, category: 'vida nocturna' })).json().events;
    expect(nightlife.map((event: { id: string }) => event.id)).toEqual([tomorrow.id]);
  });

  it('answers at most 20 events', async () => {
    const city = (await insertCity(t.db, { name: 'San Miguel', state: 'Guanajuato' })).id;
    const row = await insertBusiness(t.db, { ownerId, cityId: city });
    for (let i = 0; i < 25; i++) await insertEvent(t.db, row.id, `Evento ${i}`, `${i + 1} hours`);
    expect((await upcoming({ city_id: city })).json().events).toHaveLength(20);
  });

  it('answers an empty list for an unknown city and 400 for a malformed one', async () => {
    expect((await upcoming({ city_id: '0f8fad5b-d9cb-469f-a165-70867728950e' })).json()).toEqual({
      events: [],
    });
    const invalid = 'Los datos enviados no son válidos. Revisa el formulario.';
    expectError(await upcoming({}), 400, 'validation_error', invalid);
    expectError(await upcoming({ city_id: 'queretaro' }), 400, 'validation_error', invalid);
    expectError(
      await upcoming({ city_id: cityId, category: '\u0000' }),
      400,
      'invalid_characters',
      'El texto contiene caracteres no permitidos.',
    );
  });
});

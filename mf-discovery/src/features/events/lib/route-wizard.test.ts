import { ROUTE_COLORS } from '@cerca/contracts/city-life/events';
import { describe, expect, it } from 'vitest';
import {
  canContinue,
  firstErrorCode,
  localDateOf,
  movePlace,
  nextStep,
  PAST_DATE,
  previousStep,
  type RouteFormValues,
  type RoutePlace,
  routeFormDefaults,
  routeFormResolver,
  stepNumber,
  togglePlace,
  toRouteFormData,
} from './route-wizard';

const CITY_ID = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const place = (n: number): RoutePlace => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  name: `Lugar ${n}`,
  category: 'Restaurantes',
  photo_url: null,
});
const names = (places: readonly RoutePlace[]) => places.map((p) => p.name);

/** Taps the places in turn, as step 1 does. */
function tap(...numbers: number[]) {
  let places: RoutePlace[] = [];
  const refused: number[] = [];
  for (const n of numbers) {
    const result = togglePlace(places, place(n));
    if (result.refused) refused.push(n);
    places = result.places;
  }
  return { places, refused };
}

describe('choosing places (step 1)', () => {
  it('adds tapped places in order and deselects a place tapped again', () => {
    expect(names(tap(1, 2, 3).places)).toEqual(['Lugar 1', 'Lugar 2', 'Lugar 3']);
    expect(names(tap(1, 2, 3, 2).places)).toEqual(['Lugar 1', 'Lugar 3']);
    // Deselected, then chosen again: it goes last.
    expect(names(tap(1, 2, 3, 1, 1).places)).toEqual(['Lugar 2', 'Lugar 3', 'Lugar 1']);
  });

  it('refuses a 6th place and keeps the five', () => {
    const result = tap(1, 2, 3, 4, 5, 6);
    expect(result.refused).toEqual([6]);
    expect(result.places).toHaveLength(5);
    // Deselecting one makes room again.
    expect(names(tap(1, 2, 3, 4, 5, 2, 6).places)).toEqual([
      'Lugar 1',
      'Lugar 3',
      'Lugar 4',
      'Lugar 5',
      'Lugar 6',
    ]);
  });

  it('blocks Siguiente below 3 places', () => {
    expect(canContinue('places', tap().places)).toBe(false);
    expect(canContinue('places', tap(1, 2).places)).toBe(false);
    expect(canContinue('places', tap(1, 2, 3).places)).toBe(true);
    expect(canContinue('places', tap(1, 2, 3, 4, 5).places)).toBe(true);
    expect(canContinue('order', tap(1, 2).places)).toBe(false);
    expect(canContinue('details', tap(1, 2, 3).places)).toBe(false);
  });
});

describe('ordering (step 2) and moving between steps', () => {
  it('moves a place up or down one position, never past the ends', () => {
    const places = tap(1, 2, 3, 4).places;
    expect(names(movePlace(places, 2, -1))).toEqual(['Lugar 1', 'Lugar 3', 'Lugar 2', 'Lugar 4']);
    expect(names(movePlace(places, 0, 1))).toEqual(['Lugar 2', 'Lugar 1', 'Lugar 3', 'Lugar 4']);
    expect(names(movePlace(places, 0, -1))).toEqual(names(places));
    expect(names(movePlace(places, 3, 1))).toEqual(names(places));
    expect(names(movePlace(places, 7, -1))).toEqual(names(places));
    // The input is left as it was.
    expect(names(places)).toEqual(['Lugar 1', 'Lugar 2', 'Lugar 3', 'Lugar 4']);
  });

  it('goes through the three steps in order', () => {
    expect(nextStep('places')).toBe('order');
    expect(nextStep('order')).toBe('details');
    expect(nextStep('details')).toBe('details');
    expect(previousStep('details')).toBe('order');
    expect(previousStep('places')).toBe('places');
    expect(['places', 'order', 'details'].map((step) => stepNumber(step as 'places'))).toEqual([1, 2, 3]);
  });
});

describe('the details form (step 3)', () => {
  const today = '2026-12-05';
  const resolve = (values: RouteFormValues) =>
    routeFormResolver(today)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const filled = (): RouteFormValues => ({
    ...routeFormDefaults(CITY_ID, today),
    places: tap(3, 1, 2).places,
    title: '  Cantinas del Centro ',
    description: ' ',
  });

  it('starts empty, today, Rojo', () => {
    expect(routeFormDefaults(CITY_ID, today)).toEqual({
      city_id: CITY_ID,
      places: [],
      title: '',
      description: '',
      event_date: today,
      color: 'red',
      image: null,
    });
    expect(ROUTE_COLORS).toHaveLength(10);
    expect(localDateOf(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
  });

  it('hands over the fields the endpoint takes, places in their order', async () => {
    const image = new File(['x'], 'ruta.png', { type: 'image/png' });
    const result = await resolve({ ...filled(), image, color: 'emerald' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      fields: {
        city_id: CITY_ID,
        business_ids: [place(3).id, place(1).id, place(2).id],
        title: 'Cantinas del Centro',
        event_date: today,
        color: 'emerald',
      },
      image,
    });
  });

  it('says what is missing with the spec texts codes', async () => {
    const codes = async (values: RouteFormValues) => firstErrorCode((await resolve(values)).errors);
    expect(await codes({ ...filled(), places: [] })).toBe('business_required');
    expect(await codes({ ...filled(), places: tap(1, 2).places })).toBe('too_few_places');
    expect(await codes({ ...filled(), places: [...tap(1, 2, 3, 4, 5).places, place(6)] })).toBe(
      'too_many_places',
    );
    expect(await codes({ ...filled(), places: [place(1), place(2), place(1)] })).toBe('duplicate_place');
    expect(await codes({ ...filled(), title: '   ' })).toBe('title_required');
    expect(await codes({ ...filled(), event_date: '2026-12-04' })).toBe(PAST_DATE);
    expect(await codes({ ...filled(), event_date: '' })).toBe('invalid_route_date');
    expect(await codes({ ...filled(), color: 'black' as 'red' })).toBe('invalid_route_color');
    // The places error sits on the wizard's own field, so the wizard can go back to step 1.
    expect(Object.keys((await resolve({ ...filled(), places: [] })).errors)).toEqual(['places']);
  });

  it('builds the multipart body, places joined in order', () => {
    const image = new File(['x'], 'ruta.png', { type: 'image/png' });
    const form = toRouteFormData(
      {
        city_id: CITY_ID,
        business_ids: [place(2).id, place(1).id, place(3).id],
        title: 'Ruta',
        description: 'Tres paradas',
        event_date: '2026-12-05',
        color: 'blue',
      },
      image,
    );
    expect(form.get('business_ids')).toBe([place(2).id, place(1).id, place(3).id].join(','));
    expect(form.get('title')).toBe('Ruta');
    expect(form.get('description')).toBe('Tres paradas');
    expect(form.get('color')).toBe('blue');
    expect((form.get('image') as File).name).toBe('ruta.png');
    const bare = toRouteFormData(
      { city_id: CITY_ID, business_ids: [], title: 'R', event_date: '2026-12-05', color: 'red' },
      null,
    );
    expect(bare.has('description')).toBe(false);
    expect(bare.has('image')).toBe(false);
  });
});

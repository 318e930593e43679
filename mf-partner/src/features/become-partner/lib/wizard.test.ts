import type { City } from '@cerca/contracts';
import { describe, expect, it } from 'vitest';
import {
  canLeaveStep,
  canSubmit,
  comparableName,
  findCityNamed,
  newCityError,
  nextStep,
  previousStep,
  withCity,
} from './wizard';

const COUNTRY = '5b0a4b1e-8a9c-4d2e-9f1a-1c2d3e4f5a6b';
const city = (name: string, id = crypto.randomUUID()): City => ({
  id,
  name,
  state: 'Jalisco',
  country_id: COUNTRY,
  latitude: null,
  longitude: null,
  time_zone: 'America/Mexico_City',
  country: { id: COUNTRY, name: 'México', flag_url: '' },
});
const CITIES = [city('Guadalajara'), city('León'), city('Zapopan')];

describe('wizard steps', () => {
  it('moves between the three steps and stops at both ends', () => {
    expect(nextStep('intro')).toBe('city');
    expect(nextStep('city')).toBe('contact');
    expect(nextStep('contact')).toBe('contact');
    expect(previousStep('contact')).toBe('city');
    expect(previousStep('intro')).toBe('intro');
  });

  it('leaves step 2 only with a chosen or created city', () => {
    const values = { country_id: COUNTRY, city_id: '', whatsapp: '', email: '' };
    expect(canLeaveStep('city', values)).toBe(false);
    expect(canLeaveStep('city', { ...values, city_id: CITIES[0]!.id })).toBe(true);
    expect(canLeaveStep('intro', { ...values, country_id: '' })).toBe(true);
  });

  it('enables submit only with phone, e-mail and city', () => {
    const full = {
      country_id: COUNTRY,
      city_id: CITIES[0]!.id,
      whatsapp: '3312345678',
      email: 'ana@example.com',
    };
    expect(canSubmit(full)).toBe(true);
    expect(canSubmit({ ...full, whatsapp: '  ' })).toBe(false);
    expect(canSubmit({ ...full, email: '' })).toBe(false);
    expect(canSubmit({ ...full, city_id: '' })).toBe(false);
  });
});

describe('the new city duplicate check', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(comparableName('  San   Cristóbal ')).toBe('san cristobal');
    expect(findCityNamed(CITIES, 'LEON')?.name).toBe('León');
    expect(findCityNamed(CITIES, ' guadalajara ')?.name).toBe('Guadalajara');
    expect(findCityNamed(CITIES, 'Tonalá')).toBeUndefined();
    expect(findCityNamed(CITIES, '   ')).toBeUndefined();
  });

  it('names the first problem in the order of spec 02 §5', () => {
    expect(newCityError({ country_id: '', name: 'Tonalá', state: 'Jalisco' }, CITIES)).toBe(
      'country_required',
    );
    expect(newCityError({ country_id: COUNTRY, name: ' ', state: 'Jalisco' }, CITIES)).toBe(
      'city_name_required',
    );
    expect(newCityError({ country_id: COUNTRY, name: 'león', state: '' }, CITIES)).toBe('city_exists');
    expect(newCityError({ country_id: COUNTRY, name: 'Tonalá', state: ' ' }, CITIES)).toBe('state_required');
    expect(newCityError({ country_id: COUNTRY, name: 'Tonalá', state: 'Jalisco' }, CITIES)).toBeNull();
  });

  it('puts a created city in name order', () => {
    const tonala = city('Tonalá');
    expect(withCity(CITIES, tonala).map((c) => c.name)).toEqual(['Guadalajara', 'León', 'Tonalá', 'Zapopan']);
    expect(withCity(undefined, tonala)).toEqual([tonala]);
  });
});

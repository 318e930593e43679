import type { BusinessDeliveryZone, SavedAddress } from '@cerca/contracts/addresses';
import { describe, expect, it } from 'vitest';
import { zoneRefusal } from './checkout-form';

const GDL = '6f1c2a5e-8b3d-4c7a-9e21-0a1b2c3d4e5f';
const zone: BusinessDeliveryZone = {
  city_id: GDL,
  city_name: 'Guadalajara',
  everywhere: false,
  postal_codes: ['44100'],
  neighborhoods: ['Colonia Americana'],
};
const saved = (overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  label: 'home',
  name: null,
  street: 'Calle Morelos',
  number: '45',
  interior: null,
  neighborhood: 'Americana',
  postal_code: '44160',
  city_id: GDL,
  city_name: 'Guadalajara',
  between_streets: null,
  references: null,
  is_default: true,
  created_at: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

describe('zoneRefusal', () => {
  it('accepts a saved address in the zone by colonia, without accents, case or "Colonia"', () => {
    expect(zoneRefusal(zone, saved({ neighborhood: 'AMÉRICANA' }))).toBeNull();
  });

  it('refuses a saved address of another city before looking at the zone', () => {
    expect(zoneRefusal(zone, saved({ city_id: '1f8fad5b-d9cb-469f-a165-70867728950e' }))).toBe(
      'outside_city',
    );
  });

  it('refuses a place outside the zone, and says nothing until a new address is typed enough', () => {
    expect(zoneRefusal(zone, { postal_code: '44630', neighborhood: 'Providencia' })).toBe('outside_zone');
    expect(zoneRefusal(zone, { postal_code: '4463', neighborhood: 'Providencia' })).toBeNull();
    expect(zoneRefusal(zone, { postal_code: '44100', neighborhood: 'Providencia' })).toBeNull();
    expect(
      zoneRefusal({ ...zone, everywhere: true }, { postal_code: '44630', neighborhood: 'X y' }),
    ).toBeNull();
  });
});

import type { CityDriver } from '@cerca/contracts/city-drivers';
import { describe, expect, it } from 'vitest';
import {
  driverName,
  driversQuery,
  imageProblem,
  isFiltered,
  NO_FILTERS,
  withDriver,
  withoutDriver,
} from './city-drivers-view';

const driver = (id: string, over: Partial<CityDriver> = {}): CityDriver => ({
  id,
  phone: '3312345678',
  vehicle_type: 'moto',
  status: 'approved',
  is_available: true,
  has_identification: true,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  profile: { username: `user-${id}`, full_name: null, email: `${id}@example.com`, avatar_url: null },
  ...over,
});

describe('driversQuery', () => {
  it('is empty without filters and sends only what narrows the list', () => {
    expect(driversQuery(NO_FILTERS, null)).toBe('');
    expect(driversQuery({ q: '  Ana ', status: 'suspended', vehicle: 'bici' }, 'abc')).toBe(
      '?q=Ana&status=suspended&vehicle=bici&cursor=abc',
    );
    expect(driversQuery({ q: '   ', status: 'all', vehicle: 'all' }, null)).toBe('');
  });
  it('tells a filtered list from the whole city', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, vehicle: 'pie' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, q: ' ' })).toBe(false);
  });
});

describe('driverName', () => {
  it('prefers the full name, else the username', () => {
    expect(driverName(driver('a'))).toBe('user-a');
    const named = driver('b', { profile: { ...driver('b').profile, full_name: ' Rosa López ' } });
    expect(driverName(named)).toBe('Rosa López');
  });
});

describe('cached pages', () => {
  const pages = [
    { drivers: [driver('a'), driver('b')], next_cursor: 'x' },
    { drivers: [driver('c')], next_cursor: null },
  ];
  it('replaces a changed driver where it is', () => {
    const changed = driver('c', { status: 'suspended', is_available: false });
    expect(withDriver(pages, changed)[1]!.drivers[0]).toBe(changed);
    expect(withDriver(pages, changed)[0]!.drivers).toEqual(pages[0]!.drivers);
  });
  it('drops a deleted driver', () => {
    expect(withoutDriver(pages, 'b').flatMap((page) => page.drivers.map((d) => d.id))).toEqual(['a', 'c']);
  });
});

describe('imageProblem (spec 02 §5)', () => {
  it('accepts images up to 5 MB only', () => {
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('imageTooLarge');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('invalidImage');
  });
});

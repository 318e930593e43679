import type { WorldCountry } from '@cerca/contracts/city-life/world';
import { geoContains } from 'd3-geo';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Atlas, loadAtlas } from './atlas';
import { placeMarker, placeMarkers } from './marker-placement';

let atlas: Atlas;
beforeAll(async () => {
  atlas = await loadAtlas();
});

function country(code: string, name: string, marker: WorldCountry['marker']): WorldCountry {
  return { id: crypto.randomUUID(), code, name, flag_url: `/flags/${code}.webp`, city_count: 3, marker };
}

const lasPalmas = { name: 'Las Palmas de Gran Canaria', latitude: 28.123546, longitude: -15.436257 };

describe('placeMarker', () => {
  it('keeps the mean of the cities when it lies inside the country', () => {
    const mexico = country('MX', 'México', {
      latitude: 25.277161,
      longitude: -101.938006,
      nearest_city: { name: 'Guadalajara', latitude: 20.659699, longitude: -103.349609 },
    });
    expect(placeMarker(mexico, atlas.shapeOf('MX'))).toEqual({
      country: mexico,
      position: [-101.938006, 25.277161],
      placedBy: 'mean',
    });
  });

  it('moves the flag to the nearest city when the mean falls outside the country', () => {
    // Madrid, Las Palmas and Santa Cruz de Tenerife average out in the Atlantic, off Morocco.
    const spain = country('ES', 'España', {
      latitude: 32.451104,
      longitude: -12.186791,
      nearest_city: lasPalmas,
    });
    expect(geoContains(atlas.shapeOf('ES')!, [-12.186791, 32.451104])).toBe(false);
    expect(placeMarker(spain, atlas.shapeOf('ES'))).toMatchObject({
      position: [lasPalmas.longitude, lasPalmas.latitude],
      placedBy: 'nearest-city',
    });
  });

  it("uses the country's mainland when no city has coordinates", () => {
    const belize = placeMarker(country('BZ', 'Belice', null), atlas.shapeOf('BZ'));
    expect(belize?.placedBy).toBe('shape');
    expect(geoContains(atlas.shapeOf('BZ')!, belize!.position)).toBe(true);
    // France's overseas parts (French Guiana) do not drag its flag into the Atlantic.
    const [longitude, latitude] = placeMarker(country('FR', 'Francia', null), atlas.shapeOf('FR'))!.position;
    expect(longitude).toBeGreaterThan(-5);
    expect(longitude).toBeLessThan(8);
    expect(latitude).toBeGreaterThan(42);
    expect(latitude).toBeLessThan(51);
  });

  it('trusts the mean for a country the atlas has no shape for, and skips one with nothing to go by', () => {
    const kosovo = country('XK', 'Kosovo', { latitude: 42.66, longitude: 21.16, nearest_city: lasPalmas });
    expect(atlas.shapeOf('XK')).toBeUndefined();
    expect(placeMarker(kosovo, undefined)?.placedBy).toBe('mean');
    const nowhere = country('XK', 'Kosovo', null);
    expect(placeMarker(nowhere, undefined)).toBeNull();
    expect(placeMarkers([kosovo, nowhere], atlas).map((placed) => placed.country)).toEqual([kosovo]);
  });
});

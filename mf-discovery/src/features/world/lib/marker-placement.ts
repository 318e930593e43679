import type { WorldCountry } from '@cerca/contracts/city-life/world';
import { geoArea, geoCentroid, geoContains } from 'd3-geo';
import type { Feature, Polygon } from 'geojson';
import type { Atlas, CountryShape } from './atlas';

/** [longitude, latitude], as d3-geo takes them. */
export type LonLat = [number, number];

/**
 * Where a flag was put: the mean of the country's cities (inside the country), the city nearest
 * that mean (the mean fell outside the country's shape), or the country's shape itself (no city
 * has coordinates).
 */
export type PlacedBy = 'mean' | 'nearest-city' | 'shape';

export interface PlacedMarker {
  country: WorldCountry;
  position: LonLat;
  placedBy: PlacedBy;
}

/** The centroid of the country's largest polygon: mainland France, not a point between its islands. */
export function mainlandCentroid(shape: CountryShape): LonLat {
  const { geometry } = shape;
  if (geometry.type === 'Polygon') return geoCentroid(shape) as LonLat;
  let largest: Feature<Polygon> | undefined;
  let largestArea = -1;
  for (const coordinates of geometry.coordinates) {
    const part: Feature<Polygon> = {
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates },
    };
    const area = geoArea(part);
    if (area > largestArea) {
      largestArea = area;
      largest = part;
    }
  }
  return (largest ? geoCentroid(largest) : geoCentroid(shape)) as LonLat;
}

/**
 * The server places each flag from the cities alone (their spherical mean, and the city nearest
 * it). Here, with the shapes at hand: the mean when it lies inside the country (or the atlas has
 * no shape to check), else the nearest city, which is on land and in the country; without
 * coordinates, the country's mainland centroid. null when there is nothing to place it by.
 */
export function placeMarker(country: WorldCountry, shape: CountryShape | undefined): PlacedMarker | null {
  const { marker } = country;
  if (marker) {
    const mean: LonLat = [marker.longitude, marker.latitude];
    if (!shape || geoContains(shape, mean)) return { country, position: mean, placedBy: 'mean' };
    const city = marker.nearest_city;
    return { country, position: [city.longitude, city.latitude], placedBy: 'nearest-city' };
  }
  return shape ? { country, position: mainlandCentroid(shape), placedBy: 'shape' } : null;
}

/** Every country's marker; the ones that cannot be placed are still listed beside the map. */
export function placeMarkers(countries: readonly WorldCountry[], atlas: Atlas): PlacedMarker[] {
  return countries.flatMap((country) => placeMarker(country, atlas.shapeOf(country.code)) ?? []);
}

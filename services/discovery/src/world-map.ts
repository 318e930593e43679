import type { WorldMarker, WorldSatellite } from '@cerca/contracts/city-life/world';
import type { ServiceConfig } from '@cerca/service-kit';

export interface LocatedCity {
  name: string;
  latitude: number;
  longitude: number;
}

const RADIANS = Math.PI / 180;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function unitVector({ latitude, longitude }: LocatedCity): [number, number, number] {
  const phi = latitude * RADIANS;
  const lambda = longitude * RADIANS;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/**
 * Where a country's flag goes, from its cities' coordinates: their mean taken on the sphere (the
 * mean of unit vectors, so cities on both sides of the antimeridian average near it, not near
 * Greenwich) and the city nearest that mean, which the map uses when the mean falls outside the
 * country's shape. Cities whose vectors cancel out (antipodes) have no mean: the flag goes on
 * the first city. null without cities.
 */
export function worldMarker(cities: readonly LocatedCity[]): WorldMarker | null {
  const first = cities[0];
  if (!first) return null;
  const vectors = cities.map(unitVector);
  const sum = vectors.reduce((total, v) => [total[0] + v[0], total[1] + v[1], total[2] + v[2]], [0, 0, 0]);
  const length = Math.hypot(sum[0], sum[1], sum[2]);
  if (length < 1e-9 * cities.length) {
    const city = { name: first.name, latitude: first.latitude, longitude: first.longitude };
    return { latitude: city.latitude, longitude: city.longitude, nearest_city: city };
  }
  const mean = [sum[0] / length, sum[1] / length, sum[2] / length] as const;
  // The nearest city on the sphere is the one whose unit vector points most like the mean's.
  let nearest = first;
  let best = -Infinity;
  vectors.forEach((v, index) => {
    const closeness = v[0] * mean[0] + v[1] * mean[1] + v[2] * mean[2];
    if (closeness > best) {
      best = closeness;
      nearest = cities[index] ?? first;
    }
  });
  return {
    latitude: round6(Math.asin(Math.max(-1, Math.min(1, mean[2]))) / RADIANS),
    longitude: round6(Math.atan2(mean[1], mean[0]) / RADIANS),
    nearest_city: { name: nearest.name, latitude: nearest.latitude, longitude: nearest.longitude },
  };
}

type MapConfig = Pick<ServiceConfig, 'mapSatelliteTileUrl' | 'mapToken' | 'mapSatelliteAttribution'>;

/**
 * The satellite layer of the world map, from MAP_SATELLITE_TILE_URL (an http(s) XYZ template with
 * {z}, {x} and {y}), MAP_TOKEN (put in place of {token}) and MAP_SATELLITE_ATTRIBUTION; null when
 * no template is configured. A template that cannot work stops the service at start with the
 * reason, rather than leaving a map that silently never shows its tiles.
 */
export function worldSatellite(config: MapConfig): WorldSatellite | null {
  const template = config.mapSatelliteTileUrl;
  if (!template) return null;
  if (!/^https?:\/\//.test(template) || !['{z}', '{x}', '{y}'].every((part) => template.includes(part))) {
    throw new Error('MAP_SATELLITE_TILE_URL must be an http(s) URL template with {z}, {x} and {y}');
  }
  if (template.includes('{token}') && !config.mapToken) {
    throw new Error('MAP_SATELLITE_TILE_URL asks for {token}: set MAP_TOKEN');
  }
  return {
    url_template: template.replaceAll('{token}', encodeURIComponent(config.mapToken ?? '')),
    attribution: config.mapSatelliteAttribution ?? '',
  };
}

import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import { atlasIdOf } from './iso-numeric';

export type CountryShape = Feature<Polygon | MultiPolygon, { name: string }>;

/** The world's country shapes (Natural Earth 1:110m), and a way to find one by ISO alpha-2 code. */
export interface Atlas {
  countries: CountryShape[];
  shapeOf: (code: string) => CountryShape | undefined;
}

type Topology = Parameters<typeof feature>[0];

/** Country shapes from world-atlas' TopoJSON (object "countries"), indexed by their numeric id. */
export function atlasFromTopology(topology: unknown): Atlas {
  // By name, the typings pick feature()'s first overload (a Point); "countries" is a collection.
  const collection = feature(topology as Topology, 'countries') as unknown as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string }
  >;
  const byId = new Map<string, CountryShape>();
  for (const shape of collection.features) {
    if (shape.id !== undefined) byId.set(String(shape.id), shape);
  }
  return {
    countries: collection.features,
    shapeOf: (code) => {
      const id = atlasIdOf(code);
      return id === undefined ? undefined : byId.get(id);
    },
  };
}

/**
 * The atlas ships with this page, never from a CDN: webpack emits the TopoJSON (~105 KB, ~35 KB
 * compressed) as a chunk of its own that only /world requests, in parallel with the API call.
 */
export async function loadAtlas(): Promise<Atlas> {
  const { default: topology } = await import('world-atlas/countries-110m.json');
  return atlasFromTopology(topology);
}

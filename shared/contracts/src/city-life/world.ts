import * as z from 'zod/mini';

/**
 * Where a country's flag goes on the world map, from its cities' coordinates alone (the server
 * has no country shapes): the spherical mean of the cities (right across the antimeridian), and
 * the city nearest that mean, where the map moves the flag when the mean falls outside the
 * country's shape (Madrid and two Canary Islands cities average out in the Atlantic).
 */
export const worldMarkerSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  nearest_city: z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }),
});

/** A country that has at least one city in Cerca. */
export const worldCountrySchema = z.object({
  id: z.uuid(),
  /** ISO 3166-1 alpha-2 ('MX'): the map finds the country's shape by it. */
  code: z.string(),
  name: z.string(),
  flag_url: z.string(),
  city_count: z.int().check(z.positive()),
  /** null when none of its cities has coordinates yet: the map uses the country's shape. */
  marker: z.nullable(worldMarkerSchema),
});

/**
 * Satellite raster tiles to draw behind the vector map: an XYZ template with {z}, {x} and {y}
 * (Web Mercator, 256 px tiles) and the provider's attribution. Only when the operator configured
 * a provider (MAP_SATELLITE_TILE_URL); null otherwise, and the page requests nothing off-origin.
 */
export const worldSatelliteSchema = z.object({ url_template: z.string(), attribution: z.string() });

/**
 * GET /api/discovery/world — public and cached (ETag, 304): the countries having cities in the
 * location picker's order (México first, then by name), the totals the page counts, and the
 * optional satellite tiles.
 */
export const worldResponseSchema = z.object({
  countries: z.array(worldCountrySchema),
  totals: z.object({ countries: z.int(), cities: z.int() }),
  satellite: z.nullable(worldSatelliteSchema),
});

export type WorldMarker = z.infer<typeof worldMarkerSchema>;
export type WorldCountry = z.infer<typeof worldCountrySchema>;
export type WorldSatellite = z.infer<typeof worldSatelliteSchema>;
export type WorldResponse = z.infer<typeof worldResponseSchema>;

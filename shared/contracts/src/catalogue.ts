import * as z from 'zod/mini';

export const countrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  flag_url: z.string(),
});

export const citySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: z.string(),
  country_id: z.uuid(),
  /** Null for cities a partner created that have no coordinates yet. */
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  time_zone: z.string(),
  country: z.object({ id: z.uuid(), name: z.string(), flag_url: z.string() }),
});

/** GET /api/discovery/countries — México first, then by name. */
export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });
/** GET /api/discovery/cities?countryId= — ordered by name. */
export const citiesResponseSchema = z.object({ cities: z.array(citySchema) });

export type Country = z.infer<typeof countrySchema>;
export type City = z.infer<typeof citySchema>;

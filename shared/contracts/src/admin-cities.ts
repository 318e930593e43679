import * as z from 'zod/mini';
import { citySchema } from './catalogue';

export const cityPartnerSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
});

/** A city in the admin's Ciudades tab: the catalogue city plus business count and its partner. */
export const adminCitySchema = z.extend(citySchema, {
  business_count: z.int().check(z.nonnegative()),
  /** null shows 'Sin partner asignado'. */
  partner: z.nullable(cityPartnerSchema),
});

/** GET /api/admin/cities — admins only (403 'No tienes permiso para acceder a esta página'); by name. */
export const adminCitiesResponseSchema = z.object({ cities: z.array(adminCitySchema) });

export type CityPartner = z.infer<typeof cityPartnerSchema>;
export type AdminCity = z.infer<typeof adminCitySchema>;
export type AdminCitiesResponse = z.infer<typeof adminCitiesResponseSchema>;

import { z } from 'zod';
import { citySchema } from './catalogue';

export const cityPartnerSchema = z.object({
  id: z.string().uuid(),
  username: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
});

/** A city in the admin's Ciudades tab: the catalogue city plus business count and its partner. */
export const adminCitySchema = citySchema.extend({
  business_count: z.number().int().nonnegative(),
  /** null shows 'Sin partner asignado'. */
  partner: cityPartnerSchema.nullable(),
});

/** GET /api/admin/cities — admins only (403 'No tienes permiso para acceder a esta página'); by name. */
export const adminCitiesResponseSchema = z.object({ cities: z.array(adminCitySchema) });

export type CityPartner = z.infer<typeof cityPartnerSchema>;
export type AdminCity = z.infer<typeof adminCitySchema>;
export type AdminCitiesResponse = z.infer<typeof adminCitiesResponseSchema>;

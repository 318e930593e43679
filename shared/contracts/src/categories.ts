import * as z from 'zod/mini';
import { citySchema } from './catalogue';

export const subcategorySchema = z.object({ id: z.uuid(), name: z.string() });

/** A main category: businesses.category stores `name`, businesses.subcategory a subcategory's `name`. */
export const categorySchema = z.object({
  /** Slug ('restaurantes', 'vida-nocturna'); /category/:category matches `name` case-insensitively. */
  id: z.string(),
  name: z.string(),
  image_url: z.nullable(z.string()),
  banner_url: z.nullable(z.string()),
  /** '#RRGGBB'. */
  color: z.string(),
  subcategories: z.array(subcategorySchema),
});

/** GET /api/discovery/categories — the 14 main categories in display order, subcategories in order. */
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });

/** GET /api/discovery/cities/:id — 404 code 'city_not_found', 'Ciudad no encontrada'. */
export const cityResponseSchema = z.object({ city: citySchema });

export type Subcategory = z.infer<typeof subcategorySchema>;
export type Category = z.infer<typeof categorySchema>;
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
export type CityResponse = z.infer<typeof cityResponseSchema>;

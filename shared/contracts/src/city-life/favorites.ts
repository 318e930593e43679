import * as z from 'zod/mini';
import { businessCardSchema } from '../business-search';

/** /favorites: 24 cards a page (a multiple of 2, 3 and 4 columns, like the search grid). */
export const FAVORITES_PAGE_SIZE = 24;

/**
 * GET /api/discovery/me/favorites?q=&category=&cursor= — the caller's saved businesses (spec 01
 * §2, 02 §7). q matches the business name ignoring case and accents; category matches the main
 * category case-insensitively. Blank values are ignored.
 */
export const myFavoritesQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  category: z.optional(z.string().check(z.maxLength(100))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

/** One business_favorites row (spec 02 §3: id, created_at, business), newest saved first. */
export const favoriteSchema = z.object({
  id: z.uuid(),
  /** When it was saved. */
  created_at: z.string(),
  /** The business's city zone (America/Mexico_City without a city), for its events' times. */
  time_zone: z.string(),
  business: businessCardSchema,
});

export const myFavoritesResponseSchema = z.object({
  favorites: z.array(favoriteSchema),
  /** The main categories among all the caller's favourites, whatever the filter: the chips. */
  categories: z.array(z.string()),
  next_cursor: z.nullable(z.string()),
});

export type MyFavoritesQuery = z.infer<typeof myFavoritesQuerySchema>;
export type Favorite = z.infer<typeof favoriteSchema>;
export type MyFavoritesResponse = z.infer<typeof myFavoritesResponseSchema>;

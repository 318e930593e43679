import * as z from 'zod/mini';
import { mediaTypeSchema } from './media';

// City content management (spec 02 §2, §3; issue 13): what was published in one city — posts,
// stories, comments, reviews and events — in one list, newest first, for the city's partner and
// admins. GET /api/partner/cities/:cityId/content?type=&q=&cursor=,
// DELETE /api/partner/cities/:cityId/content/:type/:id. Imported by file (`@cerca/contracts/city-content`).

export const CONTENT_TYPES = ['post', 'story', 'comment', 'review', 'event'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The type filter of the page: every type, or one. */
export const CONTENT_FILTERS = ['all', ...CONTENT_TYPES] as const;
export type ContentFilter = (typeof CONTENT_FILTERS)[number];

export const CITY_CONTENT_PAGE_SIZE = 20;
export const CITY_CONTENT_SEARCH_MAX = 100;

export const cityContentQuerySchema = z.object({
  /** Default 'all'. */
  type: z.optional(z.enum(CONTENT_FILTERS)),
  /** Case- and accent-insensitive substring of the title, content, business or user name. */
  q: z.optional(z.string().check(z.maxLength(CITY_CONTENT_SEARCH_MAX))),
  /** next_cursor of the previous page; absent or empty for the first. */
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type CityContentQuery = z.infer<typeof cityContentQuerySchema>;

export const cityContentItemSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.string(),
  /** A story's or an event's title; null for posts, comments and reviews. */
  title: z.nullable(z.string()),
  /** Caption, story text, comment, review comment or event description. */
  content: z.nullable(z.string()),
  /** ISO instant. */
  created_at: z.string(),
  /** Null for a post or story published under a typed business name (and comments on them). */
  business_id: z.nullable(z.string()),
  business_name: z.nullable(z.string()),
  user_name: z.nullable(z.string()),
  media_url: z.nullable(z.string()),
  media_type: z.nullable(mediaTypeSchema),
  /** A smaller image of the media when one exists (image posts, video stories). */
  thumbnail_url: z.nullable(z.string()),
  /** Reviews only: 1–5. */
  rating: z.nullable(z.int()),
});
export type CityContentItem = z.infer<typeof cityContentItemSchema>;

export const cityContentPageSchema = z.object({
  items: z.array(cityContentItemSchema),
  next_cursor: z.nullable(z.string()),
});
export type CityContentPage = z.infer<typeof cityContentPageSchema>;

export const deleteCityContentParamsSchema = z.object({
  cityId: z.string().check(z.minLength(1), z.maxLength(100)),
  type: z.enum(CONTENT_TYPES),
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const deleteCityContentResponseSchema = z.object({
  deleted: z.object({ type: z.enum(CONTENT_TYPES), id: z.string() }),
});
export type DeleteCityContentResponse = z.infer<typeof deleteCityContentResponseSchema>;

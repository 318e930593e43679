import * as z from 'zod/mini';

/** Business search and category grids: 24 cards a page (a multiple of 2, 3 and 4 columns). */
export const BUSINESS_PAGE_SIZE = 24;
/** Upcoming events shown on a business card. */
export const CARD_EVENTS_LIMIT = 2;

export const upcomingEventSchema = z.object({
  id: z.uuid(),
  business_id: z.uuid(),
  business_name: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  image_url: z.nullable(z.string()),
  event_date: z.string(),
});

/** A search or category result, as the business card shows it (spec 01 §2). */
export const businessCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  subcategory: z.string(),
  price_range: z.int(),
  rating_avg: z.number(),
  rating_count: z.int(),
  city: z.string(),
  state: z.string(),
  /** The first main photo; null means the stock cover. */
  main_photo_url: z.nullable(z.string()),
  /** A 480 px WebP of that photo, for the card; null until the job has made it (show main_photo_url). */
  main_photo_thumbnail_url: z.nullable(z.string()),
  /** At most CARD_EVENTS_LIMIT active events from today on, soonest first. */
  upcoming_events: z.array(upcomingEventSchema),
  /**
   * Open by its hours, closed days and special dates, its kitchen not paused, at answer time
   * (search only; absent elsewhere).
   */
  open_now: z.optional(z.boolean()),
  /** "Pausar pedidos" holds at answer time (search only). */
  orders_paused: z.optional(z.boolean()),
});

/**
 * GET /api/discovery/businesses?city_id=&category=&subcategory=&q=&cursor= — in the database:
 * category and subcategory match case-insensitively, q matches name or description accent- and
 * case-insensitively ("cafe" finds "Café"); ordered by rating_avg, then rating_count, descending
 * (then id), with keyset pages. `total` counts every match, for "n resultados".
 */
export const businessSearchQuerySchema = z.object({
  city_id: z.uuid(),
  category: z.optional(z.string().check(z.maxLength(100))),
  subcategory: z.optional(z.string().check(z.maxLength(100))),
  q: z.optional(z.string().check(z.maxLength(100))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export const businessSearchResponseSchema = z.object({
  businesses: z.array(businessCardSchema),
  total: z.int(),
  next_cursor: z.nullable(z.string()),
});

/** GET /api/discovery/events/upcoming?city_id=&category= — "Eventos de la Semana", soonest first. */
export const upcomingEventsQuerySchema = z.object({
  city_id: z.uuid(),
  category: z.optional(z.string().check(z.maxLength(100))),
});
export const UPCOMING_EVENTS_DAYS = 7;
export const upcomingEventsResponseSchema = z.object({ events: z.array(upcomingEventSchema) });

export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;
export type BusinessCard = z.infer<typeof businessCardSchema>;
export type BusinessSearchResponse = z.infer<typeof businessSearchResponseSchema>;
export type UpcomingEventsResponse = z.infer<typeof upcomingEventsResponseSchema>;

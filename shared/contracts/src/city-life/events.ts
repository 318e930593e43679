import * as z from 'zod/mini';

/**
 * /events (spec 02 §2, §4, §5, §7, §9): the city's events and weekend routes, and the route
 * wizard's POST. Every rule is checked again on the server; the form validates with the same
 * schema. Field errors carry a code of ROUTE_FIELD_ERRORS, which the service turns into its
 * Spanish message and the page into its own text.
 */

/** Events and routes come in keyset pages of this many (carousels load more at their end). */
export const CITY_EVENTS_PAGE_SIZE = 20;
export const WEEKEND_ROUTES_PAGE_SIZE = 20;

/** Spec 02 §9: a route has 3 to 5 places. */
export const ROUTE_PLACES = { min: 3, max: 5 } as const;
/** Spec 02 §9: a route is active 72 hours (259200000 ms) from its chosen date. */
export const ROUTE_WINDOW_MS = 259_200_000;
export const ROUTE_TITLE_MAX_LENGTH = 120;
export const ROUTE_DESCRIPTION_MAX_LENGTH = 2000;
/** The route's image, like an event's (spec 01 §9): 10 MB. It is optional. */
export const ROUTE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Spec 02 §9: the ten route colours, stored by these ids; the page names them Rojo, Azul, Verde,
 * Morado, Rosa, Naranja, Amarillo, Índigo, Esmeralda, Violeta (in this order).
 */
export const ROUTE_COLORS = [
  'red',
  'blue',
  'green',
  'purple',
  'pink',
  'orange',
  'yellow',
  'indigo',
  'emerald',
  'violet',
] as const;
export type RouteColor = (typeof ROUTE_COLORS)[number];

/** The codes a refused route field carries (the zod issue's message), in the order they are checked. */
export const ROUTE_FIELD_ERRORS = {
  cityRequired: 'city_required',
  businessRequired: 'business_required',
  tooFewPlaces: 'too_few_places',
  tooManyPlaces: 'too_many_places',
  duplicatePlace: 'duplicate_place',
  /** A place that is not a business of the route's city (or no business at all). */
  unknownPlace: 'unknown_place',
  titleRequired: 'title_required',
  titleTooLong: 'title_too_long',
  descriptionTooLong: 'description_too_long',
  invalidDate: 'invalid_route_date',
  invalidColor: 'invalid_route_color',
} as const;
export type RouteFieldError = (typeof ROUTE_FIELD_ERRORS)[keyof typeof ROUTE_FIELD_ERRORS];

const E = ROUTE_FIELD_ERRORS;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list queries (events and weekend routes): the city, and next_cursor of the previous page. */
export const cityEventsQuerySchema = z.object({
  city_id: z.uuid(),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

/** An event of the city (a weekend_plans row) with its business. */
export const cityEventSchema = z.object({
  id: z.uuid(),
  business_id: z.uuid(),
  business_name: z.string(),
  /** The business's first main photo (its thumbnail when made), for an event without an image. */
  business_photo_url: z.nullable(z.string()),
  title: z.string(),
  description: z.nullable(z.string()),
  image_url: z.nullable(z.string()),
  event_date: z.string(),
});

/**
 * GET /api/discovery/events?city_id=&cursor= — active events of the city's businesses from the
 * start of today in the city's time zone, oldest first.
 */
export const cityEventsPageSchema = z.object({
  events: z.array(cityEventSchema),
  next_cursor: z.nullable(z.string()),
});

/** A place of a route, in its order (1 first). */
export const weekendRoutePlaceSchema = z.object({
  order: z.int(),
  business_id: z.uuid(),
  name: z.string(),
  category: z.string(),
  /** The business's first main photo (its thumbnail when made); null means the stock cover. */
  photo_url: z.nullable(z.string()),
});

export const weekendRouteSchema = z.object({
  id: z.uuid(),
  city_id: z.uuid(),
  title: z.string(),
  description: z.nullable(z.string()),
  image_url: z.nullable(z.string()),
  /** The start of the chosen day in the city's time zone. */
  event_date: z.string(),
  /** event_date + ROUTE_WINDOW_MS; the route is listed until then. */
  expires_at: z.string(),
  color: z.nullable(z.enum(ROUTE_COLORS)),
  places: z.array(weekendRoutePlaceSchema),
});

/**
 * GET /api/discovery/weekend-routes?city_id=&cursor= — active routes of the city whose window has
 * not ended (expires_at in the future), soonest date first, each with its places in order.
 */
export const weekendRoutesPageSchema = z.object({
  routes: z.array(weekendRouteSchema),
  next_cursor: z.nullable(z.string()),
});

/**
 * POST /api/discovery/weekend-routes (multipart/form-data), the wizard's Publicar: these fields,
 * `business_ids` sent as one field of comma-separated ids in the route's order
 * (routeBusinessIdsField), and an optional image in `image`. Keys are in the order the server
 * checks them: the first refused one answers.
 */
export const createWeekendRouteFieldsSchema = z.object({
  city_id: z.uuid({ error: E.cityRequired }),
  business_ids: z.array(z.uuid({ error: E.unknownPlace }), { error: E.businessRequired }).check(
    z.minLength(1, { error: E.businessRequired }),
    z.minLength(ROUTE_PLACES.min, { error: E.tooFewPlaces }),
    z.maxLength(ROUTE_PLACES.max, { error: E.tooManyPlaces }),
    z.refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
      error: E.duplicatePlace,
    }),
  ),
  title: z
    .string({ error: E.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: E.titleRequired }),
      z.maxLength(ROUTE_TITLE_MAX_LENGTH, { error: E.titleTooLong }),
    ),
  description: z.optional(
    z.string().check(z.trim(), z.maxLength(ROUTE_DESCRIPTION_MAX_LENGTH, { error: E.descriptionTooLong })),
  ),
  /** A calendar day, YYYY-MM-DD, not before today in the city's time zone (checked by the server). */
  event_date: z.string({ error: E.invalidDate }).check(z.regex(DAY, { error: E.invalidDate })),
  color: z.enum(ROUTE_COLORS, { error: E.invalidColor }),
});
export type CreateWeekendRouteFields = z.infer<typeof createWeekendRouteFieldsSchema>;

/** The multipart field of the ordered place ids, and back. */
export const routeBusinessIdsField = {
  name: 'business_ids',
  join: (ids: readonly string[]) => ids.join(','),
  split: (value: string | undefined) =>
    value === undefined || value.trim() === '' ? [] : value.split(',').map((id) => id.trim()),
} as const;

export const createWeekendRouteResponseSchema = z.object({ route: weekendRouteSchema });

export type CityEvent = z.infer<typeof cityEventSchema>;
export type CityEventsPage = z.infer<typeof cityEventsPageSchema>;
export type WeekendRoutePlace = z.infer<typeof weekendRoutePlaceSchema>;
export type WeekendRoute = z.infer<typeof weekendRouteSchema>;
export type WeekendRoutesPage = z.infer<typeof weekendRoutesPageSchema>;

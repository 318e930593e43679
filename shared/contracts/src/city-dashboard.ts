import * as z from 'zod/mini';

// The city dashboard /dashboard/city/{cityId} (spec 02 §2, §7 "Category and city", §9; issue 13),
// for the city's partner and admins:
//   GET    /api/partner/cities/:cityId/summary                 counts and the activity feed (Resumen)
//   GET    /api/partner/cities/:cityId/businesses?q=&cursor=   the city's businesses (Negocios)
//   GET    /api/partner/cities/:cityId/analytics               top categories and months (Analíticas)
//   GET    /api/partner/cities/:cityId/events                  events and weekend routes (Eventos)
//   DELETE /api/partner/cities/:cityId/businesses/:businessId  delete a business of the city
// Imported by file (`@cerca/contracts/city-dashboard`).

/** Spec 02 §9: 5 latest of each type, merged, 10 shown. */
export const ACTIVITY_PER_TYPE = 5;
export const ACTIVITY_SHOWN = 10;
/** Spec 02 §9: the analytics category list shows the top 5. */
export const TOP_CATEGORIES = 5;
/** The businesses and posts chart: this many calendar months, the current one last. */
export const ANALYTICS_MONTHS = 12;
export const CITY_BUSINESSES_PAGE_SIZE = 20;
export const CITY_BUSINESS_SEARCH_MAX = 100;
/** The Eventos tab lists the latest of each (the full lists live at /events?city=). */
export const CITY_EVENTS_SHOWN = 20;

/** Exact counts of the city (spec 02 §7). */
export const cityCountsSchema = z.object({
  businesses: z.int(),
  /**
   * People of the city other than the caller: profiles have no city, so these are the distinct
   * accounts that own a business of the city, drive in it, or reviewed, ordered or published there.
   */
  people: z.int(),
  /** Publications (a post of several photos counts once). */
  posts: z.int(),
  stories: z.int(),
  reviews: z.int(),
  events: z.int(),
  routes: z.int(),
  drivers: z.int(),
});
export type CityCounts = z.infer<typeof cityCountsSchema>;

export const ACTIVITY_TYPES = ['business', 'review', 'event'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activityItemSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  /** The business, review or event id. */
  id: z.string(),
  business_id: z.string(),
  business_name: z.string(),
  /** An event's title; null for the others. */
  title: z.nullable(z.string()),
  /** A review's author; null for the others. */
  user_name: z.nullable(z.string()),
  /** Reviews only: 1–5. */
  rating: z.nullable(z.int()),
  /** A review's comment (the page shows its first 50 characters). */
  comment: z.nullable(z.string()),
  /** ISO instant the row was created: the feed's order, newest first. */
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const citySummarySchema = z.object({
  counts: cityCountsSchema,
  /** At most ACTIVITY_SHOWN, newest first. */
  activity: z.array(activityItemSchema),
});
export type CitySummary = z.infer<typeof citySummarySchema>;

export const cityBusinessesQuerySchema = z.object({
  /** Case- and accent-insensitive substring of the name. */
  q: z.optional(z.string().check(z.maxLength(CITY_BUSINESS_SEARCH_MAX))),
  /** next_cursor of the previous page; absent or empty for the first. */
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type CityBusinessesQuery = z.infer<typeof cityBusinessesQuerySchema>;

export const cityBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  subcategory: z.string(),
  /** The first main photo, or null (the page shows the fallback image). */
  photo_url: z.nullable(z.string()),
  rating_avg: z.number(),
  rating_count: z.int(),
  owner: z.object({
    id: z.string(),
    username: z.string(),
    full_name: z.nullable(z.string()),
    avatar_url: z.nullable(z.string()),
  }),
  created_at: z.string(),
});
export type CityBusiness = z.infer<typeof cityBusinessSchema>;

/** Newest first. */
export const cityBusinessesPageSchema = z.object({
  businesses: z.array(cityBusinessSchema),
  /** Every match of q, whatever the page. */
  total: z.int(),
  next_cursor: z.nullable(z.string()),
});
export type CityBusinessesPage = z.infer<typeof cityBusinessesPageSchema>;

export const categoryCountSchema = z.object({ category: z.string(), businesses: z.int() });

export const monthCountSchema = z.object({
  /** YYYY-MM in the city's time zone. */
  month: z.string(),
  businesses: z.int(),
  posts: z.int(),
});
export type MonthCount = z.infer<typeof monthCountSchema>;

export const cityAnalyticsSchema = z.object({
  /** By business count, most first (ties by name); at most TOP_CATEGORIES. */
  top_categories: z.array(categoryCountSchema),
  /** Exactly ANALYTICS_MONTHS entries, oldest first: new businesses and publications per month. */
  months: z.array(monthCountSchema),
});
export type CityAnalytics = z.infer<typeof cityAnalyticsSchema>;

export const cityEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  event_date: z.string(),
  active: z.boolean(),
  business_id: z.string(),
  business_name: z.string(),
});

export const cityRouteSchema = z.object({
  id: z.string(),
  title: z.string(),
  event_date: z.string(),
  expires_at: z.string(),
  active: z.boolean(),
  /** How many places the route visits. */
  stops: z.int(),
});

/** The latest CITY_EVENTS_SHOWN of each by date, latest first, past ones included. */
export const cityEventsOverviewSchema = z.object({
  events: z.array(cityEventSchema),
  routes: z.array(cityRouteSchema),
});
export type CityEventsOverview = z.infer<typeof cityEventsOverviewSchema>;
export type CityEvent = z.infer<typeof cityEventSchema>;
export type CityRoute = z.infer<typeof cityRouteSchema>;

export const cityBusinessDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

import * as z from 'zod/mini';
import { businessSchema } from './business';
import { storySchema } from './feed';
import { publicPersonSchema } from './people';

/**
 * The :id of the business endpoints. Any text is accepted so a malformed id in a page URL reads as
 * 404 'business_not_found' rather than a form error.
 */
export const businessPathParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/**
 * GET /api/discovery/businesses/:id/page — everything the business page shows above its tabs,
 * for the caller: open-now in the city's time zone, whether they follow or saved it.
 */
export const businessPageSchema = z.object({
  business: businessSchema,
  owner: publicPersonSchema,
  /** IANA zone of the business's city (America/Mexico_City when it has none). */
  time_zone: z.string(),
  /** Open by its hours, closed days and special dates, and its kitchen not paused (issue 25). */
  open_now: z.boolean(),
  /** "Pausar pedidos" holds: "No recibe pedidos por ahora" instead of "Abierto ahora". */
  orders_paused: z.boolean(),
  followers_count: z.int(),
  viewer: z.object({
    is_owner: z.boolean(),
    /** The owner, the partner of the business's city or an admin: may edit it and its photos. */
    can_manage: z.boolean(),
    is_following: z.boolean(),
    is_favorite: z.boolean(),
  }),
});

/** A business's messages to its followers (spec 01: Promociones). */
export const GLOBAL_MESSAGE_TYPES = ['promotion', 'event', 'announcement'] as const;

export const promotionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: z.enum(GLOBAL_MESSAGE_TYPES),
  expires_at: z.string(),
  is_premium_only: z.boolean(),
  created_at: z.string(),
});
/**
 * GET /api/discovery/businesses/:id/promotions — unexpired, newest first. Premium-only ones are
 * listed for everybody (spec 01 §6); `viewer_is_premium` decides the unlock banner.
 */
export const promotionsResponseSchema = z.object({
  promotions: z.array(promotionSchema),
  viewer_is_premium: z.boolean(),
});

export const highlightSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  cover_url: z.nullable(z.string()),
  created_at: z.string(),
  /** Kept stories stay here after they leave the strip. */
  stories: z.array(storySchema),
});
/** GET /api/discovery/businesses/:id/highlights — oldest first. */
export const highlightsResponseSchema = z.object({ highlights: z.array(highlightSchema) });

export const HIGHLIGHT_NAME_MAX_LENGTH = 60;
/** Stories one collection may hold (live stories plus the 30-day archive fit well within). */
export const HIGHLIGHT_MAX_STORIES = 200;
/**
 * The fields of POST /api/discovery/businesses/:id/highlights (and of a PATCH, which may leave
 * either out): the name (required, 'Por favor ingresa un nombre') and the ids of stories of this
 * business, live or archived, that make up the whole collection. In a multipart form `story_ids`
 * is a JSON array in one field; the cover image travels in the file field `cover`.
 */
export const highlightFieldsSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(HIGHLIGHT_NAME_MAX_LENGTH)),
  story_ids: z.array(z.uuid()).check(z.maxLength(HIGHLIGHT_MAX_STORIES)),
});
export const highlightPatchSchema = z.partial(highlightFieldsSchema);
/** POST and PATCH answer the collection as GET …/highlights lists it. */
export const highlightResponseSchema = z.object({ highlight: highlightSchema });
/** DELETE /api/discovery/businesses/:id/highlights/:highlightId answers 204 with no body. */
export const highlightDeletedSchema = z.null();

export const REVIEW_COMMENT_MAX_LENGTH = 2000;
/** Reviews of a business: 20 a page, newest first. */
export const REVIEWS_PAGE_SIZE = 20;
export const reviewSchema = z.object({
  id: z.uuid(),
  business_id: z.uuid(),
  rating: z.int(),
  comment: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  author: publicPersonSchema,
});
/** GET /api/discovery/businesses/:id/reviews?cursor= — newest first; `mine` is the caller's. */
export const reviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  mine: z.nullable(reviewSchema),
  next_cursor: z.nullable(z.string()),
});
/** PUT /api/discovery/businesses/:id/review — one per person and business; the author edits it. */
export const reviewBodySchema = z.object({
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(REVIEW_COMMENT_MAX_LENGTH))),
});
export const reviewResponseSchema = z.object({
  review: reviewSchema,
  rating_avg: z.number(),
  rating_count: z.int(),
});

/** PUT / DELETE /api/discovery/businesses/:id/follow and /favorite: idempotent toggles. */
export const followStateSchema = z.object({ following: z.boolean(), followers_count: z.int() });
export const favoriteStateSchema = z.object({ favorite: z.boolean() });

export type BusinessPage = z.infer<typeof businessPageSchema>;
export type Promotion = z.infer<typeof promotionSchema>;
export type PromotionsResponse = z.infer<typeof promotionsResponseSchema>;
export type Highlight = z.infer<typeof highlightSchema>;
export type HighlightFields = z.output<typeof highlightFieldsSchema>;
export type HighlightPatch = z.output<typeof highlightPatchSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
export type ReviewBody = z.infer<typeof reviewBodySchema>;
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
export type FollowState = z.infer<typeof followStateSchema>;
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

import * as z from 'zod/mini';
import { promotionSchema } from './business-page';
import { upcomingEventSchema } from './business-search';
import { postSchema, storySchema } from './feed';

/**
 * Publishing through Crear (spec 01 §2 "Create modal", §4, §5, §9), as the owner of a business.
 * Every rule is checked again on the server; Spanish messages come from the service. Files go as
 * multipart/form-data and are streamed to storage with the size limit enforced while streaming.
 */

/** Spec 01 §9: images 10 MB each, videos 100 MB, up to 10 images per post. */
export const PUBLISH_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PUBLISH_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const POST_MAX_IMAGES = 10;
/** A promotion without an expiry lasts 30 days; a story 24 hours. */
export const PROMOTION_DEFAULT_DAYS = 30;
export const STORY_LIFETIME_HOURS = 24;

/**
 * Videos go from the browser straight to the object store (issue 22): POST
 * /api/discovery/businesses/:id/video-uploads (or /api/discovery/video-uploads under a typed
 * business name) answers a signed PUT for a key the server chooses; the browser PUTs the file there
 * with `headers`, then publishes the story or post with the multipart field `video_upload` = `id`
 * instead of the file. The publishing route checks the bytes and the size, and removes what fails.
 */
export const DIRECT_UPLOAD_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export const createVideoUploadBodySchema = z.object({
  purpose: z.enum(['story', 'post']),
  /** The file's type as the browser knows it; another than DIRECT_UPLOAD_VIDEO_TYPES is refused. */
  content_type: z.string().check(z.maxLength(100)),
  /** Exact size in bytes, at most PUBLISH_VIDEO_MAX_BYTES ('El video es demasiado grande. Máximo 100MB.'). */
  size: z.int().check(z.minimum(1)),
  /** Only for the messages ('El archivo {file} no es una imagen o video válido.'). */
  file_name: z.optional(z.string().check(z.maxLength(255))),
});
export const videoUploadSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
});
/** The multipart field of the story and post forms that names a finished direct upload. */
export const VIDEO_UPLOAD_FIELD = 'video_upload';

/** GET /api/discovery/me/businesses — the caller's businesses, for Crear's picker (newest first). */
export const myBusinessesResponseSchema = z.object({
  businesses: z.array(
    z.object({ id: z.uuid(), name: z.string(), category: z.string(), logo_url: z.nullable(z.string()) }),
  ),
});

/**
 * POST /api/discovery/businesses/:id/stories — multipart: one `file` (image or video). Always type
 * instant; expires 24 h later (the story-expiry job is scheduled).
 */
export const createStoryResponseSchema = z.object({ story: storySchema });

/**
 * POST /api/discovery/businesses/:id/posts — multipart: `caption` (required, 'Por favor escribe algo
 * en la descripción') and up to 10 `files` images, or videos of which only the first is used. One
 * row per image, sharing caption, creation minute and publication_id.
 */
export const createPostFieldsSchema = z.object({
  caption: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
});
export const createPostResponseSchema = z.object({ posts: z.array(postSchema) });

/** The longest typed business name (spec 01 §6). */
export const BUSINESS_NAME_MAX_LENGTH = 120;

/**
 * POST /api/discovery/stories and POST /api/discovery/posts — the same multipart forms as the owner
 * routes, for any signed-in person without choosing a business: a typed `business_name`
 * ('Por favor ingresa el nombre del negocio o selecciona uno') and the `city_id` the content is
 * shown in (the author's chosen city). Posts add `caption`.
 */
export const publishAsPersonFieldsSchema = z.object({
  business_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(BUSINESS_NAME_MAX_LENGTH)),
  city_id: z.uuid(),
});

/**
 * POST /api/discovery/businesses/:id/promotions — JSON. Without expires_at it lasts 30 days
 * (the promotion-expiry job is scheduled). Missing message: 'Por favor completa todos los campos
 * de la promoción'.
 */
export const createPromotionBodySchema = z.object({
  title: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
  /** ISO instant in the future. */
  expires_at: z.optional(z.string().check(z.maxLength(40))),
  is_premium_only: z.optional(z.boolean()),
});
export const createPromotionResponseSchema = z.object({ promotion: promotionSchema });

/**
 * POST /api/discovery/businesses/:id/events — multipart: `description`, `event_date` (YYYY-MM-DD or
 * an ISO instant, not before today in the city's zone), optional `title` (default 'Evento') and a
 * required image `file` ('Los eventos requieren una imagen').
 */
export const createEventFieldsSchema = z.object({
  title: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
  event_date: z.string().check(z.trim(), z.minLength(10), z.maxLength(40)),
});
export const createEventResponseSchema = z.object({ event: upcomingEventSchema });

/**
 * GET /api/discovery/businesses/:id/plan — the plan limits panel (owner, city partner, admin):
 * spec 02 plans; Basic allows BASIC_POSTS_LIMIT posts and BASIC_HIGHLIGHTS_LIMIT highlights; the
 * trial gives everything for TRIAL_DAYS days from the business's creation (./subscriptions).
 */
export const planKeySchema = z.enum(['basic', 'standard', 'premium']);
export const businessPlanSchema = z.object({
  plan: planKeySchema,
  /** Days of trial left (0 when over). */
  trial_days_left: z.int(),
  /** Null means unlimited. */
  posts_limit: z.nullable(z.int()),
  posts_used: z.int(),
  highlights_limit: z.nullable(z.int()),
  highlights_used: z.int(),
  messaging: z.boolean(),
});

export type MyBusinessesResponse = z.infer<typeof myBusinessesResponseSchema>;
export type CreateStoryResponse = z.infer<typeof createStoryResponseSchema>;
export type CreatePostResponse = z.infer<typeof createPostResponseSchema>;
export type PublishAsPersonFields = z.infer<typeof publishAsPersonFieldsSchema>;
export type CreatePromotionBody = z.infer<typeof createPromotionBodySchema>;
export type CreatePromotionResponse = z.infer<typeof createPromotionResponseSchema>;
export type CreateEventResponse = z.infer<typeof createEventResponseSchema>;
export type BusinessPlan = z.infer<typeof businessPlanSchema>;
export type CreateVideoUploadBody = z.infer<typeof createVideoUploadBodySchema>;
export type VideoUpload = z.infer<typeof videoUploadSchema>;

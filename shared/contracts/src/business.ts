import { z } from 'zod';

export const websitePlatformSchema = z.enum(['website', 'facebook', 'instagram', 'airbnb']);
export const businessTypeSchema = z.enum(['menu', 'services']);
export const photoTypeSchema = z.enum(['main', 'banner']);

export const businessPhotoSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  type: photoTypeSchema,
  created_at: z.string(),
});

/** A business with its photos and maintained rating (average of reviews, 0 without any). */
export const businessSchema = z.object({
  id: z.string().uuid(),
  owner_id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  website_platform: websitePlatformSchema.nullable(),
  category: z.string(),
  subcategory: z.string(),
  price_range: z.number().int().min(1).max(4),
  city_id: z.string().uuid().nullable(),
  business_type: businessTypeSchema,
  /** monday_start … sunday_end as 'HH:MM'. */
  schedule: z.record(z.string(), z.string()),
  rating_avg: z.number(),
  rating_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  photos: z.array(businessPhotoSchema),
});

/** GET /api/discovery/businesses/:id and the 201 of POST /api/discovery/businesses. */
export const businessResponseSchema = z.object({ business: businessSchema });

/** Business photos: images only, 5 MB each, 1–3 at creation (multipart field `photos`). */
export const BUSINESS_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const BUSINESS_PHOTOS_AT_CREATION = { min: 1, max: 3 } as const;

const text = (max: number) => z.string().trim().min(1).max(max);
/** Empty form inputs mean "not given". */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

/**
 * The text fields of POST /api/discovery/businesses (multipart/form-data; the same schema drives
 * the form). Missing required fields answer 400 'missing_fields' 'Por favor completa todos los
 * campos obligatorios del negocio'; a bad format answers 400 'validation_error'.
 */
export const createBusinessFieldsSchema = z.object({
  name: text(120),
  description: text(5000),
  address: text(300),
  city: text(120),
  state: text(120),
  zip_code: text(20),
  category: text(100),
  subcategory: text(100),
  city_id: z.string().trim().uuid(),
  price_range: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(4).default(1),
  ),
  phone: optionalText(40),
  website: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().url().max(500).optional(),
  ),
  website_platform: z.preprocess(
    (value) => (value === '' ? undefined : value),
    websitePlatformSchema.optional(),
  ),
  business_type: z.preprocess(
    (value) => (value === '' ? undefined : value),
    businessTypeSchema.default('menu'),
  ),
});

/** Fields that must be present (non-blank) for the business form. */
export const REQUIRED_BUSINESS_FIELDS = [
  'name',
  'description',
  'address',
  'city',
  'state',
  'zip_code',
  'category',
  'subcategory',
  'city_id',
] as const;

export type BusinessPhoto = z.infer<typeof businessPhotoSchema>;
export type Business = z.infer<typeof businessSchema>;
export type BusinessResponse = z.infer<typeof businessResponseSchema>;
export type CreateBusinessFields = z.infer<typeof createBusinessFieldsSchema>;
export type WebsitePlatform = z.infer<typeof websitePlatformSchema>;
export type BusinessType = z.infer<typeof businessTypeSchema>;

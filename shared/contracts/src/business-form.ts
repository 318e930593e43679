import * as z from 'zod/mini';
import {
  BUSINESS_BANNERS_AT_CREATION,
  BUSINESS_PHOTOS_AT_CREATION,
  BUSINESS_PHOTOS_AT_SIGN_UP,
  type Business,
  type BusinessFieldName,
  type CreateBusinessFields,
  createBusinessFieldsSchema,
  PRICE_RANGE,
  priceRangeSchema,
  updateBusinessFieldsSchema,
} from './business';

// The one business form (mf_discovery's "./business-form"): what its inputs hold, the schemas a
// page validates them with (the endpoints' own), and the one toast an invalid submit shows. The
// add and edit pages and ordering's business sign-up all use these.

/**
 * Which photos the form asks for: a business sign-up takes 1–3 main photos (spec 02 §5), a new
 * business 1–5 main photos and up to 3 banners (spec 01 §5); the edit page edits photos apart.
 */
export type BusinessFormPhotos = 'sign-up' | 'creation' | 'none';

export const BUSINESS_FORM_PHOTO_LIMITS: Record<
  BusinessFormPhotos,
  { photos: { min: number; max: number }; banners: { max: number } }
> = {
  'sign-up': { photos: BUSINESS_PHOTOS_AT_SIGN_UP, banners: { max: 0 } },
  creation: { photos: BUSINESS_PHOTOS_AT_CREATION, banners: BUSINESS_BANNERS_AT_CREATION },
  none: { photos: { min: 0, max: 0 }, banners: { max: 0 } },
};

/** What the form's inputs hold: every field as text, the country that narrows the cities, the photos. */
export interface BusinessFormValue {
  /** Only narrows the city list; the business stores its city_id. */
  countryId: string;
  fields: Record<BusinessFieldName, string>;
  /** Main photos (the first is the logo). */
  photos: File[];
  /** Banner photos (the page's cover). */
  banners: File[];
}

/** A new business as POST /api/discovery/businesses takes it: the parsed fields and the files. */
export interface NewBusiness {
  fields: CreateBusinessFields;
  photos: readonly File[];
  banners?: readonly File[];
}

/** How an upload reports itself: whole percentages, and a signal that stops it. */
export interface BusinessUploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Price ranges 1–4, as the select offers them. */
export const PRICE_RANGES = Array.from(
  { length: PRICE_RANGE.max - PRICE_RANGE.min + 1 },
  (_, i) => PRICE_RANGE.min + i,
);

/** An empty form: price range 1, a menu business, a plain website link, and the chosen place. */
export function emptyBusinessForm(place: { countryId?: string | null; cityId?: string | null } = {}) {
  const fields = Object.fromEntries(
    Object.keys(createBusinessFieldsSchema.shape).map((field) => [field, '']),
  ) as BusinessFormValue['fields'];
  return {
    countryId: place.countryId ?? '',
    fields: {
      ...fields,
      price_range: String(PRICE_RANGE.min),
      business_type: 'menu',
      website_platform: 'website',
      city_id: place.cityId ?? '',
    },
    photos: [],
    banners: [],
  } satisfies BusinessFormValue;
}

/** A business as the edit form shows it (its country follows from its city once that loads). */
export function businessFormOf(business: Business): BusinessFormValue {
  const empty = emptyBusinessForm({ cityId: business.city_id });
  return {
    ...empty,
    fields: {
      ...empty.fields,
      name: business.name,
      description: business.description,
      address: business.address,
      city: business.city,
      state: business.state,
      zip_code: business.zip_code,
      category: business.category,
      subcategory: business.subcategory,
      price_range: String(business.price_range),
      business_type: business.business_type,
      phone: business.phone ?? '',
      website: business.website ?? '',
      website_platform: business.website_platform ?? 'website',
    },
  };
}

const files = (min: number, max: number) => z.array(z.file()).check(z.minLength(min), z.maxLength(max));

/**
 * A new business's form: the fields exactly as POST /api/discovery/businesses validates them, and
 * the photos it takes in that place (sign-up or the add page).
 */
export function newBusinessFormSchema(photos: Exclude<BusinessFormPhotos, 'none'>) {
  const limits = BUSINESS_FORM_PHOTO_LIMITS[photos];
  return z.object({
    countryId: z.string(),
    fields: createBusinessFieldsSchema,
    photos: files(limits.photos.min, limits.photos.max),
    banners: files(0, limits.banners.max),
  });
}

/** The edit form: the fields as PATCH /api/discovery/businesses/:id validates them. */
export const editBusinessFormSchema = z.object({
  countryId: z.string(),
  // The select holds the price range as text; the JSON endpoint takes only a number.
  fields: z.extend(updateBusinessFieldsSchema, {
    price_range: z.optional(z.pipe(z.coerce.number(), priceRangeSchema)),
  }),
  photos: files(0, 0),
  banners: files(0, 0),
});

/** The parts of the form a submit found invalid: field names, 'photos', 'banners'. */
export type BusinessFormPart = BusinessFieldName | 'photos' | 'banners';

/** The invalid parts, from react-hook-form's errors of the form's value (or any such tree). */
export function invalidBusinessParts(
  errors: { fields?: object; photos?: unknown; banners?: unknown } | undefined,
): BusinessFormPart[] {
  if (!errors) return [];
  const parts = Object.keys(errors.fields ?? {}) as BusinessFormPart[];
  if (errors.photos) parts.push('photos');
  if (errors.banners) parts.push('banners');
  return parts;
}

/** The toasts an invalid form shows, one at a time. */
export type BusinessFormProblem = 'missingFields' | 'invalidWebsite' | 'missingPhotos';

/** The one toast of an invalid submit, in the server's order: fields, then the website, then photos. */
export function businessFormProblem(invalid: readonly BusinessFormPart[]): BusinessFormProblem | null {
  const fields = invalid.filter((part) => part !== 'photos' && part !== 'banners');
  if (fields.length === 1 && fields[0] === 'website') return 'invalidWebsite';
  if (fields.length > 0) return 'missingFields';
  return invalid.length > 0 ? 'missingPhotos' : null;
}

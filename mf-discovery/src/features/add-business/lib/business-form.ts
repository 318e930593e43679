import {
  BUSINESS_BANNERS_AT_CREATION,
  BUSINESS_PHOTOS_AT_CREATION,
  type CreateBusinessFields,
  createBusinessFieldsSchema,
  PRICE_RANGE,
} from '@cerca/contracts/business';
import { ApiError } from '@cerca/session';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { type PhotoPick, pickPhotos } from '../../../lib/business-options';

// The house pattern for a form: react-hook-form + zodResolver over the schema the endpoint
// (POST /api/discovery/businesses) validates with. This file only adds what the page asks: the
// country that narrows the cities and the photos.

/** What the server takes at creation: 1–5 main photos (`photos`) and up to 3 banners (`banners`). */
export const MAX_PHOTOS = {
  photos: BUSINESS_PHOTOS_AT_CREATION.max,
  banners: BUSINESS_BANNERS_AT_CREATION.max,
};
export type PhotoKind = keyof typeof MAX_PHOTOS;

/** What the inputs hold: every field of the contract as text, the country and the photos. */
export interface BusinessFormValues {
  /** Only narrows the city list; the business stores its city_id. */
  countryId: string;
  business: Record<keyof typeof createBusinessFieldsSchema.shape, string>;
  photos: File[];
  banners: File[];
}

/** What a valid submit hands over: the body exactly as the endpoint takes it. */
export interface BusinessFormOutput {
  business: CreateBusinessFields;
  photos: File[];
  banners: File[];
}

/** Empty fields, price range 1, a menu business, and the preselected place if any. */
export function businessFormDefaults(place: {
  countryId?: string | null;
  cityId?: string | null;
}): BusinessFormValues {
  const business = Object.fromEntries(
    Object.keys(createBusinessFieldsSchema.shape).map((field) => [field, '']),
  ) as BusinessFormValues['business'];
  return {
    countryId: place.countryId ?? '',
    business: {
      ...business,
      price_range: String(PRICE_RANGE.min),
      business_type: 'menu',
      website_platform: 'website',
      city_id: place.cityId ?? '',
    },
    photos: [],
    banners: [],
  };
}

const fieldsResolver = zodResolver(createBusinessFieldsSchema);

/**
 * zodResolver over the contract's schema checks the fields exactly as the endpoint will; the page
 * adds only the photo count the endpoint takes at creation. (This remote has no zod of its own,
 * so the contract's schema is not wrapped in a bigger one.)
 */
export function businessFormResolver(): Resolver<BusinessFormValues, unknown, BusinessFormOutput> {
  return async (
    values,
    context,
    options,
  ): Promise<ResolverResult<BusinessFormValues, BusinessFormOutput>> => {
    const fields = await fieldsResolver(values.business, context, {
      ...options,
      fields: {},
      names: undefined,
    });
    const { min, max } = BUSINESS_PHOTOS_AT_CREATION;
    const photosOk = values.photos.length >= min && values.photos.length <= max;
    // The picker stops at the limit, so only a bug could pass it; the server would refuse it too.
    const bannersOk = values.banners.length <= MAX_PHOTOS.banners;
    const fieldErrors = Object.keys(fields.errors).length > 0;
    if (!fieldErrors && photosOk && bannersOk) {
      return {
        values: {
          business: fields.values as CreateBusinessFields,
          photos: values.photos,
          banners: values.banners,
        },
        errors: {},
      };
    }
    const errors: FieldErrors<BusinessFormValues> = {};
    if (fieldErrors) errors.business = fields.errors as FieldErrors<BusinessFormValues>['business'];
    if (!photosOk) errors.photos = { type: 'photos', message: 'photos' };
    if (!bannersOk) errors.banners = { type: 'banners', message: 'banners' };
    return { values: {}, errors };
  };
}

/** Keys of add-business.json `addBusiness.errors`. */
export type BusinessFormError = 'missingFields' | 'invalidWebsite' | 'missingPhotos';

/** The one toast a refused submit shows, in the server's order: fields, website, photos. */
export function firstFormError(errors: FieldErrors<BusinessFormValues>): BusinessFormError {
  if (errors.business) {
    const fields = Object.keys(errors.business);
    return fields.length === 1 && fields[0] === 'website' ? 'invalidWebsite' : 'missingFields';
  }
  if (errors.countryId) return 'missingFields';
  return 'missingPhotos';
}

/** Adds newly picked files to the current ones: images only, 5 MB each, at most `max`. */
export function selectPhotos(
  current: readonly File[],
  picked: readonly Pick<File, 'name' | 'type' | 'size'>[],
  max: number,
): PhotoPick<File> {
  const pick = pickPhotos(picked, max - current.length);
  // The browser picks Files; the shape is all the rules read.
  return { ...pick, accepted: [...current, ...(pick.accepted as File[])] };
}

/**
 * Multipart body of POST /api/discovery/businesses: the parsed contract fields as named (fields
 * not given are left out, and the platform only with a website), then each main photo as
 * `photos` and each banner as `banners`.
 */
export function toBusinessFormData(
  fields: CreateBusinessFields,
  photos: readonly Blob[],
  banners: readonly Blob[] = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    // A platform names the website: without one it would label nothing.
    if (key === 'website_platform' && !fields.website) continue;
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  for (const photo of photos) form.append('photos', photo, (photo as File).name || 'foto');
  for (const banner of banners) form.append('banners', banner, (banner as File).name || 'portada');
  return form;
}

/** Codes whose message says nothing about this form: the toast then says the spec's text. */
const GENERIC_CODES = new Set([
  'network_error',
  'unknown_error',
  'invalid_response',
  'internal_error',
  'not_found',
  'bad_request',
]);

/**
 * The failure toast: the server's specific Spanish message (the one-business limit, a missing
 * field, a photo too large), else 'Error al agregar el negocio. Por favor intente de nuevo.'.
 */
export function createErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && !GENERIC_CODES.has(error.code) && error.message) {
    return error.message;
  }
  return fallback;
}

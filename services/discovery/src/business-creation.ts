import { randomUUID } from 'node:crypto';
import {
  BUSINESS_BANNERS_AT_CREATION,
  BUSINESS_PHOTOS_AT_CREATION,
  type Business,
  type CreateBusinessFields,
  createBusinessFieldsSchema,
  REQUIRED_BUSINESS_FIELDS,
  websitePlatformFor,
} from '@cerca/contracts/business';
import type { Db, PhotoType } from '@cerca/db';
import { errors, fieldIssues, type UploadedFile } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import messages from './messages.json';
import { recordPhotoThumbnails } from './publication-events';
import {
  countOwnedBusinesses,
  findBusinessWithPhotos,
  findProfileType,
  insertBusinessWithPhotos,
  lockProfileForUpdate,
} from './repositories/businesses';
import { cityExists, isCatalogueCategoryPair } from './repositories/catalogue';

const BUCKET = 'business-photos';
/** Accounts of type 'business' may own this many businesses; personal accounts are not limited. */
const BUSINESS_ACCOUNT_LIMIT = 1;

export const tooManyPhotos = () => errors.badRequest('too_many_photos', messages.tooManyBusinessPhotos);
const tooManyBanners = () => errors.badRequest('too_many_banners', messages.tooManyBannerPhotos);

/** Multipart fields of POST /businesses: main photos and banner photos. */
export const BUSINESS_PHOTO_FIELDS = { main: 'photos', banner: 'banners' } as const;
const businessLimitReached = () => errors.conflict('business_limit_reached', messages.businessLimitReached);

/** The form's text fields, checked in the order the form shows its errors. */
export function parseBusinessFields(fields: Record<string, string>): CreateBusinessFields {
  const missing = REQUIRED_BUSINESS_FIELDS.some((name) => !fields[name]?.trim());
  if (missing) throw errors.badRequest('missing_fields', messages.missingBusinessFields);
  const parsed = createBusinessFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = fieldIssues(parsed.error.issues);
  if (parsed.error.issues.some((issue) => issue.path[0] === 'website')) {
    throw errors.badRequest('invalid_website', messages.invalidWebsite, details);
  }
  throw errors.badRequest('validation_error', messages.invalidBusinessFields, details);
}

/**
 * 1–5 main photos and 0–3 banners, each an image within 5 MB by content (the storage module's
 * bucket rules). Main photos come first, so the first one is the logo.
 */
export function inspectBusinessPhotos(storage: Storage, files: UploadedFile[]) {
  const main = files.filter((file) => file.field === BUSINESS_PHOTO_FIELDS.main);
  const banners = files.filter((file) => file.field === BUSINESS_PHOTO_FIELDS.banner);
  if (main.length < BUSINESS_PHOTOS_AT_CREATION.min) {
    throw errors.badRequest('missing_photo', messages.missingBusinessPhoto);
  }
  if (main.length > BUSINESS_PHOTOS_AT_CREATION.max) throw tooManyPhotos();
  if (banners.length > BUSINESS_BANNERS_AT_CREATION.max) throw tooManyBanners();
  const inspect = (photoType: PhotoType) => (file: UploadedFile) => ({
    file,
    photoType,
    type: storage.inspectUpload(BUCKET, file.buffer, file.filename),
  });
  return [...main.map(inspect('main')), ...banners.map(inspect('banner'))];
}

export interface CreateBusinessInput {
  ownerId: string;
  fields: CreateBusinessFields;
  photos: ReturnType<typeof inspectBusinessPhotos>;
}

/**
 * Creates a business with its main and banner photos. Files are written first under a fresh business id,
 * then business and photo rows are inserted in one transaction that also holds the owner's
 * profile row locked while it re-checks the one-business limit; the files are removed if the
 * transaction fails, so a refused or failed creation leaves nothing behind.
 */
export async function createBusiness(
  db: Db,
  storage: Storage,
  input: CreateBusinessInput,
): Promise<Business> {
  const { ownerId, fields } = input;
  const [profile, categoryOk, cityOk] = await Promise.all([
    findProfileType(db, ownerId),
    isCatalogueCategoryPair(db, fields.category, fields.subcategory),
    cityExists(db, fields.city_id),
  ]);
  if (!profile) throw errors.notFound('profile_not_found', messages.profileNotFound);
  if (!categoryOk) throw errors.badRequest('invalid_category', messages.invalidCategory);
  if (!cityOk) throw errors.badRequest('invalid_city', messages.invalidCity);
  // Cheap early refusal before any file is written; the locked re-check below is the real guard.
  if (
    profile.user_type === 'business' &&
    (await countOwnedBusinesses(db, ownerId)) >= BUSINESS_ACCOUNT_LIMIT
  ) {
    throw businessLimitReached();
  }

  const businessId = randomUUID();
  const keys: string[] = [];
  try {
    const photos: Array<{ url: string; type: PhotoType }> = [];
    for (const { file, type, photoType } of input.photos) {
      const key = `${businessId}/${randomUUID()}.${type.extension}`;
      await storage.putObject(BUCKET, key, file.buffer, type.contentType);
      keys.push(key);
      photos.push({ url: storage.publicUrl(BUCKET, key), type: photoType });
    }
    await db.transaction().execute(async (trx) => {
      const locked = await lockProfileForUpdate(trx, ownerId);
      if (!locked) throw errors.notFound('profile_not_found', messages.profileNotFound);
      if (
        locked.user_type === 'business' &&
        (await countOwnedBusinesses(trx, ownerId)) >= BUSINESS_ACCOUNT_LIMIT
      ) {
        throw businessLimitReached();
      }
      await insertBusinessWithPhotos(
        trx,
        {
          id: businessId,
          owner_id: ownerId,
          name: fields.name,
          description: fields.description,
          address: fields.address,
          city: fields.city,
          state: fields.state,
          zip_code: fields.zip_code,
          phone: fields.phone ?? null,
          website: fields.website ?? null,
          website_platform: websitePlatformFor(fields.website, fields.website_platform),
          category: fields.category,
          subcategory: fields.subcategory,
          price_range: fields.price_range,
          city_id: fields.city_id,
          business_type: fields.business_type,
        },
        photos,
      );
      // Their thumbnails commit with them (issue 22).
      await recordPhotoThumbnails(
        trx,
        storage,
        businessId,
        photos.map((photo) => photo.url),
      );
    });
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.removeObject(BUCKET, key)));
    throw error;
  }

  const business = await findBusinessWithPhotos(db, businessId);
  if (!business) throw new Error(`business ${businessId} missing right after creation`);
  return business;
}

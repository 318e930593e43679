import type { Category } from '@cerca/contracts';
import {
  BUSINESS_MAIN_PHOTOS_MAX,
  BUSINESS_PHOTO_MAX_BYTES,
  type Business,
  type BusinessPhoto,
  type BusinessSchedule,
  type BusinessType,
  PRICE_RANGE,
  SCHEDULE_WEEKDAYS,
  type ScheduleWeekday,
  type UpdatedBusinessFields,
  updateBusinessFieldsSchema,
  type WebsitePlatform,
} from '@cerca/contracts/business';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

// The edit form: react-hook-form + zodResolver over updateBusinessFieldsSchema, the schema
// PATCH /api/discovery/businesses/:id validates with. This file only maps the business into the
// inputs and adds what the page asks: the schedule rows and the photo rules.

export const PRICE_RANGES = Array.from(
  { length: PRICE_RANGE.max - PRICE_RANGE.min + 1 },
  (_, i) => PRICE_RANGE.min + i,
);
export const WEBSITE_PLATFORMS: readonly WebsitePlatform[] = ['website', 'facebook', 'instagram', 'airbnb'];
export const BUSINESS_TYPES: readonly BusinessType[] = ['menu', 'services'];

/** The spec's default hours: 09:00–21:00 Monday to Friday, 10:00–20:00 Saturday and Sunday. */
const DEFAULT_HOURS = (day: ScheduleWeekday) =>
  day === 'saturday' || day === 'sunday'
    ? { start: '10:00', end: '20:00' }
    : { start: '09:00', end: '21:00' };

/** What the inputs hold: the form's text as text, the price as a number and the 14 times. */
export interface EditBusinessValues {
  name: string;
  description: string;
  category: string;
  subcategory: string;
  price_range: number;
  business_type: BusinessType;
  city_id: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  phone: string;
  website: string;
  website_platform: WebsitePlatform;
  schedule: BusinessSchedule;
}

/** The stored schedule with every day present ('HH:MM'), a missing or odd time taking the default. */
export function scheduleFormValues(schedule: Record<string, string> | null | undefined): BusinessSchedule {
  const times = {} as Record<string, string>;
  for (const day of SCHEDULE_WEEKDAYS) {
    const fallback = DEFAULT_HOURS(day);
    for (const edge of ['start', 'end'] as const) {
      const value = schedule?.[`${day}_${edge}`];
      times[`${day}_${edge}`] = value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : fallback[edge];
    }
  }
  return times as BusinessSchedule;
}

/** The schedule's rows, Monday first: the day and the names of its two inputs. */
export function scheduleRows() {
  return SCHEDULE_WEEKDAYS.map((day) => ({
    day,
    start: `schedule.${day}_start` as const,
    end: `schedule.${day}_end` as const,
  }));
}

/** The business as the inputs show it. */
export function editFormDefaults(business: Business): EditBusinessValues {
  return {
    name: business.name,
    description: business.description,
    category: business.category,
    subcategory: business.subcategory,
    price_range: business.price_range,
    business_type: business.business_type,
    city_id: business.city_id ?? '',
    address: business.address,
    city: business.city,
    state: business.state,
    zip_code: business.zip_code,
    phone: business.phone ?? '',
    website: business.website ?? '',
    website_platform: business.website_platform ?? 'website',
    schedule: scheduleFormValues(business.schedule),
  };
}

/** zodResolver over the endpoint's own schema (the page adds no rule of its own). */
export function editFormResolver(): Resolver<EditBusinessValues, unknown, UpdatedBusinessFields> {
  return zodResolver(updateBusinessFieldsSchema) as unknown as Resolver<
    EditBusinessValues,
    unknown,
    UpdatedBusinessFields
  >;
}

/** The PATCH body: the parsed fields, with the platform only beside a website. */
export function toUpdateBody(fields: UpdatedBusinessFields): UpdatedBusinessFields {
  return { ...fields, website_platform: fields.website ? (fields.website_platform ?? 'website') : null };
}

/** The subcategories the chosen main category offers. */
export function subcategoriesOf(categories: readonly Category[] | undefined, categoryName: string): string[] {
  const category = categories?.find((candidate) => candidate.name === categoryName);
  return category?.subcategories.map((subcategory) => subcategory.name) ?? [];
}

/** Spec 01 §5: changing the main category clears the subcategory. */
export function subcategoryAfterCategoryChange(previous: string, next: string, subcategory: string): string {
  return previous === next ? subcategory : '';
}

export const MAX_MAIN_PHOTOS = BUSINESS_MAIN_PHOTOS_MAX;

export function mainPhotos(photos: readonly BusinessPhoto[]): BusinessPhoto[] {
  return photos.filter((photo) => photo.type === 'main');
}

export interface PhotoRejection {
  fileName: string;
  reason: 'notImage' | 'tooLarge';
}

export interface PhotoSelection<F> {
  accepted: F[];
  rejected: PhotoRejection[];
  /** True when valid files were left out: the business would pass five main photos. */
  overLimit: boolean;
}

/**
 * Spec 01 §5, edit: images only, 5 MB each, 5 main photos in total counting those the business
 * already has.
 */
export function selectNewPhotos<F extends Pick<File, 'name' | 'type' | 'size'>>(
  existingMain: number,
  picked: readonly F[],
): PhotoSelection<F> {
  const accepted: F[] = [];
  const rejected: PhotoRejection[] = [];
  let overLimit = false;
  for (const file of picked) {
    if (!file.type.startsWith('image/')) rejected.push({ fileName: file.name, reason: 'notImage' });
    else if (file.size > BUSINESS_PHOTO_MAX_BYTES) rejected.push({ fileName: file.name, reason: 'tooLarge' });
    else if (existingMain + accepted.length >= MAX_MAIN_PHOTOS) overLimit = true;
    else accepted.push(file);
  }
  return { accepted, rejected, overLimit };
}

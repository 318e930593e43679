import {
  BUSINESS_MAIN_PHOTOS_MAX,
  type Business,
  type BusinessPhoto,
  type BusinessSchedule,
  type BusinessType,
  SCHEDULE_WEEKDAYS,
  type ScheduleWeekday,
  type UpdatedBusinessFields,
  updateBusinessFieldsSchema,
  type WebsitePlatform,
} from '@cerca/contracts/business';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { type PhotoPick, pickPhotos } from '../../../lib/business-options';

// The edit form: react-hook-form + zodResolver over updateBusinessFieldsSchema, the schema
// PATCH /api/discovery/businesses/:id validates with. This file only maps the business into the
// inputs and adds what the page asks: the schedule rows and the photo rules.

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

export const MAX_MAIN_PHOTOS = BUSINESS_MAIN_PHOTOS_MAX;

export function mainPhotos(photos: readonly BusinessPhoto[]): BusinessPhoto[] {
  return photos.filter((photo) => photo.type === 'main');
}

/**
 * Spec 01 §5, edit: images only, 5 MB each, 5 main photos in total counting those the business
 * already has.
 */
export function selectNewPhotos<F extends Pick<File, 'name' | 'type' | 'size'>>(
  existingMain: number,
  picked: readonly F[],
): PhotoPick<F> {
  return pickPhotos(picked, MAX_MAIN_PHOTOS - existingMain);
}

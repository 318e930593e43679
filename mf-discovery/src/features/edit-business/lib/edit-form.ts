import {
  BUSINESS_MAIN_PHOTOS_MAX,
  type Business,
  type BusinessPhoto,
  type BusinessSchedule,
  businessScheduleSchema,
  SCHEDULE_WEEKDAYS,
  type ScheduleWeekday,
  type UpdatedBusinessFields,
} from '@cerca/contracts/business';
import {
  type BusinessFormValue,
  businessFormOf,
  editBusinessFormSchema,
} from '@cerca/contracts/business-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { type PhotoPick, pickPhotos } from '../../../components/business-form/lib/business-form-value';

// The edit form: react-hook-form + zodResolver over the schema PATCH /api/discovery/businesses/:id
// validates with (the business form's fields and the weekly schedule). This file only maps the
// business into the inputs and adds what the page asks: the schedule rows and the photo rules.

/** The spec's default hours: 09:00–21:00 Monday to Friday, 10:00–20:00 Saturday and Sunday. */
const DEFAULT_HOURS = (day: ScheduleWeekday) =>
  day === 'saturday' || day === 'sunday'
    ? { start: '10:00', end: '20:00' }
    : { start: '09:00', end: '21:00' };

const editSchema = z.object({ business: editBusinessFormSchema, schedule: businessScheduleSchema });

/** What the inputs hold: the business form's value and the 14 times. */
export interface EditBusinessValues {
  business: BusinessFormValue;
  schedule: BusinessSchedule;
}

type EditBusinessOutput = z.output<typeof editSchema>;

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
  return { business: businessFormOf(business), schedule: scheduleFormValues(business.schedule) };
}

/** zodResolver over the endpoint's own schema (the page adds no rule of its own). */
export function editFormResolver(): Resolver<EditBusinessValues, unknown, EditBusinessOutput> {
  // The inputs hold text; the schema's input type is what it parses from (unknown for blanks).
  return zodResolver(editSchema) as unknown as Resolver<EditBusinessValues, unknown, EditBusinessOutput>;
}

/** The PATCH body of a valid form: every field (blank optional ones clear) and the schedule. */
export function toUpdateBody({ business, schedule }: EditBusinessOutput): UpdatedBusinessFields {
  return { ...business.fields, schedule };
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

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
import { type SpecialHours, specialHoursListSchema } from '@cerca/contracts/special-hours';
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

/** A second shift as the form offers it when the owner adds one. */
export const DEFAULT_SECOND_SHIFT = { start: '18:00', end: '22:00' } as const;

const editSchema = z.object({
  business: editBusinessFormSchema,
  schedule: businessScheduleSchema,
  special_hours: specialHoursListSchema,
});

/** What the inputs hold: the business form's value, the week's shifts and the special dates. */
export interface EditBusinessValues {
  business: BusinessFormValue;
  schedule: BusinessSchedule;
  special_hours: SpecialHours[];
}

type EditBusinessOutput = z.output<typeof editSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The stored schedule with every day present: its times ('HH:MM'), '' on both for a closed day,
 * and its second shift when it has one; a missing or odd first-shift time takes the default.
 */
export function scheduleFormValues(schedule: Record<string, string> | null | undefined): BusinessSchedule {
  const times: Record<string, string> = {};
  for (const day of SCHEDULE_WEEKDAYS) {
    const start = schedule?.[`${day}_start`];
    const end = schedule?.[`${day}_end`];
    if (start === '' && end === '') {
      times[`${day}_start`] = '';
      times[`${day}_end`] = '';
      continue;
    }
    const fallback = DEFAULT_HOURS(day);
    times[`${day}_start`] = start && TIME.test(start) ? start : fallback.start;
    times[`${day}_end`] = end && TIME.test(end) ? end : fallback.end;
    const start2 = schedule?.[`${day}_start_2`];
    const end2 = schedule?.[`${day}_end_2`];
    if (start2 && end2 && TIME.test(start2) && TIME.test(end2)) {
      times[`${day}_start_2`] = start2;
      times[`${day}_end_2`] = end2;
    }
  }
  return times as BusinessSchedule;
}

/** The schedule's rows, Monday first: the day and the names of its inputs (two shifts). */
export function scheduleRows() {
  return SCHEDULE_WEEKDAYS.map((day) => ({
    day,
    start: `schedule.${day}_start` as const,
    end: `schedule.${day}_end` as const,
    start2: `schedule.${day}_start_2` as const,
    end2: `schedule.${day}_end_2` as const,
  }));
}

/** The day's hours with "Cerrado" ticked or not (closed: '' on both; open again: the defaults). */
export function withDayClosed(
  schedule: BusinessSchedule,
  day: ScheduleWeekday,
  closed: boolean,
): BusinessSchedule {
  const fallback = DEFAULT_HOURS(day);
  const next: Record<string, string | undefined> = {
    ...schedule,
    [`${day}_start`]: closed ? '' : fallback.start,
    [`${day}_end`]: closed ? '' : fallback.end,
  };
  delete next[`${day}_start_2`];
  delete next[`${day}_end_2`];
  return next as BusinessSchedule;
}

/** The day's hours with a second shift added (the first then ends by 15:00 if it ran later) or removed. */
export function withSecondShift(
  schedule: BusinessSchedule,
  day: ScheduleWeekday,
  on: boolean,
): BusinessSchedule {
  const next: Record<string, string | undefined> = { ...schedule };
  if (on) {
    const end = next[`${day}_end`] ?? '';
    if (!end || end > '15:00' || end < (next[`${day}_start`] ?? '')) next[`${day}_end`] = '15:00';
    next[`${day}_start_2`] = DEFAULT_SECOND_SHIFT.start;
    next[`${day}_end_2`] = DEFAULT_SECOND_SHIFT.end;
  } else {
    delete next[`${day}_start_2`];
    delete next[`${day}_end_2`];
  }
  return next as BusinessSchedule;
}

/** The business as the inputs show it. */
export function editFormDefaults(business: Business): EditBusinessValues {
  return {
    business: businessFormOf(business),
    schedule: scheduleFormValues(business.schedule),
    special_hours: business.special_hours.map((entry) => ({ ...entry })),
  };
}

/** zodResolver over the endpoint's own schema (the page adds no rule of its own). */
export function editFormResolver(): Resolver<EditBusinessValues, unknown, EditBusinessOutput> {
  // The inputs hold text; the schema's input type is what it parses from (unknown for blanks).
  return zodResolver(editSchema) as unknown as Resolver<EditBusinessValues, unknown, EditBusinessOutput>;
}

/** The PATCH body of a valid form: every field (blank optional ones clear), the schedule and special dates. */
export function toUpdateBody({
  business,
  schedule,
  special_hours,
}: EditBusinessOutput): UpdatedBusinessFields {
  return { ...business.fields, schedule, special_hours };
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
